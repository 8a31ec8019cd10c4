// Escape with real cards (CR 702.138): `cast` with `from: "graveyard"` casts the card from the graveyard for its
// escape cost, exiling the named number of other cards from that graveyard (the least valuable).
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; graveyard: string[]; exile: string[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp']
const escape = { player: 0, type: 'cast', card: 'Fruit of Tizerus', from: 'graveyard', targets: ['player:1'] }

describe('escape (CR 702.138)', () => {
  it('CR 702.138a: Fruit of Tizerus escapes for {3}{B}, exiling three other cards from the graveyard', () => {
    const r = play(
      ['Fruit of Tizerus'],
      { battlefield: SWAMPS, graveyard: ['Fruit of Tizerus', 'Island', 'Island', 'Island', 'Forest'] },
      {},
      [escape, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].exile).toHaveLength(3)
    expect(out(r).players[0].graveyard).toHaveLength(2) // one other card and Fruit of Tizerus itself
    expect(out(r).players[0].graveyard).toContain('Fruit of Tizerus')
  })

  it('CR 702.138a: without three other cards in the graveyard it cannot escape', () => {
    const r = play(
      ['Fruit of Tizerus'],
      { battlefield: SWAMPS, graveyard: ['Fruit of Tizerus', 'Island', 'Island'] },
      {},
      [escape],
    )
    expect(out(r).rejected?.[0]?.reason).toMatch(/CR 702.138a/)
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 702.138a: the Escape line is automated', () => {
    expect(explainCard(realCard('Fruit of Tizerus')).lines.filter((l) => !l.automated)).toEqual([])
  })
})
