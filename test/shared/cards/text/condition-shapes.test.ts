// Conditions the engine now checks, each a class scanned over every face of AtomicCards (test/support/shapeScan.ts)
// and played on a real card with the condition true and false: an Aura's host's colour (CR 611.3a, 105.2), the one
// target of the sentence before (CR 608.2c, 608.2h), what the source dealt this turn (CR 603.4, 400.7), a card in
// your graveyard, alone or beside "you control a …" (CR 603.4, 611.3a), and "your team" as "you" (CR 102.4).
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, LANDS, PASS, permanent, play, pt, ready, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe("an Aura's bonus while its host is a colour", () => {
  it('CR 611.3a, 105.2: every "As long as enchanted creature is <colour>, it …" line runs as its host colour', () => {
    const lines = scanLines(/^As long as enchanted creature is (white|blue|black|red|green), it /)
    const c = classOf(lines, 'static:attachedPump.hostColor')
    expect(c.missing).toEqual([])
    // Shadowmoor's and Eventide's hybrid Auras: a bonus and keywords for each of its two colours.
    for (const name of ['Clout of the Dominus', 'Edge of the Divinity', 'Favor of the Overbeing', 'Runes of the Deus'])
      expect(c.run, name).toContain(name)
    // A granted quoted ability or a block requirement is no keyword: by hand, with its reason.
    for (const name of ['Helm of the Ghastlord', 'Gift of the Deity']) expect(c.byHand[name], name).toBeDefined()
    expect(Object.values(c.byHand).every((r) => !!r)).toBe(true)
  }, 120_000)

  it('CR 611.3a, 105.2: Edge of the Divinity gives a white creature +1/+2, a black one +2/+1, a green one nothing', () => {
    const edge = (host: string) =>
      play(['Edge of the Divinity', 'Savannah Lions', 'Walking Corpse', 'Grizzly Bears'], {
        ann: { battlefield: [host, { name: 'Edge of the Divinity', attachedTo: `0:${host}` }] },
      })
    expect(pt(edge('Savannah Lions'), 0, 'Savannah Lions')).toEqual([3, 3])
    expect(pt(edge('Walking Corpse'), 0, 'Walking Corpse')).toEqual([4, 3])
    expect(pt(edge('Grizzly Bears'), 0, 'Grizzly Bears')).toEqual([2, 2])
  })
})

describe('the sentence\'s one target: "if it\'s a …", "if it was a … card"', () => {
  it('CR 608.2c: every "If it\'s a/an …" or "If it was a … card" after one target runs as condition:targetIs', () => {
    const lines = scanLines(/\b[Tt]arget [^.]*\. If it(?:'s| was) an? [^,]+, /)
    // "it" there is the revealed card, not the target (Chaos Warp, Oblation): never read as the target, but as
    // effect:ownerShuffles's own revealed card (CR 701.20a).
    const revealed = lines.filter((l) => l.templates.has('effect:ownerShuffles')).map((l) => l.name)
    expect(revealed).toContain('Chaos Warp')
    const c = classOf(
      lines.filter((l) => !revealed.includes(l.name)),
      'condition:targetIs',
    )
    expect(c.missing).toEqual([])
    for (const name of ['Scavenging Ooze', 'Cling to Dust', 'Built to Last', "Blacksmith's Skill", 'Eye Gouge'])
      expect(c.run, name).toContain(name)
    expect(lines.find((l) => l.name === 'Chaos Warp')?.templates.has('condition:targetIs')).toBe(false)
    expect(Object.values(c.byHand).every((r) => !!r)).toBe(true)
  }, 120_000)

  it('CR 608.2c, 608.2h: Cling to Dust gains 3 life for a creature card it exiled, else draws a card', () => {
    const cling = (target: string) =>
      play(
        ['Cling to Dust', 'Grizzly Bears'],
        { ann: { hand: ['Cling to Dust'], battlefield: LANDS }, ben: { graveyard: ['Grizzly Bears', 'Island'] } },
        cast('Cling to Dust', { targets: [`1:${target}`] }),
      )
    let p = cling('Grizzly Bears')
    expect(seat(p, 1).exile).toEqual(['Grizzly Bears'])
    expect([seat(p, 0).life, seat(p, 0).hand.length]).toEqual([23, 0])
    // Near miss: a land card: "Otherwise, you draw a card."
    p = cling('Island')
    expect([seat(p, 0).life, seat(p, 0).hand.length]).toEqual([20, 1])
  })
})

describe('what the source dealt this turn', () => {
  it('CR 603.4: every "if ~/it dealt [combat] damage to an opponent/a player this turn" runs', () => {
    const lines = scanLines(/if (?:it|[A-Z][^,]*) dealt (?:combat )?damage to (?:an opponent|a player) this turn/)
    const c = classOf(lines, 'condition:sourceDealtDamage')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(['Dunerider Outlaw', 'Wave of Rats', 'Whirling Dervish'])
  }, 120_000)

  it('CR 603.4, 603.10a: Wave of Rats returns when it dies after dealing combat damage to a player, not otherwise', () => {
    const rats = (attack: boolean) =>
      play(
        ['Wave of Rats', 'Lightning Bolt'],
        { ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, ready('Wave of Rats')] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          {
            player: 0,
            type: 'declareAttackers',
            attackers: attack ? [{ card: 'Wave of Rats', target: 'player:1' }] : [],
          },
          { type: 'passUntil', step: 'postcombatMain' },
          ...cast('Lightning Bolt', { targets: ['Wave of Rats'] }),
          ...PASS,
        ],
      )
    let p = rats(true)
    expect(seat(p, 1).life).toBe(16)
    expect(permanent(p, 0, 'Wave of Rats')).toBeDefined()
    // Near miss: it didn't attack: it stays in the graveyard.
    p = rats(false)
    expect(seat(p, 0).graveyard).toContain('Wave of Rats')
  })
})

describe('a card in your graveyard, or a permanent you control', () => {
  it('CR 603.4, 611.3a: every "there is a … card in your graveyard" / "a … card is in your graveyard" runs', () => {
    const lines = scanLines(/(?:there is an? \w+ card|an? \w+ card is) in your graveyard/)
    const c = classOf(lines, 'condition:cardInGraveyard')
    expect(c.missing).toEqual([])
    for (const name of ['Sand Strangler', 'Sidewinder Naga', 'Solitary Camel', 'Windwright Mage', 'Vengeful Firebrand'])
      expect(c.run, name).toContain(name)
    expect(Object.values(c.byHand).every((r) => !!r)).toBe(true)
  }, 120_000)

  it('CR 611.3a, 205.3m: Vengeful Firebrand has haste while a Warrior card is in your graveyard', () => {
    const firebrand = (graveyard: string[]) =>
      play(['Vengeful Firebrand', 'Sickle Dancer'], { ann: { battlefield: ['Vengeful Firebrand'], graveyard } })
    expect(permanent(firebrand(['Sickle Dancer']), 0, 'Vengeful Firebrand').keywords).toContain('Haste')
    // Near miss: a creature card that is no Warrior.
    expect(permanent(firebrand(['Grizzly Bears']), 0, 'Vengeful Firebrand').keywords ?? []).not.toContain('Haste')
  })
})

describe('a triggered ability that works from its graveyard', () => {
  it('CR 113.6b, 603.4: every trigger "…, if ~ is in your graveyard, …" runs from there; an ability activated there stays by hand', () => {
    const lines = scanLines(/^(?:When|Whenever|At) [^.]*, if [^,]+ is in your graveyard, /)
    const c = classOf(lines, 'condition:sourceInGraveyard')
    expect(c.missing).toEqual([])
    for (const name of [
      'Ghastly Remains',
      'Genesis',
      'Gigapede',
      'Pyre Zombie',
      'Bridge from Below',
      'Blood Operative',
    ])
      expect(c.run, name).toContain(name)
    expect(Object.values(c.byHand).every((r) => !!r)).toBe(true)
    // "…, if Bridge from Below is in your graveyard, exile Bridge from Below": an effect on "~" finds only a permanent,
    // so that line stays by hand (its card still runs its other line).
    expect(c.byHand['Bridge from Below']).toBeDefined()
    // "Activate only if Carrionette is in your graveyard": no ability is activated from a graveyard here.
    const carrionette = scanLines(/Activate only if Carrionette is in your graveyard/)
    expect(carrionette.map((l) => l.automated)).toEqual([false])
  }, 120_000)

  it('CR 113.6b: Bridge from Below in the graveyard makes a Zombie when a nontoken creature of yours dies, not on the battlefield', () => {
    const bridge = (zone: 'graveyard' | 'battlefield') =>
      play(
        ['Bridge from Below', 'Lightning Bolt'],
        {
          ann: {
            hand: ['Lightning Bolt'],
            battlefield: [...LANDS, 'Grizzly Bears', ...(zone === 'battlefield' ? ['Bridge from Below'] : [])],
            ...(zone === 'graveyard' ? { graveyard: ['Bridge from Below'] } : {}),
          },
        },
        [...cast('Lightning Bolt', { targets: ['Grizzly Bears'] }), ...PASS],
      )
    expect(seat(bridge('graveyard'), 0).battlefield.filter((b) => b.name === 'Zombie').length).toBe(1)
    // Near miss: on the battlefield the ability doesn't work.
    expect(seat(bridge('battlefield'), 0).battlefield.filter((b) => b.name === 'Zombie').length).toBe(0)
  })
})

describe('"your team" in a two-player game', () => {
  it('CR 102.4: every "your team controls" / "your team gained" line reads as "you"', () => {
    const lines = scanLines(/\byour team (?:controls|gained)\b/)
    expect(lines.filter((l) => l.automated).map((l) => l.name)).toEqual(
      expect.arrayContaining(['Aurora Champion', 'Bull-Rush Bruiser', 'Sickle Dancer']),
    )
    expect(lines.filter((l) => !l.automated && !l.reason)).toEqual([])
  }, 120_000)

  it('CR 102.4, 603.4: Sickle Dancer gets +1/+1 attacking only while you control another Warrior', () => {
    const dancer = (other: string) =>
      play(['Sickle Dancer', 'Vengeful Firebrand'], { ann: { battlefield: [ready('Sickle Dancer'), other] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Sickle Dancer', target: 'player:1' }] },
        ...PASS,
      ])
    expect(pt(dancer('Vengeful Firebrand'), 0, 'Sickle Dancer')).toEqual([4, 3])
    // Near miss: the other creature is no Warrior.
    expect(pt(dancer('Grizzly Bears'), 0, 'Sickle Dancer')).toEqual([3, 2])
  })
})
