// "Your maximum hand size is increased by one / reduced by two", "Each opponent's maximum hand size is reduced by
// one" (CR 402.2): the active player discards down to the changed maximum in the cleanup step (CR 514.1).
import { describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { play, seat } from '../../../support/verify/harness'

const nine = Array(9).fill('Forest')

describe('maximum hand size changed (CR 402.2)', () => {
  it('CR 402.2, 514.1: with Minamo Scrollkeeper its controller keeps eight cards', () => {
    expect(manualLines('Minamo Scrollkeeper')).toEqual([])
    const p = play(
      ['Minamo Scrollkeeper'],
      { step: 'end', ann: { hand: nine, battlefield: ['Minamo Scrollkeeper'] } },
      [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { player: 0, type: 'discard', cards: ['Forest'] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ],
    )
    expect(seat(p, 0).hand.length).toBe(8)
  })

  it('CR 402.2, 514.1: with two Thought Nibblers their controller keeps three cards', () => {
    expect(manualLines('Thought Nibbler')).toEqual([])
    const p = play(
      ['Thought Nibbler'],
      { step: 'end', ann: { hand: nine, battlefield: ['Thought Nibbler', 'Thought Nibbler'] } },
      [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { player: 0, type: 'discard', cards: ['Forest', 'Forest#2', 'Forest#3', 'Forest#4', 'Forest#5', 'Forest#6'] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ],
    )
    expect(seat(p, 0).hand.length).toBe(3)
  })
})
