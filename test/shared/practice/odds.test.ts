import { describe, expect, it } from 'vitest'
import { atLeast, cardByTurn, cardsSeen, choose, distribution, openingLands } from '../../../src-shared/practice/odds'

/** Every ordered draw of `n` cards from the deck, counted by brute force. */
function bruteAtLeast(deck: boolean[], n: number, k: number): number {
  let hits = 0
  let total = 0
  const walk = (left: boolean[], drawn: number, found: number) => {
    if (drawn === n) {
      total++
      if (found >= k) hits++
      return
    }
    for (let i = 0; i < left.length; i++) {
      walk([...left.slice(0, i), ...left.slice(i + 1)], drawn + 1, found + (left[i] ? 1 : 0))
    }
  }
  walk(deck, 0, 0)
  return hits / total
}

const deckOf = (size: number, successes: number) => Array.from({ length: size }, (_, i) => i < successes)

describe('practice odds (hypergeometric, exact)', () => {
  it('choose matches Pascal', () => {
    expect(choose(5, 2)).toBe(10)
    expect(choose(60, 7)).toBe(386206920)
    expect(choose(3, 4)).toBe(0)
  })

  it('P(at least k lands) equals brute-force enumeration on small decks', () => {
    for (const [size, lands, hand] of [
      [6, 2, 3],
      [7, 3, 4],
      [8, 3, 3],
      [8, 5, 4],
    ]) {
      for (let k = 0; k <= hand; k++) {
        expect(openingLands(size, lands, hand, k)).toBeCloseTo(bruteAtLeast(deckOf(size, lands), hand, k), 12)
      }
    }
  })

  it('P(a card by turn T) on the play and on the draw (CR 103.7a) equals brute force', () => {
    const size = 8
    const copies = 2
    for (const onPlay of [true, false]) {
      for (let turn = 1; turn <= 3; turn++) {
        const seen = cardsSeen(turn, { handSize: 3, onPlay })
        expect(seen).toBe(3 + (onPlay ? turn - 1 : turn))
        expect(cardByTurn(size, copies, turn, { handSize: 3, onPlay })).toBeCloseTo(
          bruteAtLeast(deckOf(size, copies), seen, 1),
          12,
        )
      }
    }
  })

  it('three cards a draw step (MCR-5); 17 lands in 40, at least 2 in 7, by the closed form', () => {
    expect(cardsSeen(2, { handSize: 7, perTurn: 3, onPlay: false, skipsFirstDraw: false })).toBe(13)
    const p0 = choose(23, 7) / choose(40, 7)
    const p1 = (17 * choose(23, 6)) / choose(40, 7)
    expect(openingLands(40, 17, 7, 2)).toBeCloseTo(1 - p0 - p1, 12)
  })

  it('the distribution sums to 1', () => {
    const d = distribution(60, 24, 7)
    expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(atLeast(60, 24, 7, 0)).toBeCloseTo(1, 12)
  })
})
