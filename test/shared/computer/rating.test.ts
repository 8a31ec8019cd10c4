// The ladder's rating maths: Bradley-Terry by maximum likelihood on the Elo scale (draws half a win), a few virtual
// draws keeping a sweep finite, 95% intervals from the Fisher information.
import { describe, expect, it } from 'vitest'
import { ELO_PER_NAT, expectedScore, rate } from '../../../src-shared/computer/rating'
import { ladderGames, ladderResult, parseLevels } from '../../../src-shared/computer/ladder'

describe('rate', () => {
  it('recovers the Elo difference of a 76% score (200 points) with the prior turned off', () => {
    const r = rate(2, [{ players: [1, 0], wins: [76, 24], draws: 0 }], { priorDraws: 0 })
    expect(r.ratings[0]).toBe(0)
    expect(r.ratings[1]).toBeCloseTo(400 * Math.log10(76 / 24), 6)
    expect(expectedScore(r.ratings[1])).toBeCloseTo(0.76, 6)
    // Var(theta) = 1 / (n p (1 - p)) for one pairing.
    expect(r.intervals[1]).toBeCloseTo(1.96 * ELO_PER_NAT * Math.sqrt(1 / (100 * 0.76 * 0.24)), 6)
    expect(r.intervals[0]).toBe(0)
  })

  it('counts a draw as half a win to each side', () => {
    const withDraws = rate(2, [{ players: [0, 1], wins: [50, 10], draws: 40 }], { priorDraws: 0 })
    const asHalves = rate(2, [{ players: [0, 1], wins: [70, 30], draws: 0 }], { priorDraws: 0 })
    expect(withDraws.ratings[1]).toBeCloseTo(asHalves.ratings[1], 9)
    expect(withDraws.ratings[1]).toBeCloseTo(-400 * Math.log10(70 / 30), 6)
  })

  it('keeps a clean sweep finite and ordered, and the interval narrows with more games', () => {
    const few = rate(2, [{ players: [1, 0], wins: [10, 0], draws: 0 }])
    const many = rate(2, [{ players: [1, 0], wins: [200, 0], draws: 0 }])
    expect(Number.isFinite(few.ratings[1])).toBe(true)
    expect(many.ratings[1]).toBeGreaterThan(few.ratings[1])
    const even = (n: number) => rate(2, [{ players: [1, 0], wins: [n, n], draws: 0 }]).intervals[1]
    expect(even(200)).toBeLessThan(even(20))
  })

  it('rates a transitive ladder in order from a round robin, with the anchor at 0', () => {
    // Four players 150 Elo apart: each pairing's score is its expected score over 1000 games.
    const truth = [0, 150, 300, 450]
    const results = []
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) {
        const p = expectedScore(truth[j] - truth[i])
        results.push({
          players: [j, i] as [number, number],
          wins: [1000 * p, 1000 * (1 - p)] as [number, number],
          draws: 0,
        })
      }
    const r = rate(4, results, { priorDraws: 0 })
    r.ratings.forEach((x, i) => expect(x).toBeCloseTo(truth[i], 4))
    const shifted = rate(4, results, { priorDraws: 0, anchor: 2 })
    shifted.ratings.forEach((x, i) => expect(x).toBeCloseTo(truth[i] - 300, 4))
  })

  it('refuses an anchor that is not a player', () => {
    expect(() => rate(2, [], { anchor: 2 })).toThrow(/anchor/)
  })
})

describe('the ladder', () => {
  it('reads a list of levels, naming an unknown or repeated one', () => {
    expect(parseLevels('Random, normal')).toEqual(['random', 'normal'])
    expect(() => parseLevels('random,expert')).toThrow(/"expert" is not one of/)
    expect(() => parseLevels('easy,easy')).toThrow(/listed twice/)
    expect(() => parseLevels('easy')).toThrow(/at least two/)
  })

  it('pairs every two levels, the stronger seat first, and tallies wins by seat (unfinished left out)', () => {
    const levels = parseLevels('random,easy,normal')
    const list = ladderGames(levels, 3, 5)
    expect(list.length).toBe(9)
    expect([...new Set(list.map((g) => g.seats.join(' vs ')))]).toEqual([
      'easy vs random',
      'normal vs random',
      'normal vs easy',
    ])
    const results = list.map((g) => ({ winner: g.game === 2 ? null : g.game === 1 && g.pairing === 2 ? 1 : 0 }))
    const r = ladderResult('normal', levels, 3, list, results)
    expect(r.pairings[0]).toEqual({ seats: ['easy', 'random'], games: 3, wins: [2, 0], draws: 0, unfinished: 1 })
    expect(r.pairings[2].wins).toEqual([1, 1])
    expect(r.ratings.random).toBe(0)
    expect(r.ratings.normal).toBeGreaterThan(0)
    expect(Object.keys(r.intervals)).toEqual(['easy', 'normal'])
  })
})
