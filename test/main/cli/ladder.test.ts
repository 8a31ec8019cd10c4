// `hearth ladder` (the scenario contract's additions of 2026-12-06): the output's shape and its input errors.
import { describe, expect, it } from 'vitest'
import { run } from '../../../src-main/cli/commands/ladder'
import { memoryIo } from '../../../src-main/cli/io'

describe('hearth ladder', () => {
  it('plays every pairing and prints ratings with random at 0, intervals and the tallies; the same on any thread count', async () => {
    const out: string[] = []
    for (const workers of ['1', '2']) {
      const io = memoryIo()
      const args = [
        '--variant',
        'normal',
        '--games',
        '2',
        '--seed',
        '3',
        '--levels',
        'random,easy',
        '--workers',
        workers,
      ]
      expect(await run(args, io)).toBe(0)
      out.push(io.stdout)
    }
    expect(out[1]).toBe(out[0])
    const r = JSON.parse(out[0])
    expect(r.variant).toBe('normal')
    expect(r.gamesPerPairing).toBe(2)
    expect(r.ratings.random).toBe(0)
    expect(typeof r.ratings.easy).toBe('number')
    expect(r.intervals.easy).toBeGreaterThan(0)
    expect(r.pairings).toHaveLength(1)
    const p = r.pairings[0]
    expect(p.seats).toEqual(['easy', 'random'])
    expect(p.games).toBe(2)
    expect(p.wins[0] + p.wins[1] + p.draws + p.unfinished).toBe(2)
  }, 60_000)

  it('names the bad input and exits 1', async () => {
    const cases: [string[], RegExp][] = [
      [['--variant', 'chess'], /--variant must be one of/],
      [['--variant', 'normal', '--games', '0'], /--games/],
      [['--variant', 'normal', '--levels', 'random,expert'], /--levels: "expert"/],
      [['--variant', 'normal', '--seed', 'x'], /--seed/],
      [['--variant', 'normal', '--speed', '2'], /unknown option "--speed"/],
    ]
    for (const [args, message] of cases) {
      const io = memoryIo()
      expect(await run(args, io)).toBe(1)
      expect(io.stderr).toMatch(message)
      expect(io.stdout).toBe('')
    }
  })
})
