// "Prevent all [combat] damage that would be dealt this turn [to …] [by …]" (CR 615.1): a prevention effect for the
// rest of the turn, judged as each damage event would happen, on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

const lands = (name: string, n: number) => Array.from({ length: n }, () => name)
const attack = (...names: string[]) => [
  { type: 'passUntil', step: 'declareAttackers' },
  {
    player: 0,
    type: 'declareAttackers',
    attackers: names.map((card) => ({ card, target: 'player:1' })),
  },
  { type: 'passUntil', step: 'declareBlockers' },
]
/** Ben casts `card` in the declare blockers step, after Ann passes; then combat ends. */
const benCasts = (card: string, targets?: string[]) => [
  { player: 0, type: 'pass' },
  { player: 1, type: 'cast', card, ...(targets ? { targets } : {}) },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
  { type: 'passUntil', step: 'endCombat' },
]
const creature = (r: ReturnType<typeof play>, p: number, name: string) =>
  out(r).players[p].battlefield.find((c) => c.name === name)

describe('prevent all damage this turn (CR 615.1)', () => {
  it('CR 615.1: Defend the Hearth prevents combat damage to players, not to creatures', () => {
    expect(manualLines('Defend the Hearth')).toEqual([])
    const r = play(
      ['Defend the Hearth'],
      { battlefield: [ready('Grizzly Bears'), ready('Hill Giant')] },
      { hand: ['Defend the Hearth'], battlefield: [...lands('Forest', 2), 'Llanowar Elves'] },
      [
        ...attack('Grizzly Bears', 'Hill Giant'),
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Llanowar Elves', blocks: '0:Grizzly Bears' }] },
        ...benCasts('Defend the Hearth'),
      ],
    )
    expect(out(r).rejected ?? [], JSON.stringify(out(r).rejected)).toEqual([])
    expect(out(r).players[1].life).toBe(20)
    expect(out(r).players[1].graveyard.sort()).toEqual(['Defend the Hearth', 'Llanowar Elves'])
    expect(creature(r, 0, 'Grizzly Bears')!.damage).toBe(1)
  })

  it("CR 615.1: Thwart the Enemy prevents the damage the opponent's creatures would deal, not the caster's", () => {
    expect(manualLines('Thwart the Enemy')).toEqual([])
    const r = play(
      ['Thwart the Enemy'],
      { battlefield: [ready('Grizzly Bears'), ready('Hill Giant')] },
      { hand: ['Thwart the Enemy'], battlefield: [...lands('Forest', 3), 'Grizzly Bears'] },
      [
        ...attack('Grizzly Bears', 'Hill Giant'),
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Grizzly Bears' }] },
        ...benCasts('Thwart the Enemy'),
      ],
    )
    expect(out(r).rejected ?? [], JSON.stringify(out(r).rejected)).toEqual([])
    expect(out(r).players[1].life).toBe(20)
    expect(creature(r, 1, 'Grizzly Bears')!.damage).toBe(0)
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
  })

  it("CR 615.1: Hunter's Ambush prevents the combat damage of nongreen creatures only", () => {
    expect(manualLines("Hunter's Ambush")).toEqual([])
    const r = play(
      ["Hunter's Ambush"],
      { battlefield: [ready('Grizzly Bears'), ready('Hill Giant')] },
      { hand: ["Hunter's Ambush"], battlefield: lands('Forest', 3) },
      [...attack('Grizzly Bears', 'Hill Giant'), ...benCasts("Hunter's Ambush")],
    )
    expect(out(r).rejected ?? [], JSON.stringify(out(r).rejected)).toEqual([])
    expect(out(r).players[1].life).toBe(18)
  })

  it('CR 615.1: Chameleon Blur stops creatures dealing damage to players, but not a Lightning Bolt', () => {
    expect(manualLines('Chameleon Blur')).toEqual([])
    const r = play(
      ['Chameleon Blur', 'Lightning Bolt'],
      { hand: ['Lightning Bolt'], battlefield: ['Mountain', ready('Grizzly Bears')] },
      { hand: ['Chameleon Blur'], battlefield: lands('Forest', 4) },
      [
        ...attack('Grizzly Bears'),
        ...benCasts('Chameleon Blur'),
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? [], JSON.stringify(out(r).rejected)).toEqual([])
    expect(out(r).players[1].life).toBe(17)
  })

  it('CR 615.1, 608.2c: Djeru\'s Resolve untaps the creature and prevents all damage to "it" this turn', () => {
    expect(manualLines("Djeru's Resolve")).toEqual([])
    const r = play(
      ["Djeru's Resolve", 'Lightning Bolt'],
      {
        hand: ["Djeru's Resolve", 'Lightning Bolt'],
        battlefield: ['Plains', 'Mountain', { name: 'Grizzly Bears', tapped: true }, 'Llanowar Elves'],
      },
      {},
      [
        { player: 0, type: 'cast', card: "Djeru's Resolve", targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? [], JSON.stringify(out(r).rejected)).toEqual([])
    expect(creature(r, 0, 'Grizzly Bears')).toMatchObject({ tapped: false, damage: 0 })
  })

  it('CR 615.1: Foxfire prevents the combat damage dealt to and dealt by the attacking creature', () => {
    expect(manualLines('Foxfire')).toEqual([])
    const r = play(
      ['Foxfire'],
      { battlefield: [ready('Grizzly Bears')] },
      { hand: ['Foxfire'], battlefield: [...lands('Forest', 3), 'Grizzly Bears'] },
      [
        ...attack('Grizzly Bears'),
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Grizzly Bears' }] },
        ...benCasts('Foxfire', ['0:Grizzly Bears']),
      ],
    )
    expect(out(r).rejected ?? [], JSON.stringify(out(r).rejected)).toEqual([])
    expect(creature(r, 0, 'Grizzly Bears')).toMatchObject({ tapped: false, damage: 0 })
    expect(creature(r, 1, 'Grizzly Bears')!.damage).toBe(0)
  })
})
