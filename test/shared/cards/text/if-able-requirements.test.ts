// "If able" requirements on groups of creatures (CR 508.1d, 509.1c): "All creatures attack each combat if able",
// "Other Goblin creatures you control attack each combat if able", "Creatures you control have haste and attack each
// combat if able", "All creatures block each combat if able", and for this turn "Target creature blocks this turn if
// able", "Each creature your opponents control blocks this turn if able". Real cards, expected results from their text
// and the CR; the computer's declarations obey them too; a scan of every line of the shapes.
import { beforeAll, describe, expect, it } from 'vitest'
import { boardPlayer, manualLines, out, play, playCombat, ready } from '../../../support/realCards'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

const attack = (player: number, cards: string[]) => ({
  player,
  type: 'declareAttackers',
  attackers: cards.map((card) => ({ card, target: `player:${1 - player}` })),
})
const block = (pairs: [string, string][]) => ({
  player: 1,
  type: 'declareBlockers',
  blockers: pairs.map(([card, blocks]) => ({ card, blocks })),
})
/** Ben's declare attackers step on his turn 4, Ann defending. */
const bensCombat = boardPlayer({ active: 1, turn: 4, step: 'declareAttackers' })
const FORESTS = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']

describe('attack requirements on a group (CR 508.1d)', () => {
  it('CR 508.1d: under Goblin Rabblemaster the other Goblin must attack; the Rabblemaster and the Bears need not', () => {
    const r = playCombat(
      ['Goblin Rabblemaster', 'Goblin Piker'],
      { battlefield: [ready('Goblin Rabblemaster'), ready('Goblin Piker'), ready('Grizzly Bears')] },
      {},
      [attack(0, []), attack(0, ['Grizzly Bears']), attack(0, ['Goblin Piker'])],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0, 1])
    expect(out(r).rejected?.[0].reason).toMatch(/Goblin Piker attacks each combat if able.*CR 508\.1d/)
    expect(r.state.combat?.attackers.length).toBe(1)
  })

  it('CR 508.1d, 702.10: Hellraiser Goblin gives haste, so a creature cast this turn must attack too', () => {
    const r = play(
      ['Hellraiser Goblin'],
      { hand: ['Grizzly Bears'], battlefield: [...FORESTS, ready('Hellraiser Goblin')] },
      {},
      [
        { player: 0, type: 'cast', card: 'Grizzly Bears' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        attack(0, ['Hellraiser Goblin']), // refused: the Bears have haste and must attack
        attack(0, ['Hellraiser Goblin', 'Grizzly Bears']),
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([4])
    expect(out(r).rejected?.[0].reason).toMatch(/Grizzly Bears attacks each combat if able/)
    expect(manualLines('Hellraiser Goblin')).toEqual([])
  })

  it("CR 508.1d: Angler Turtle makes the computer's creatures attack; a tapped one is not able to", () => {
    const r = bensCombat(
      ['Angler Turtle'],
      { battlefield: [ready('Angler Turtle')] },
      { battlefield: [ready('Grizzly Bears'), { name: 'Hill Giant', sick: false, tapped: true }] },
      [{ type: 'computer', player: 1 }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(r.state.combat?.attackers.map((a) => r.state.cards[r.state.objects[a.id].def].name)).toEqual([
      'Grizzly Bears',
    ])
    expect(manualLines('Angler Turtle')).toEqual([])
  })
})

describe('block requirements on a group and this turn (CR 509.1c)', () => {
  it('CR 509.1c: under Grand Melee every untapped creature of the defender blocks', () => {
    const r = playCombat(
      ['Grand Melee'],
      { battlefield: ['Grand Melee', ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [
        attack(0, ['Grizzly Bears']),
        { type: 'passUntil', step: 'declareBlockers' },
        block([['Hill Giant', 'Grizzly Bears']]), // refused: the Elves must block too
        block([
          ['Hill Giant', 'Grizzly Bears'],
          ['Llanowar Elves', 'Grizzly Bears'],
        ]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([2])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(manualLines('Grand Melee')).toEqual([])
  })

  it('CR 509.1c: after Predatory Rampage each creature of the opponent blocks; the computer obeys', () => {
    const r = play(
      ['Predatory Rampage'],
      { hand: ['Predatory Rampage'], battlefield: [...FORESTS, ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [
        { player: 0, type: 'cast', card: 'Predatory Rampage' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        attack(0, ['Grizzly Bears']),
        { type: 'passUntil', step: 'declareBlockers' },
        { type: 'computer', player: 1 },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    // The Bears are 5/5 this turn: both blockers block them all the same (CR 509.1c).
    expect(r.state.combat?.blockers.length).toBe(2)
    expect(manualLines('Predatory Rampage')).toEqual([])
  })

  it('CR 509.1c: Courtly Provocateur makes its target block this turn; another creature stays free', () => {
    const r = play(
      ['Courtly Provocateur'],
      {
        battlefield: ['Island', ready('Courtly Provocateur'), ready('Grizzly Bears')],
      },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [
        { player: 0, type: 'activate', card: 'Courtly Provocateur', ability: 1, targets: ['1:Hill Giant'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        attack(0, ['Grizzly Bears']),
        { type: 'passUntil', step: 'declareBlockers' },
        block([]),
        block([['Hill Giant', 'Grizzly Bears']]),
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).rejected?.[0].reason).toMatch(/Hill Giant must block.*CR 509\.1c/)
    expect(manualLines('Courtly Provocateur')).toEqual([])
  })
})

describe('scan: "attack / block each combat if able" of a group, "blocks this turn if able"', () => {
  beforeAll(() => loadScanData(), 120_000)

  it('every such line is run with its requirement template, or left by hand with a reason', () => {
    const lines = scanLines(
      /^(?:all |other |each )?[a-z -]*creatures[a-z -]* (?:have [a-z ,]+ and )?(?:attack|block) each combat if able\.$|blocks this turn if able\.$/i,
    )
    expect(lines.length).toBeGreaterThan(15)
    const wrong = lines.filter(
      (l) =>
        l.automated &&
        !['static:anthem.attacksEachCombat', 'static:anthem.blocksEachCombat', 'effect:restrictCombat.blocks'].some(
          (t) => l.templates.has(t),
        ),
    )
    expect(wrong.map((l) => `${l.name}: ${l.text}`)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
    // The class runs: most of its lines are automated.
    expect(lines.filter((l) => l.automated).length).toBeGreaterThan(lines.length / 2)
  }, 240_000)
})
