// Conditions on the game (text/conditions.ts): an intervening "if" checked as the ability triggers and again as it
// resolves (CR 603.4), and an effect's "If …, …" checked as it is reached (CR 608.2c). Real cards, exact Oracle text.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../src-shared/engine/automation'
import type { GameState } from '../../../src-shared/engine/types'
import { keywordsOf, powerToughness } from '../../../src-shared/engine/query'
import { boardPlayer, names, passBoth, playWithBasics, poolWith, realCard } from '../../support/realCards'

const CARDS = [
  'Mardu Heart-Piercer',
  'Leonin Vanguard',
  'Bulette',
  "Artificer's Epiphany",
  'Fungal Rebirth',
  "Dwynen's Elite",
  'Opal Lake Gatekeepers',
  'Ophiomancer',
  'Keldon Berserker',
  'Scuttling Butler',
]
const pool = poolWith(...CARDS)
const named = (s: GameState, name: string) => s.battlefield.filter((id) => s.cards[s.objects[id].def].name === name)
const lands = (name: string, n: number, tapped = false) => Array.from({ length: n }, () => ({ name, tapped }))
/** To the active player's declare attackers step, attacking with nothing. */
const noAttack = (player: number, turn?: number) => [
  { type: 'passUntil', step: 'declareAttackers', ...(turn ? { turn } : {}) },
  { player, type: 'declareAttackers', attackers: [] },
]

describe('the conditions are read and marked automated', () => {
  it('CR 603.4 / 608.2c: each card compiles fully (exact Oracle text)', () => {
    const text = (n: string) => realCard(n).faces[0].oracleText
    expect(text('Mardu Heart-Piercer')).toBe(
      'Raid — When Mardu Heart-Piercer enters the battlefield, if you attacked this turn, Mardu Heart-Piercer deals 2 damage to any target.',
    )
    expect(text("Artificer's Epiphany")).toBe('Draw two cards. If you control no artifacts, discard a card.')
    for (const n of CARDS) expect([n, explainCard(realCard(n)).automated]).toEqual([n, true])
  })

  it('CR 603.4, 105.2: Scuttling Butler gains double strike at the beginning of combat only with two multicolored permanents', () => {
    const pool = poolWith('Scuttling Butler', 'Watchwolf', 'Qasali Pridemage')
    const combat = (others: string[]) => {
      const r = playWithBasics(pool, { battlefield: ['Scuttling Butler', ...others] }, {}, [
        { type: 'passUntil', step: 'declareAttackers' },
      ])
      expect(r.output.rejected).toEqual([])
      expect(r.state.step).toBe('declareAttackers')
      const butler = r.state.battlefield.find(
        (id) => r.state.cards[r.state.objects[id].def].name === 'Scuttling Butler',
      )!
      return keywordsOf(r.state, r.state.objects[butler]).has('double strike')
    }
    expect(combat(['Watchwolf', 'Qasali Pridemage'])).toBe(true)
    expect(combat(['Watchwolf', 'Island'])).toBe(false)
  })
})

describe('intervening "if" (CR 603.4)', () => {
  const heartPiercer = (attack: boolean) =>
    playWithBasics(
      pool,
      { battlefield: ['Grizzly Bears', ...lands('Mountain', 4)], hand: ['Mardu Heart-Piercer'] },
      {},
      [
        { type: 'passUntil', step: 'declareAttackers' },
        {
          player: 0,
          type: 'declareAttackers',
          attackers: attack ? [{ card: 'Grizzly Bears', target: 'player:1' }] : [],
        },
        { type: 'passUntil', step: 'postcombatMain' },
        { player: 0, type: 'cast', card: 'Mardu Heart-Piercer' },
        ...passBoth,
        ...(attack ? [{ player: 0, type: 'choose', targets: ['player:1'] }, ...passBoth] : []),
      ],
    )

  it('CR 603.4 / 508.1: raid — Mardu Heart-Piercer deals 2 damage when Ann attacked this turn', () => {
    const r = heartPiercer(true)
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(20 - 2 - 2) // the Bears' combat damage, then the trigger
    expect(named(r.state, 'Mardu Heart-Piercer')).toHaveLength(1)
  })

  it("CR 603.4: raid — without an attack this turn Mardu Heart-Piercer's ability doesn't trigger", () => {
    const r = heartPiercer(false)
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(20)
    expect(r.state.stack).toEqual([])
    expect(r.state.pending.filter((p) => p.kind === 'triggerTargets')).toEqual([])
  })

  it('CR 603.4: checked again on resolution — Leonin Vanguard does nothing once Ann controls only two creatures', () => {
    const board = { battlefield: ['Leonin Vanguard', 'Grizzly Bears', 'Llanowar Elves'] }
    const toCombat = { type: 'passUntil', step: 'beginCombat' }
    const kept = playWithBasics(pool, board, {}, [toCombat, ...passBoth])
    expect(kept.output.rejected).toEqual([])
    expect(kept.state.players[0].life).toBe(21)
    const r = playWithBasics(pool, board, {}, [
      toCombat,
      // In response, the Bears are dealt lethal damage (by hand): two creatures are left.
      { player: 0, type: 'manual', op: 'damage', card: 'Grizzly Bears', amount: 2 },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Grizzly Bears'])
    expect(r.state.players[0].life).toBe(20)
    expect((r.output.log as string[]).some((l) => l.includes('its condition no longer holds (CR 603.4)'))).toBe(true)
  })

  it('CR 603.4 / 700.4: Bulette gets a counter at the end step only when a creature died this turn', () => {
    const board = { battlefield: ['Bulette', 'Llanowar Elves'] }
    const died = playWithBasics(pool, board, {}, [
      { player: 0, type: 'manual', op: 'damage', card: 'Llanowar Elves', amount: 1 },
      ...noAttack(0),
      { type: 'passUntil', step: 'end' },
      ...passBoth,
    ])
    expect(died.output.rejected).toEqual([])
    expect(died.state.objects[named(died.state, 'Bulette')[0]].counters['+1/+1']).toBe(1)
    const none = playWithBasics(pool, board, {}, [...noAttack(0), { type: 'passUntil', step: 'end' }, ...passBoth])
    expect(none.output.rejected).toEqual([])
    expect(none.state.objects[named(none.state, 'Bulette')[0]].counters['+1/+1']).toBeUndefined()
  })

  it('CR 700.4: a creature that died on an earlier turn does not count this turn (Bulette)', () => {
    const r = playWithBasics(pool, { battlefield: ['Bulette', 'Llanowar Elves'] }, { battlefield: ['Grizzly Bears'] }, [
      { player: 0, type: 'manual', op: 'damage', card: 'Llanowar Elves', amount: 1 },
      ...noAttack(0),
      ...noAttack(1, 4),
      ...noAttack(0, 5),
      { type: 'passUntil', step: 'end', turn: 5 },
    ])
    expect(r.output.rejected).toEqual([])
    expect([r.state.turn, r.state.step, r.state.stack]).toEqual([5, 'end', []]) // nothing triggered on turn 5
    expect(r.state.objects[named(r.state, 'Bulette')[0]].counters['+1/+1']).toBe(1) // from turn 3's end step only
  })

  it('CR 603.4: "another Elf" is one Ann controls besides Dwynen\'s Elite itself (an opponent\'s Elf does not count)', () => {
    const cast = [{ player: 0, type: 'cast', card: "Dwynen's Elite" }, ...passBoth]
    const alone = playWithBasics(
      pool,
      { battlefield: lands('Forest', 2), hand: ["Dwynen's Elite"] },
      { battlefield: ['Llanowar Elves'] },
      cast,
    )
    expect(alone.output.rejected).toEqual([])
    expect(alone.state.battlefield.filter((id) => alone.state.objects[id].token)).toEqual([])
    const withElf = playWithBasics(
      pool,
      { battlefield: [...lands('Forest', 2), 'Llanowar Elves'], hand: ["Dwynen's Elite"] },
      {},
      [...cast, ...passBoth],
    )
    expect(withElf.output.rejected).toEqual([])
    expect(withElf.state.battlefield.filter((id) => withElf.state.objects[id].token)).toHaveLength(1)
  })

  it('CR 603.4 / 205.3i: Opal Lake Gatekeepers draws with two Gates (lands by their subtype), not with one', () => {
    const gates = (n: number) => Array.from({ length: n }, () => 'Azorius Guildgate')
    const play = (n: number) =>
      playWithBasics(
        poolWith(...CARDS, 'Azorius Guildgate'),
        { battlefield: [...lands('Island', 4), ...gates(n)], hand: ['Opal Lake Gatekeepers'] },
        {},
        [{ player: 0, type: 'cast', card: 'Opal Lake Gatekeepers' }, ...passBoth, ...passBoth],
      )
    const two = play(2)
    expect(two.output.rejected).toEqual([])
    expect(two.state.pending).toMatchObject([{ kind: 'effect', player: 0 }]) // "you may draw a card"
    const one = play(1)
    expect(one.output.rejected).toEqual([])
    expect(one.state.pending).toEqual([])
  })

  it('CR 603.4: Ophiomancer makes a Snake only while Ann controls no Snakes', () => {
    const r = playWithBasics(pool, { battlefield: ['Ophiomancer'] }, { battlefield: ['Grizzly Bears'] }, [
      ...noAttack(0),
      { type: 'passUntil', step: 'draw', turn: 4 },
      ...noAttack(1, 4),
      { type: 'passUntil', step: 'draw', turn: 5 },
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.battlefield.filter((id) => r.state.objects[id].token)).toHaveLength(1) // turn 4's; none on turn 5
  })

  it('CR 603.4: Keldon Berserker gets +3/+0 attacking only when Ann controls no untapped lands', () => {
    const attack = (tapped: boolean) =>
      playWithBasics(pool, { battlefield: ['Keldon Berserker', ...lands('Mountain', 2, tapped)] }, {}, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Keldon Berserker', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
    expect(attack(true).state.players[1].life).toBe(15)
    expect(attack(false).state.players[1].life).toBe(18)
  })
})

describe('an effect\'s "if" (CR 608.2c)', () => {
  it("CR 608.2c: Artificer's Epiphany — with no artifact Ann draws two and discards a card; with one she keeps both", () => {
    const cast = [{ player: 0, type: 'cast', card: "Artificer's Epiphany" }, ...passBoth]
    const none = playWithBasics(pool, { battlefield: lands('Island', 3), hand: ["Artificer's Epiphany"] }, {}, cast)
    expect(none.output.rejected).toEqual([])
    expect(none.state.players[0].zones.hand).toHaveLength(2)
    expect(none.state.pending).toMatchObject([{ player: 0 }]) // the discard waits for Ann's choice
    const withArtifact = playWithBasics(
      poolWith(...CARDS, 'Ornithopter'),
      { battlefield: [...lands('Island', 3), 'Ornithopter'], hand: ["Artificer's Epiphany"] },
      {},
      cast,
    )
    expect(withArtifact.output.rejected).toEqual([])
    expect(withArtifact.state.players[0].zones.hand).toHaveLength(2)
    expect(withArtifact.state.pending).toEqual([])
  })

  it('CR 608.2c / 700.4: Fungal Rebirth makes two Saprolings only if a creature died this turn', () => {
    const play = (kill: boolean) =>
      playWithBasics(
        pool,
        {
          battlefield: [...lands('Forest', 3), 'Llanowar Elves'],
          hand: ['Fungal Rebirth'],
          graveyard: ['Grizzly Bears'],
        },
        {},
        [
          ...(kill ? [{ player: 0, type: 'manual', op: 'damage', card: 'Llanowar Elves', amount: 1 }] : []),
          { player: 0, type: 'cast', card: 'Fungal Rebirth', targets: ['0:Grizzly Bears'] },
          ...passBoth,
        ],
      )
    const died = play(true)
    expect(died.output.rejected).toEqual([])
    expect(names(died.state, died.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
    expect(died.state.battlefield.filter((id) => died.state.objects[id].token)).toHaveLength(2)
    const none = play(false)
    expect(none.output.rejected).toEqual([])
    expect(names(none.state, none.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
    expect(none.state.battlefield.filter((id) => none.state.objects[id].token)).toEqual([])
  })
})

describe('"Activate only if …" (CR 602.5b)', () => {
  const zombiePool = poolWith('Caged Zombie', "Fool's Tome", 'Mox Opal')

  it('CR 602.5b / 700.4: Caged Zombie can be activated only after a creature died this turn', () => {
    expect(explainCard(realCard('Caged Zombie')).automated).toBe(true)
    const board = { battlefield: ['Caged Zombie', 'Llanowar Elves', ...lands('Swamp', 2)] }
    const activate = { player: 0, type: 'activate', card: 'Caged Zombie', ability: 0 }
    const early = playWithBasics(zombiePool, board, {}, [activate])
    expect(early.output.rejected).toHaveLength(1)
    expect((early.output.rejected as { reason: string }[])[0].reason).toContain(
      'only if a creature died this turn (CR 602.5b)',
    )
    const later = playWithBasics(zombiePool, board, {}, [
      { player: 0, type: 'manual', op: 'damage', card: 'Llanowar Elves', amount: 1 },
      activate,
      ...passBoth,
    ])
    expect(later.output.rejected).toEqual([])
    expect(later.state.players[1].life).toBe(18)
  })

  it("CR 602.5b: Fool's Tome draws only when Ann has no cards in hand", () => {
    const activate = { player: 0, type: 'activate', card: "Fool's Tome", ability: 0 }
    const board = (hand: string[]) => ({ battlefield: ["Fool's Tome", ...lands('Island', 2)], hand })
    expect(playWithBasics(zombiePool, board(['Forest']), {}, [activate]).output.rejected).toHaveLength(1)
    const empty = playWithBasics(zombiePool, board([]), {}, [activate, ...passBoth])
    expect(empty.output.rejected).toEqual([])
    expect(empty.state.players[0].zones.hand).toHaveLength(1)
  })

  it('CR 602.5b: a mana ability\'s "Activate only if" is checked: Mox Opal needs three artifacts (metalcraft)', () => {
    expect(explainCard(realCard('Mox Opal')).automated).toBe(true)
    const pool = poolWith('Mox Opal', 'Ornithopter')
    const tap = { player: 0, type: 'activateMana', card: 'Mox Opal', produce: 'B' }
    const two = playWithBasics(pool, { battlefield: ['Mox Opal', 'Ornithopter'] }, {}, [tap])
    expect(two.output.rejected).toHaveLength(1)
    const three = playWithBasics(pool, { battlefield: ['Mox Opal', 'Ornithopter', 'Ornithopter'] }, {}, [tap])
    expect(three.output.rejected).toEqual([])
    expect(three.state.players[0].manaPool.map((u) => u.type)).toEqual(['B'])
  })
})

describe('"… instead if …" and a trailing "if" (CR 608.2c)', () => {
  const more = poolWith('Galvanic Blast', 'Ornithopter', 'Arrogant Outlaw', 'Idle Thoughts', 'Feed the Clan')

  it('CR 608.2c: Galvanic Blast deals 4 damage instead of 2 with three artifacts (metalcraft), 2 with two', () => {
    const blast = (artifacts: number) =>
      playWithBasics(
        more,
        {
          battlefield: ['Mountain', ...Array.from({ length: artifacts }, () => 'Ornithopter')],
          hand: ['Galvanic Blast'],
        },
        {},
        [{ player: 0, type: 'cast', card: 'Galvanic Blast', targets: ['player:1'] }, ...passBoth],
      )
    expect(explainCard(realCard('Galvanic Blast')).automated).toBe(true)
    const three = blast(3)
    expect(three.output.rejected).toEqual([])
    expect(three.state.players[1].life).toBe(16)
    expect(blast(2).state.players[1].life).toBe(18)
  })

  it('CR 608.2c: Feed the Clan gains 10 life instead of 5 only with a creature of power 4 or greater', () => {
    const feed = (creature: string) =>
      playWithBasics(more, { battlefield: [...lands('Forest', 2), creature], hand: ['Feed the Clan'] }, {}, [
        { player: 0, type: 'cast', card: 'Feed the Clan' },
        ...passBoth,
      ])
    expect(feed('Grizzly Bears').state.players[0].life).toBe(25)
    expect(feed('Colossal Dreadmaw').state.players[0].life).toBe(30)
  })

  it('CR 603.4 / 119.3: Arrogant Outlaw drains only if an opponent lost life this turn', () => {
    const outlaw = (bolt: boolean) =>
      playWithBasics(
        more,
        { battlefield: [...lands('Swamp', 3), 'Mountain'], hand: ['Arrogant Outlaw', 'Lightning Bolt'] },
        {},
        [
          ...(bolt ? [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }, ...passBoth] : []),
          { player: 0, type: 'cast', card: 'Arrogant Outlaw' },
          ...passBoth,
          ...passBoth,
        ],
      )
    const after = outlaw(true)
    expect(after.output.rejected).toEqual([])
    expect([after.state.players[0].life, after.state.players[1].life]).toEqual([22, 20 - 3 - 2])
    const before = outlaw(false)
    expect(before.output.rejected).toEqual([])
    expect([before.state.players[0].life, before.state.players[1].life]).toEqual([20, 20])
  })

  it('CR 608.2c: Idle Thoughts draws only with an empty hand ("Draw a card if you have no cards in hand")', () => {
    const think = (hand: string[]) =>
      playWithBasics(more, { battlefield: ['Idle Thoughts', ...lands('Island', 2)], hand }, {}, [
        { player: 0, type: 'activate', card: 'Idle Thoughts', ability: 0 },
        ...passBoth,
      ])
    expect(think([]).state.players[0].zones.hand).toHaveLength(1)
    expect(think(['Forest']).state.players[0].zones.hand).toHaveLength(1) // still just the Forest
    expect(think(['Forest']).state.players[0].zones.library).toHaveLength(5)
  })
})

describe('conditions shared with statics and "If …, instead …" (CR 611.3a, 608.2c)', () => {
  const more = poolWith("Demon's Jester", 'Gnarlwood Dryad', 'Traverse the Ulvenwald')
  const pt = (s: GameState, name: string) => powerToughness(s, s.objects[named(s, name)[0]])
  // Four card types: a land, a creature, an instant and a sorcery (CR 205.2a).
  const fourTypes = ['Forest', 'Grizzly Bears', 'Lightning Bolt', 'Traverse the Ulvenwald']

  it("CR 611.3a: hellbent — Demon's Jester is 4/3 with no cards in Ann's hand, 2/2 with one", () => {
    expect(explainCard(realCard("Demon's Jester")).automated).toBe(true)
    const empty = playWithBasics(more, { battlefield: ["Demon's Jester"], hand: [] }, {}, [])
    expect(pt(empty.state, "Demon's Jester")).toMatchObject({ power: 4, toughness: 3 })
    const one = playWithBasics(more, { battlefield: ["Demon's Jester"], hand: ['Forest'] }, {}, [])
    expect(pt(one.state, "Demon's Jester")).toMatchObject({ power: 2, toughness: 2 })
  })

  it('CR 611.3a: Scoria Cat gets +3/+3 only while Ann controls no untapped lands (no loop through its own P/T)', () => {
    const cat = (tapped: boolean) =>
      playWithBasics(poolWith('Scoria Cat'), { battlefield: ['Scoria Cat', ...lands('Mountain', 2, tapped)] }, {}, [])
    expect(pt(cat(true).state, 'Scoria Cat')).toMatchObject({ power: 6, toughness: 6 })
    expect(pt(cat(false).state, 'Scoria Cat')).toMatchObject({ power: 3, toughness: 3 })
  })

  it('CR 611.3a / 205.2a: delirium — Gnarlwood Dryad is 3/3 with four card types in the graveyard, 1/1 with three', () => {
    const four = playWithBasics(more, { battlefield: ['Gnarlwood Dryad'], graveyard: fourTypes }, {}, [])
    expect(pt(four.state, 'Gnarlwood Dryad')).toMatchObject({ power: 3, toughness: 3 })
    const three = playWithBasics(more, { battlefield: ['Gnarlwood Dryad'], graveyard: fourTypes.slice(0, 3) }, {}, [])
    expect(pt(three.state, 'Gnarlwood Dryad')).toMatchObject({ power: 1, toughness: 1 })
  })

  it('CR 608.2c: Traverse the Ulvenwald finds a creature only with delirium (the whole first sentence replaced)', () => {
    const traverse = (graveyard: string[]) =>
      playWithBasics(
        more,
        { battlefield: ['Forest'], hand: ['Traverse the Ulvenwald'], graveyard, library: ['Grizzly Bears', 'Forest'] },
        {},
        [
          { player: 0, type: 'cast', card: 'Traverse the Ulvenwald' },
          ...passBoth,
          { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
        ],
      )
    const delirium = traverse(fourTypes)
    expect(delirium.output.rejected).toEqual([])
    expect(names(delirium.state, delirium.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
    const without = traverse(fourTypes.slice(0, 3))
    expect(without.output.rejected).toHaveLength(1) // a creature is no basic land card
    expect(without.state.pending).toMatchObject([{ kind: 'effect', player: 0 }])
  })
})

describe('"if you cast it from your hand" (CR 603.4, 601.2a)', () => {
  const stoker = poolWith('Coal Stoker')

  it('CR 603.4: Coal Stoker cast from the hand adds {R}{R}{R}; put onto the battlefield otherwise, it does not trigger', () => {
    const cast = playWithBasics(stoker, { battlefield: lands('Mountain', 4), hand: ['Coal Stoker'] }, {}, [
      { player: 0, type: 'cast', card: 'Coal Stoker' },
      ...passBoth,
      ...passBoth,
    ])
    expect(cast.output.rejected).toEqual([])
    expect(cast.state.players[0].manaPool.filter((m) => m.type === 'R')).toHaveLength(3)
    const moved = playWithBasics(stoker, { hand: ['Coal Stoker'] }, {}, [
      { player: 0, type: 'manual', op: 'move', card: 'Coal Stoker', to: 'battlefield' },
    ])
    expect(moved.output.rejected).toEqual([])
    expect(named(moved.state, 'Coal Stoker')).toHaveLength(1)
    expect(moved.state.stack).toEqual([])
    expect(moved.state.players[0].manaPool).toEqual([])
  })
})

describe('revolt, addendum, formidable and coven (CR 603.4, 608.2c, 602.5b)', () => {
  const more = poolWith('Airdrop Aeronauts', "Sphinx's Insight", 'Dragon-Scarred Bear', 'Candlelit Cavalry')

  it('CR 603.4: revolt — Airdrop Aeronauts gains 5 life only after a permanent Ann controlled left the battlefield', () => {
    const aeronauts = (leave: boolean) =>
      playWithBasics(
        more,
        { battlefield: [...lands('Plains', 5), 'Llanowar Elves'], hand: ['Airdrop Aeronauts'] },
        {},
        [
          ...(leave ? [{ player: 0, type: 'manual', op: 'move', card: 'Llanowar Elves', to: 'hand' }] : []),
          { player: 0, type: 'cast', card: 'Airdrop Aeronauts' },
          ...passBoth,
          ...passBoth,
        ],
      )
    const left = aeronauts(true)
    expect(left.output.rejected).toEqual([])
    expect(left.state.players[0].life).toBe(25)
    expect(aeronauts(false).state.players[0].life).toBe(20)
  })

  it("CR 608.2c / 505.1: addendum — Sphinx's Insight gains 2 life cast in Ann's main phase, not in Ben's turn", () => {
    const board = { battlefield: [...lands('Plains', 2), ...lands('Island', 2)], hand: ["Sphinx's Insight"] }
    const cast = [{ player: 0, type: 'cast', card: "Sphinx's Insight" }, ...passBoth]
    const main = playWithBasics(more, board, {}, cast)
    expect(main.output.rejected).toEqual([])
    expect(main.state.players[0].life).toBe(22)
    expect(main.state.players[0].zones.hand).toHaveLength(2)
    const bensTurn = boardPlayer({ active: 1 })(more, board, {}, [{ player: 1, type: 'pass' }, ...cast], 'upkeep')
    expect(bensTurn.output.rejected).toEqual([])
    expect(bensTurn.state.players[0].life).toBe(20)
    expect(bensTurn.state.players[0].zones.hand).toHaveLength(2)
  })

  it('CR 602.5b: formidable — Dragon-Scarred Bear regenerates only with total power 8 or greater', () => {
    const activate = { player: 0, type: 'activate', card: 'Dragon-Scarred Bear', ability: 0 }
    const lowPower = playWithBasics(more, { battlefield: ['Dragon-Scarred Bear', ...lands('Forest', 2)] }, {}, [
      activate,
    ])
    expect(lowPower.output.rejected).toHaveLength(1)
    const big = playWithBasics(
      more,
      { battlefield: ['Dragon-Scarred Bear', 'Colossal Dreadmaw', ...lands('Forest', 2)] },
      {},
      [activate],
    )
    expect(big.output.rejected).toEqual([])
  })

  it("CR 603.4: coven — Candlelit Cavalry gains trample with three different powers among Ann's creatures", () => {
    const cavalry = (others: string[]) =>
      playWithBasics(more, { battlefield: ['Candlelit Cavalry', ...others] }, {}, [
        { type: 'passUntil', step: 'beginCombat' },
        ...passBoth,
      ])
    const three = cavalry(['Grizzly Bears', 'Llanowar Elves']) // powers 5, 2, 1
    expect(three.output.rejected).toEqual([])
    expect(
      keywordsOf(three.state, three.state.objects[named(three.state, 'Candlelit Cavalry')[0]]).has('trample'),
    ).toBe(true)
    const two = cavalry(['Grizzly Bears', 'Grizzly Bears']) // powers 5, 2, 2
    expect(keywordsOf(two.state, two.state.objects[named(two.state, 'Candlelit Cavalry')[0]]).has('trample')).toBe(
      false,
    )
  })
})

describe('"enters with … if …" and "If …, you may …" (CR 614.1c, 608.2c)', () => {
  const more = poolWith('Festerhide Boar', 'Force Away')

  it('CR 614.1c / 700.4: morbid — Festerhide Boar enters with two +1/+1 counters only if a creature died this turn', () => {
    const boar = (kill: boolean) =>
      playWithBasics(more, { battlefield: [...lands('Forest', 4), 'Llanowar Elves'], hand: ['Festerhide Boar'] }, {}, [
        ...(kill ? [{ player: 0, type: 'manual', op: 'damage', card: 'Llanowar Elves', amount: 1 }] : []),
        { player: 0, type: 'cast', card: 'Festerhide Boar' },
        ...passBoth,
      ])
    const died = boar(true)
    expect(died.output.rejected).toEqual([])
    expect(died.state.objects[named(died.state, 'Festerhide Boar')[0]].counters['+1/+1']).toBe(2)
    const none = boar(false)
    expect(none.state.objects[named(none.state, 'Festerhide Boar')[0]].counters['+1/+1']).toBeUndefined()
  })

  it('CR 608.2c: ferocious — Force Away offers the loot only with a creature of power 4 or greater', () => {
    const force = (creature: string) =>
      playWithBasics(
        more,
        { battlefield: ['Island', 'Island', creature], hand: ['Force Away'] },
        { battlefield: ['Grizzly Bears'] },
        [{ player: 0, type: 'cast', card: 'Force Away', targets: ['1:Grizzly Bears'] }, ...passBoth],
      )
    const big = force('Colossal Dreadmaw')
    expect(big.output.rejected).toEqual([])
    expect(big.state.players[1].zones.hand).toHaveLength(1) // the Bears returned
    expect(big.state.pending).toMatchObject([{ kind: 'effect', player: 0 }]) // "you may draw a card"
    const small = force('Llanowar Elves')
    expect(small.output.rejected).toEqual([])
    expect(small.state.players[1].zones.hand).toHaveLength(1)
    expect(small.state.pending).toEqual([])
  })
})

describe('"if {G} was spent to cast this spell" (CR 601.2h)', () => {
  const more = poolWith('Seed Spark', 'Ornithopter')

  it('CR 601.2h: Seed Spark makes two Saprolings only when green mana paid part of its cost', () => {
    const spark = (generic: string) =>
      playWithBasics(
        more,
        { battlefield: ['Plains', ...lands(generic, 3)], hand: ['Seed Spark'] },
        { battlefield: ['Ornithopter'] },
        [{ player: 0, type: 'cast', card: 'Seed Spark', targets: ['1:Ornithopter'] }, ...passBoth],
      )
    const green = spark('Forest')
    expect(green.output.rejected).toEqual([])
    expect(names(green.state, green.state.players[1].zones.graveyard)).toEqual(['Ornithopter'])
    expect(green.state.battlefield.filter((id) => green.state.objects[id].token)).toHaveLength(2)
    const blue = spark('Island')
    expect(blue.output.rejected).toEqual([])
    expect(names(blue.state, blue.state.players[1].zones.graveyard)).toEqual(['Ornithopter'])
    expect(blue.state.battlefield.filter((id) => blue.state.objects[id].token)).toEqual([])
  })

  it('CR 601.2h: adamant — Foreboding Fruit makes a Food only when three black mana were spent', () => {
    const fruit = (land: string) =>
      playWithBasics(
        poolWith('Foreboding Fruit'),
        { battlefield: ['Swamp', ...lands(land, 2)], hand: ['Foreboding Fruit'] },
        {},
        [{ player: 0, type: 'cast', card: 'Foreboding Fruit', targets: ['player:0'] }, ...passBoth],
      )
    const black = fruit('Swamp')
    expect(black.output.rejected).toEqual([])
    expect(black.state.players[0].life).toBe(18)
    expect(black.state.battlefield.filter((id) => black.state.objects[id].token)).toHaveLength(1)
    const mixed = fruit('Island')
    expect(mixed.output.rejected).toEqual([])
    expect(mixed.state.players[0].life).toBe(18)
    expect(mixed.state.battlefield.filter((id) => mixed.state.objects[id].token)).toEqual([])
  })
})

describe('"If X is N or more" (CR 107.3, 608.2c)', () => {
  it('CR 107.3: Subterranean Tremors destroys artifacts only when X is 4 or more', () => {
    const tremors = (x: number) =>
      playWithBasics(
        poolWith('Subterranean Tremors', 'Ornithopter'),
        { battlefield: lands('Mountain', x + 1), hand: ['Subterranean Tremors'] },
        { battlefield: ['Ornithopter'] },
        [{ player: 0, type: 'cast', card: 'Subterranean Tremors', x }, ...passBoth],
      )
    const four = tremors(4)
    expect(four.output.rejected).toEqual([])
    expect(names(four.state, four.state.players[1].zones.graveyard)).toEqual(['Ornithopter'])
    const three = tremors(3)
    expect(three.output.rejected).toEqual([])
    expect(named(three.state, 'Ornithopter')).toHaveLength(1) // flying: no damage; X 3: no destruction
  })

  it('an "all other …" in an effect\'s "if" stays by hand (Martial Coup spares the tokens it made)', () => {
    expect(explainCard(realCard('Martial Coup')).automated).toBe(false)
  })
})
