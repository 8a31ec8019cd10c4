// Crew N (CR 702.122): a Vehicle is an artifact, not a creature, until creatures with total power N or more are
// tapped to crew it; then it is an artifact creature until end of turn. Real cards, checked by their outcome.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready, tappedNames, passBoth } from '../../../support/realCards'
import { isCreature } from '../../../../src-shared/engine/query'
import type { ScenarioResult } from '../../../../src-shared/scenario'

const creatureNow = (r: ScenarioResult, name: string) => {
  const id = r.state.battlefield.find((x) => r.state.cards[r.state.objects[x].def].name === name)
  return id ? isCreature(r.state, r.state.objects[id]) : undefined
}

const attack = (cards: string[]) => ({
  player: 0,
  type: 'declareAttackers',
  attackers: cards.map((card) => ({ card, target: 'player:1' })),
})

describe('crew (CR 702.122)', () => {
  it('CR 702.122a: Ovalchase Dragster (crew 1) crewed by a summoning-sick Grizzly Bears attacks for 6 with trample', () => {
    const r = playCombat(
      ['Ovalchase Dragster'],
      { battlefield: [ready('Ovalchase Dragster'), { name: 'Grizzly Bears', sick: true }] },
      {},
      [
        { player: 0, type: 'activate', card: 'Ovalchase Dragster', ability: 0 },
        ...passBoth,
        ...passBoth,
        attack(['Ovalchase Dragster']),
        { type: 'passUntil', step: 'endCombat' },
      ],
      'beginCombat',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(14)
    const bears = out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')
    expect(bears?.tapped).toBe(true) // tapped to crew (CR 702.122a)
    expect(manualLines('Ovalchase Dragster')).toEqual([])
  })

  it('CR 702.122a: an uncrewed Vehicle is not a creature and cannot attack; crewing needs total power N', () => {
    const board = { battlefield: [ready('Renegade Freighter'), ready('Llanowar Elves')] }
    const r = playCombat(['Renegade Freighter'], board, {}, [attack(['Renegade Freighter'])])
    expect(out(r).rejected?.[0].reason).toMatch(/not a creature/)
    expect(creatureNow(r, 'Renegade Freighter')).toBe(false)
    const weak = playCombat(
      ['Renegade Freighter'],
      board,
      {},
      [{ player: 0, type: 'activate', card: 'Renegade Freighter', ability: 0 }], // crew 2 with power 1
      'precombatMain',
    )
    expect(out(weak).rejected?.[0].reason).toMatch(/total power 2/)
  })

  it('CR 702.122a, 514.2: Renegade Freighter crewed by two creatures attacks as a 5/4 trampler, and is no creature after the turn', () => {
    const r = playCombat(
      ['Renegade Freighter'],
      { battlefield: [ready('Renegade Freighter'), ready('Llanowar Elves'), ready('Elvish Mystic')] },
      {},
      [
        {
          player: 0,
          type: 'activate',
          card: 'Renegade Freighter',
          ability: 0,
          crew: ['Llanowar Elves', 'Elvish Mystic'],
        },
        ...passBoth,
        ...passBoth,
        attack(['Renegade Freighter']),
        { type: 'passUntil', step: 'endCombat' },
      ],
      'beginCombat',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15) // 4 + 1 from its attack trigger
    expect(tappedNames(r, 0)).toEqual(expect.arrayContaining(['Llanowar Elves', 'Elvish Mystic', 'Renegade Freighter']))
    const next = playCombat(
      ['Renegade Freighter'],
      { battlefield: [ready('Renegade Freighter'), ready('Llanowar Elves'), ready('Elvish Mystic')] },
      {},
      [
        { player: 0, type: 'activate', card: 'Renegade Freighter', ability: 0 },
        ...passBoth,
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ],
      'end',
    )
    expect(next.state.turn).toBe(4)
    expect(creatureNow(next, 'Renegade Freighter')).toBe(false) // CR 514.2: the effect ended
    expect(manualLines('Renegade Freighter')).toEqual([])
  })
})
