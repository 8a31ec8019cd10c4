// The contract's `ladder --seed S` (additions of 2026-12-06) takes any 32-bit seed, as `match` and `draft` do; each
// pairing's seed stays a distinct 32-bit number, and the seeds the ladder took before are played as before.
import { describe, expect, it } from 'vitest'
import { run } from '../../../src-main/cli/commands/ladder'
import { memoryIo } from '../../../src-main/cli/io'
import { ladderGames, pairingSeed } from '../../../src-shared/computer/ladder'

describe('ladder --seed', () => {
  it('a seed within ±1,000,000 gives the pairings seed * 64 + k, as before', () => {
    expect(ladderGames(['random', 'easy', 'normal'], 1, 3).map((g) => g.seed)).toEqual([192, 193, 194])
    expect(pairingSeed(-1000000, 5)).toBe(-63999995)
  })

  it('a date-like or 32-bit seed gives distinct 32-bit pairing seeds', () => {
    for (const seed of [20261207, 2147483647, -2147483648]) {
      const seeds = ladderGames(['random', 'easy', 'normal', 'hard'], 1, seed).map((g) => g.seed)
      expect(new Set(seeds).size).toBe(6)
      for (const s of seeds) expect(Math.abs(s)).toBeLessThan(2 ** 31)
    }
  })

  it('beyond 32 bits it is refused, naming the range', async () => {
    const io = memoryIo()
    expect(await run(['--variant', 'normal', '--seed', '99999999999'], io)).toBe(1)
    expect(io.stderr).toMatch(/--seed must be a whole number from -2147483648 to 2147483647/)
    expect(io.stdout).toBe('')
  })
})
