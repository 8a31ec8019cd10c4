// Madness with real cards (CR 702.35): a discarded card with madness is exiled instead, and its owner may cast it
// for its madness cost as the trigger resolves (`choose` "yes" with its targets), or else it goes to the graveyard.
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; hand: string[]; graveyard: string[]; exile: string[]; battlefield: { tapped?: boolean }[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const CARDS = ['Fiery Temper', 'Tormenting Voice']
const discardTemper = { player: 0, type: 'cast', card: 'Tormenting Voice', discard: ['Fiery Temper'] }

describe('madness (CR 702.35)', () => {
  it('CR 702.35a: Fiery Temper discarded to Tormenting Voice is cast for {R} and deals 3 damage', () => {
    const r = play(
      CARDS,
      { hand: ['Tormenting Voice', 'Fiery Temper'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      {},
      [
        discardTemper,
        ...RESOLVE, // the madness trigger, above Tormenting Voice
        { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] },
        ...RESOLVE, // Fiery Temper
        ...RESOLVE, // Tormenting Voice
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].graveyard).toEqual(['Fiery Temper', 'Tormenting Voice'])
    expect(out(r).players[0].hand).toHaveLength(2)
    expect(out(r).log.join('\n')).toMatch(/casts Fiery Temper for its madness cost \{R\}/)
  })

  it('CR 702.35a: declined, the exiled card is put into the graveyard', () => {
    const r = play(
      CARDS,
      { hand: ['Tormenting Voice', 'Fiery Temper'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      {},
      [discardTemper, ...RESOLVE, { player: 0, type: 'choose', option: 'no' }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Fiery Temper'])
    expect(out(r).players[0].exile).toEqual([])
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 702.35a: without mana for its madness cost, it goes to the graveyard as the trigger resolves', () => {
    const r = play(CARDS, { hand: ['Tormenting Voice', 'Fiery Temper'], battlefield: ['Mountain', 'Mountain'] }, {}, [
      discardTemper,
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Fiery Temper'])
    expect(out(r).stack).toEqual(['Tormenting Voice'])
  })

  it('CR 702.35a: the Madness line is automated', () => {
    expect(explainCard(realCard('Fiery Temper')).lines.filter((l) => !l.automated)).toEqual([])
  })
})
