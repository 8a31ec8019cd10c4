// Random legal Manahearth games: 20 games (two- and four-player) with the starter decks, every action
// chosen from the engine's legalActions by randomAction, engine and Manahearth invariants checked after each one
// (the full 300-game run is test/bench/manahearth.bench.ts).
import { describe, expect, it } from 'vitest'
import { playRandomGame, type GameSummary } from './randomGames'

describe('Manahearth random games (rulings MH-1..MH-13 invariants)', () => {
  const summaries: GameSummary[] = []
  it('plays 14 two-player and 6 four-player random games with every invariant holding after every action', () => {
    for (let seed = 1; seed <= 14; seed++) summaries.push(playRandomGame(seed, 2))
    for (let seed = 501; seed <= 506; seed++) summaries.push(playRandomGame(seed, 4))
    expect(summaries).toHaveLength(20)
    // Most games finish within the turn cap; four-player games end with one winner.
    expect(summaries.filter((s) => s.ended).length).toBeGreaterThanOrEqual(15)
    for (const s of summaries.filter((x) => x.ended)) expect(s.winner).not.toBeNull()
  }, 120_000)

  it('random play uses the variant actions through their enumerate (MH-2, MH-3, MH-4, MH-6, MH-10)', () => {
    const total: Record<string, number> = {}
    for (const s of summaries) for (const [k, v] of Object.entries(s.types)) total[k] = (total[k] ?? 0) + v
    expect(total.chooseHero).toBe(14 * 2 + 6 * 4) // every player chose a hero
    expect((total.mulligan ?? 0) + (total.keep ?? 0)).toBe(14 * 2 + 6 * 4) // one decision each (ruling MH-3)
    expect(total.mulligan).toBeGreaterThan(0)
    expect(total.playLand).toBeGreaterThan(100) // the decks have no lands: all come from the Manahearth Zone
    expect(total.heroAbility).toBeGreaterThan(0)
    expect(total.choose).toBeGreaterThan(0) // Lotus colours
  })
})
