// Every line of AtomicCards of each shape added for the tail of the most-reprinted cards: run with its template, or
// left by hand with a reason code (test/support/shapeScan.ts), so the class is covered, not the example. One file, so
// the card data is read once.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { faceOf } from '../../../../src-shared/engine/query'
import { LANDS, PASS, play, ready, seat, TO_BENS_UPKEEP } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('tokens with a name of their own, every card', () => {
  it('CR 111.4: every "… token … named N." is run as effect:token.named, the printed name its name', () => {
    const lines = scanLines(/creature tokens? [^."]*named [A-Z]/)
    const c = classOf(lines, 'effect:token.named')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(
      [
        'Boris Devilboon',
        'Crow Storm',
        'Giant Caterpillar',
        'Jungle Patrol',
        'Kher Keep',
        'Sliversmith',
        'The Hive',
        'Tooth and Claw',
        'Wall of Kelp',
      ].sort(),
    )
    // A name followed by more than the sentence's end (an ability it has, a delayed trigger, "~'s Coil") stays by
    // hand: "It has …" or "Destroy it …" would otherwise be read of the source.
    for (const name of ['Hornet Cannon', 'Cloudseeder', 'Master of the Hunt', 'Koma, Cosmos Serpent'])
      expect(c.byHand[name], name).toBeDefined()
    // Each card run ends the name with its sentence, or with a delayed trigger's time (CR 603.7a): the printed name.
    for (const l of lines.filter((x) => x.automated))
      expect(l.text, l.name).toMatch(/named [A-Z][\w' ]*?( at the beginning of the next end step)?\.( \(.*\))?$/)
  }, 120_000)

  it('CR 111.4: Tooth and Claw creates a 3/1 red Beast named Carnivore (a real card of the class, not the check’s)', () => {
    const p = play(
      ['Tooth and Claw'],
      { ann: { battlefield: [...LANDS, 'Tooth and Claw', 'Grizzly Bears', 'Llanowar Elves'] } },
      [
        {
          player: 0,
          type: 'activate',
          card: 'Tooth and Claw',
          ability: 0,
          sacrifice: ['Grizzly Bears', 'Llanowar Elves'],
        },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    const s = p.state
    const ids = s.battlefield.filter((i) => s.cards[s.objects[i].def]?.name === 'Carnivore')
    expect(ids.length).toBe(1)
    const face = s.cards[s.objects[ids[0]].def].faces[0]
    expect(face).toMatchObject({ power: '3', toughness: '1', colors: ['R'], subtypes: ['Beast'] })
    expect(s.battlefield.some((i) => s.cards[s.objects[i].def]?.name === 'Grizzly Bears')).toBe(false)
  })
})

describe('searches for two cards of two kinds, or sharing a land type, every card', () => {
  it('CR 701.19, 205.3i: every "for a X card and a Y card" / "… that share a land type" is run with its template', () => {
    const pair = classOf(scanLines(/search your library for an? \w+ card and an? \w+ card/i), 'effect:search.pair')
    expect(pair.missing).toEqual([])
    expect([...pair.run].sort()).toEqual(['Corpse Harvester', 'Krosan Verge'])
    expect(pair.byHand).toEqual({})
    const share = classOf(scanLines(/cards that share a land type/i), 'effect:search.shareLandType')
    expect(share.missing).toEqual([])
    expect(share.run).toEqual(['Myriad Landscape'])
    expect(share.byHand).toEqual({})
  }, 120_000)

  it('CR 701.19: Corpse Harvester finds a Zombie card and a Swamp card, revealed, into the hand', () => {
    const harvester = (cards: string[], allowRejected = false) =>
      play(
        ['Corpse Harvester', 'Gravedigger'],
        {
          ann: {
            battlefield: [...LANDS, ready('Corpse Harvester'), 'Grizzly Bears'],
            library: ['Island', 'Gravedigger', 'Swamp', 'Forest'],
          },
        },
        [
          { player: 0, type: 'activate', card: 'Corpse Harvester', ability: 0, sacrifice: ['Grizzly Bears'] },
          ...PASS,
          { player: 0, type: 'choose', cards },
        ],
        allowRejected,
      )
    const p = harvester(['Swamp', 'Gravedigger'])
    expect([...seat(p, 0).hand].sort()).toEqual(['Gravedigger', 'Swamp'])
    expect(seat(p, 0).library).toBe(2)
    // A Zombie and a Forest is not a Zombie and a Swamp: refused, nothing found.
    const wrong = harvester(['Gravedigger', 'Forest'], true)
    expect(wrong.out.rejected?.length).toBe(1)
    expect(seat(wrong, 0).hand).toEqual([])
  })
})

describe("shields against a chosen source's next damage, every card", () => {
  it('CR 615.7, 615.5, 614.9: every "the next time a source of your choice would deal damage to …" is run or by hand', () => {
    const lines = scanLines(/next time an? (\w+ )?source of your choice would deal damage/i)
    const c = classOf(lines, 'effect:preventNextFromSource')
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(
      expect.arrayContaining([
        'Reverse Damage',
        'Cho-Arrim Alchemist',
        'Intervention Pact',
        'Jade Monolith',
        'Sanctum Guardian',
        "Martyr's Cause",
        'Circle of Despair',
        'Charm Peddler',
        'Circle of Protection: Red',
      ]),
    )
    // Riders the grammar doesn't read ("If damage is prevented this way, ~ deals that much damage …", "Exile cards
    // … equal to the damage prevented this way", another redirection) keep their lines by hand.
    for (const name of ['Deflecting Palm', 'Honorable Passage', 'Bone Mask', 'Eye for an Eye', 'Beacon of Destiny'])
      expect(c.byHand[name], name).toBeDefined()
    // Each line run says no more than the shapes read: prevent (with life gained), or "that source deals that damage
    // to you instead".
    for (const l of lines.filter((x) => x.automated))
      expect(l.text, l.name).toMatch(
        /this turn, (prevent that damage\.( You gain life equal to the damage prevented this way\.)?|that source deals that damage to you instead\.)$/,
      )
  }, 120_000)

  it('CR 615.5: Cho-Arrim Alchemist prevents the chosen source’s next damage to you and you gain that much life', () => {
    const p = play(
      ['Cho-Arrim Alchemist', 'Lava Axe'],
      {
        active: 1,
        turn: 4,
        ann: { hand: ['Island'], battlefield: [...LANDS, ready('Cho-Arrim Alchemist')] },
        ben: { hand: ['Lava Axe'], battlefield: LANDS },
      },
      [
        { player: 1, type: 'cast', card: 'Lava Axe', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'activate', card: 'Cho-Arrim Alchemist', ability: 0, discard: ['Island'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', cards: ['Lava Axe'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    // Lava Axe's 5 is prevented and Ann gains 5.
    expect(seat(p, 0).life).toBe(25)
    expect(seat(p, 0).graveyard).toEqual(['Island'])
  })
})

describe('Auras that enchant a subtype, every card', () => {
  it('CR 303.4a, 205.3: every "Enchant <subtype>" line is run as static:enchant.subtype, of the subtype\'s card type', () => {
    const lines = scanLines(
      /^Enchant (?!creature|permanent|land|artifact|player|opponent|nonland|Aura|card|snow|non)[A-Z]\w+/,
    )
    const c = classOf(lines, 'static:enchant.subtype')
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(
      expect.arrayContaining([
        'Animate Wall',
        'Chained to the Rocks',
        'Utopia Sprawl',
        'Genju of the Cedars',
        "Giant's Grasp",
      ]),
    )
    // Two subtypes ("Forest or Plains") aren't read.
    expect(c.byHand).toEqual({ 'Corrupted Roots': 'enchant' })
  }, 120_000)

  it("CR 303.4a: Chained to the Rocks enchants a Mountain you control, not an opponent's, and exiles their creature", () => {
    const chain = (target: string) =>
      play(
        ['Chained to the Rocks', 'Serra Angel'],
        {
          ann: { hand: ['Chained to the Rocks'], battlefield: LANDS },
          ben: { battlefield: ['Mountain', 'Serra Angel'] },
        },
        [
          { player: 0, type: 'cast', card: 'Chained to the Rocks', targets: [target] },
          ...PASS,
          { player: 0, type: 'choose', targets: ['1:Serra Angel'] },
          ...PASS,
        ],
        true,
      )
    const p = chain('0:Mountain')
    expect(p.out.rejected ?? []).toEqual([])
    expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Mountain'])
    expect(seat(p, 1).exile).toEqual(['Serra Angel'])
    // Near miss: Ben's Mountain isn't one Ann controls; the Aura can't target it.
    const theirs = chain('1:Mountain')
    expect(theirs.out.rejected?.length).toBeGreaterThan(0)
    expect(
      seat(theirs, 1)
        .battlefield.map((b) => b.name)
        .sort(),
    ).toEqual(['Mountain', 'Serra Angel'])
  })
})

describe('lands that are creatures too, every card', () => {
  it('CR 613.1d-e, 613.4b: every "All <lands> are N/N [colour] creatures that are still lands." is run', () => {
    const c = classOf(scanLines(/creatures that are still lands\.$/), 'static:landType.creature')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(['Kormus Bell', 'Living Lands', 'Living Plane', "Nature's Revolt"])
    // "Forests you control are 1/1 green Elf creatures …" (a creature type too) and an effect until end of turn aren't
    // this static shape.
    expect(c.byHand).toEqual({ 'Ambush Commander': 'layer', 'Rude Awakening': 'layer' })
  }, 120_000)

  it('CR 613.1e, 613.4b: with Kormus Bell a Swamp is a 1/1 black creature that is still a land; a Bolt kills it', () => {
    const p = play(
      ['Kormus Bell', 'Terror'],
      {
        ann: { hand: ['Lightning Bolt', 'Terror'], battlefield: [...LANDS, 'Kormus Bell'] },
        ben: { battlefield: ['Swamp', 'Island'] },
      },
      [
        // Terror can't target a black creature: refused.
        { player: 0, type: 'cast', card: 'Terror', targets: ['1:Swamp'] },
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Swamp'] },
        ...PASS,
      ],
      true,
    )
    expect(p.out.rejected?.map((r) => r.index)).toEqual([0])
    expect(seat(p, 1).graveyard).toEqual(['Swamp'])
    expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Island'])
    // Ann's own Swamps are 1/1 creatures too, and still tap for {B}.
    const s = p.state
    const swamp = s.battlefield
      .map((i) => s.objects[i])
      .find((o) => o.controller === 0 && s.cards[o.def].name === 'Swamp')!
    expect(faceOf(s, swamp)).toMatchObject({ types: ['Land', 'Creature'], power: '1', toughness: '1', colors: ['B'] })
    expect(faceOf(s, swamp)?.subtypes).toEqual(['Swamp'])
  })

  it('CR 302.6: with Living Lands, a Forest played this turn is a creature with summoning sickness: no {T} for mana, no attack', () => {
    const p = play(
      ['Living Lands', 'Llanowar Elves'],
      { ann: { hand: ['Forest', 'Llanowar Elves'], battlefield: ['Living Lands'] } },
      [
        { player: 0, type: 'playLand', card: 'Forest' },
        { player: 0, type: 'cast', card: 'Llanowar Elves' },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Forest', target: 'player:1' }] },
      ],
      true,
    )
    expect(p.out.rejected?.map((r) => r.index)).toEqual([1, 3])
    expect(seat(p, 0).hand).toEqual(['Llanowar Elves'])
  })
})

describe("looking at a player's hand, every card", () => {
  it('CR 402.3: every "look at target player\'s / opponent\'s hand" is run as effect:lookHand or left by hand', () => {
    const lines = scanLines(/look at target (player|opponent)'s hand/i)
    const c = classOf(lines, 'effect:lookHand')
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(
      expect.arrayContaining([
        'Glasses of Urza',
        'Peek',
        'Gitaxian Probe',
        'Telepathic Spies',
        'Wu Scout',
        'Clairvoyance',
      ]),
    )
    // A choice from the hand after the look (Vendilion Clique, Mind Warp) is another shape: by hand.
    for (const name of ['Vendilion Clique', 'Elite Spellbinder', 'Mind Warp', 'Agonizing Memories'])
      expect(c.byHand[name], name).toBeDefined()
    for (const l of lines.filter((x) => x.automated)) expect(l.text, l.name).toMatch(/look at target \w+'s hand\.$/i)
  }, 120_000)

  it("CR 402.3: Peek shows Ben's hand to Ann alone, then she draws a card", () => {
    const p = play(['Peek'], { ann: { hand: ['Peek'], battlefield: LANDS }, ben: { hand: ['Counterspell'] } }, [
      { player: 0, type: 'cast', card: 'Peek', targets: ['player:1'] },
      ...PASS,
    ])
    expect(JSON.stringify(p.state.pending[0])).toContain("Ben's hand: Counterspell")
    expect(seat(p, 0).hand).toEqual([])
    const done = play(['Peek'], { ann: { hand: ['Peek'], battlefield: LANDS }, ben: { hand: ['Counterspell'] } }, [
      { player: 0, type: 'cast', card: 'Peek', targets: ['player:1'] },
      ...PASS,
      { player: 0, type: 'choose', cards: [] },
    ])
    expect(seat(done, 0).hand.length).toBe(1)
    expect(seat(done, 1).hand).toEqual(['Counterspell'])
  })
})

describe("an Aura's or Equipment's evasion and haste, every card", () => {
  it('CR 509.1b, 302.6: every "Enchanted/Equipped creature can\'t be blocked except by … / and has … / can attack as though it had haste" is run', () => {
    const lines = scanLines(
      /^(Enchanted|Equipped) creature (can attack as though it had haste|can't be blocked except by|can't be blocked and has)/,
    )
    const run = lines.filter((l) => l.automated).map((l) => l.name)
    expect([...run].sort()).toEqual(
      [
        'Canopy Cover',
        'Instill Energy',
        'Invisibility',
        'Protective Bubble',
        "Prowler's Helm",
        'Seeker',
        'Whispersilk Cloak',
      ].sort(),
    )
    expect(lines.filter((l) => !l.automated)).toEqual([])
  }, 120_000)

  it('CR 509.1b, 702.18a: Whispersilk Cloak makes the equipped creature unblockable and untargetable', () => {
    const p = play(
      ['Whispersilk Cloak'],
      {
        ann: { battlefield: [ready('Grizzly Bears'), { name: 'Whispersilk Cloak', attachedTo: '0:Grizzly Bears' }] },
        ben: { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Hill Giant'] },
      },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: '0:Grizzly Bears' }] },
        { player: 1, type: 'declareBlockers', blockers: [] },
        { type: 'passUntil', step: 'postcombatMain' },
      ],
      true,
    )
    // The Bolt can't target it (shroud), the Giant can't block it: Ben takes 2.
    expect(p.out.rejected?.map((r) => r.index)).toEqual([1, 5])
    expect(seat(p, 1).life).toBe(18)
    expect(seat(p, 1).hand).toEqual(['Lightning Bolt'])
  })
})

describe('a creature returned as a black Zombie too, every card', () => {
  it('CR 613.1d-e: every "That creature is a black Zombie in addition to its other colors and types" after a return is run', () => {
    const lines = scanLines(/That creature is a black Zombie in addition to its other colors and types/)
    const c = classOf(lines, 'effect:returnCard.also')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(["Liliana, Death's Majesty", 'Rise from the Grave'])
    // After another event ("Whenever a creature dealt damage by ~ this turn dies, return it …"): by hand.
    expect(Object.keys(c.byHand).sort()).toEqual(['Dread Slaver', 'Grave Betrayal'])
  }, 120_000)

  it('CR 400.7: the Angel risen as a Zombie is bounced: in hand it is a white Angel again, with no memory of it', () => {
    const p = play(
      ['Rise from the Grave', 'Serra Angel', 'Unsummon'],
      { ann: { hand: ['Rise from the Grave', 'Unsummon'], battlefield: LANDS }, ben: { graveyard: ['Serra Angel'] } },
      [
        { player: 0, type: 'cast', card: 'Rise from the Grave', targets: ['1:Serra Angel'] },
        ...PASS,
        { player: 0, type: 'cast', card: 'Unsummon', targets: ['0:Serra Angel'] },
        ...PASS,
      ],
    )
    const s = p.state
    const id = s.players[1].zones.hand.find((i) => s.cards[s.objects[i].def].name === 'Serra Angel')!
    expect(faceOf(s, s.objects[id])).toMatchObject({ colors: ['W'], subtypes: ['Angel'] })
    expect(s.objects[id].also).toBeUndefined()
  })
})

describe('"target spell or permanent", every card', () => {
  it('CR 115.1, 613.1e: every "Target spell or permanent becomes <colour>." is run; other effects on one are run or by hand', () => {
    const lines = scanLines(/target spell or permanent/i)
    const c = classOf(lines, 'effect:becomeColor')
    const run = lines.filter((l) => l.automated).map((l) => l.name)
    expect([...run].sort()).toEqual(
      ['Chaoslace', 'Deathlace', 'Lifelace', 'Moonlace', 'Purelace', 'Thoughtlace', 'Venser, Shaper Savant'].sort(),
    )
    // Text changing (CR 612), "until end of turn", "the color of your choice": by hand.
    for (const name of ['Sleight of Mind', 'Magical Hack', 'Eight-and-a-Half-Tails', 'Blind Seer', 'Divide by Zero'])
      expect(c.byHand[name], name).toBeDefined()
  }, 120_000)

  it("CR 115.1, 400.7: Venser's trigger returns Ben's Lava Axe, a spell, to his hand: it never resolves", () => {
    const p = play(
      ['Venser, Shaper Savant', 'Lava Axe'],
      {
        active: 1,
        turn: 4,
        ann: { hand: ['Venser, Shaper Savant'], battlefield: LANDS },
        ben: { hand: ['Lava Axe'], battlefield: LANDS },
      },
      [
        { player: 1, type: 'cast', card: 'Lava Axe', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Venser, Shaper Savant' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', targets: ['1:Lava Axe'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(seat(p, 1).hand).toEqual(['Lava Axe'])
    expect(seat(p, 0).life).toBe(20)
    expect(p.state.stack).toEqual([])
  })
})

describe('untap limits, every card', () => {
  it('CR 502.3: every "[players / you] can\'t untap more than N <kind> during … untap step[s]" is run as static:untapLimit', () => {
    const c = classOf(scanLines(/can't untap more than/), 'static:untapLimit')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(
      ['Damping Field', 'Imi Statue', 'Mungha Wurm', 'Smoke', 'Static Orb', 'Stoic Angel', 'Winter Orb'].sort(),
    )
    // An emblem's quoted ability isn't read.
    expect(Object.keys(c.byHand)).toEqual(['Dovin Baan'])
  }, 120_000)

  it('CR 502.3: Mungha Wurm limits its controller alone; Smoke limits creatures and not lands', () => {
    const untapStep = (mine: string) =>
      play(
        [mine],
        {
          ann: { battlefield: [mine] },
          ben: {
            battlefield: [
              { name: 'Forest', tapped: true },
              { name: 'Island', tapped: true },
              { name: 'Grizzly Bears', tapped: true },
              { name: 'Hill Giant', tapped: true },
            ],
          },
        },
        [
          ...(mine === 'Smoke' ? [{ type: 'passUntil', step: 'upkeep', turn: 4 }] : TO_BENS_UPKEEP),
          ...(mine === 'Smoke' ? [{ player: 1, type: 'choose', cards: ['Hill Giant'] }] : []),
        ],
      )
    const tapped = (p: ReturnType<typeof play>) =>
      seat(p, 1)
        .battlefield.filter((b) => b.tapped)
        .map((b) => b.name)
    // Ann's Mungha Wurm says "you": Ben untaps everything.
    expect(tapped(untapStep('Mungha Wurm'))).toEqual([])
    // Smoke: Ben's lands untap, and one creature of his choice.
    expect(tapped(untapStep('Smoke'))).toEqual(['Grizzly Bears'])
  })
})

describe('skipped untap steps, every card', () => {
  it('CR 614.10: every "Players skip their untap steps" is run as static:playerRule.skipUntap', () => {
    const c = classOf(scanLines(/^Players skip their untap steps\.$/), 'static:playerRule.skipUntap')
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(['Stasis'])
  }, 120_000)
})

describe('"X. If you can\'t, Y." after a sacrifice, every card', () => {
  it('CR 609.3: every "sacrifice a … . If you can\'t, …" by you is run as effect:orElse, or left by hand', () => {
    const c = classOf(scanLines(/[Ss]acrifices? an? [^.]+\. If (you|they|that player) can't/), 'effect:orElse')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual([
      'Eldrazi Monument',
      'Liege of the Pit',
      'Lord of the Pit',
      'Ravenous Demon // Archdemon of Greed',
      'Rust Elemental',
    ])
    // Another player's sacrifice, a repeat, or an "If you can't" the grammar doesn't read: by hand.
    for (const name of ['Doom Foretold', 'Invoke Despair']) expect(c.byHand[name], name).toBeDefined()
  }, 120_000)

  it('CR 609.3: Eldrazi Monument with no creature to sacrifice is sacrificed itself', () => {
    const p = play(['Eldrazi Monument'], { active: 1, turn: 4, ann: { battlefield: ['Eldrazi Monument'] } }, [
      { type: 'passUntil', step: 'upkeep', turn: 5 },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(seat(p, 0).graveyard).toEqual(['Eldrazi Monument'])
  })
})

describe('a basic land type chosen as an Aura enters, every card', () => {
  it('CR 305.7, 614.12: every "Enchanted land is the chosen type" is run as static:landType.chosen', () => {
    const c = classOf(scanLines(/^Enchanted land is the chosen type\.$/), 'static:landType.chosen')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(['Convincing Mirage', 'Phantasmal Terrain'])
    // "choose a basic land type" is read as the permanent enters; what reads it elsewhere stays by hand.
    const chooses = scanLines(/choose a basic land type\.$/)
    expect(
      chooses
        .filter((l) => l.automated)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['Convincing Mirage', 'Phantasmal Terrain', 'Realmwright'])
  }, 120_000)
})
