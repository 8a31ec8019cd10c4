// Random legal Manahearth games: 7 games (20 in `npm run test:long`), two- and four-player, with the starter decks,
// every action chosen from the engine's legalActions by randomAction, engine and Manahearth invariants checked after
// each one (the full 300-game run is test/bench/manahearth.bench.ts).
import { describe, expect, it } from 'vitest'
import { unitOrLong } from '../../../support/long'
import { playRandomGame, type GameSummary } from './randomGames'

const TWO = unitOrLong(5, 14) // two-player games
const FOUR = unitOrLong(2, 6) // four-player games

describe('Manahearth random games (rulings MH-1..MH-13 invariants)', () => {
  const summaries: GameSummary[] = []
  it(`plays ${TWO} two-player and ${FOUR} four-player random games with every invariant holding after every action`, () => {
    for (let seed = 1; seed <= TWO; seed++) summaries.push(playRandomGame(seed, 2))
    for (let seed = 501; seed < 501 + FOUR; seed++) summaries.push(playRandomGame(seed, 4))
    expect(summaries).toHaveLength(TWO + FOUR)
    // Most games finish within the turn cap; four-player games end with one winner.
    expect(summaries.filter((s) => s.ended).length).toBeGreaterThanOrEqual(Math.ceil(0.75 * (TWO + FOUR)))
    for (const s of summaries.filter((x) => x.ended)) expect(s.winner).not.toBeNull()
  }, 120_000)

  it('random play uses the variant actions through their enumerate (MH-2, MH-3, MH-4, MH-6, MH-10)', () => {
    const total: Record<string, number> = {}
    for (const s of summaries) for (const [k, v] of Object.entries(s.types)) total[k] = (total[k] ?? 0) + v
    expect(total.chooseHero).toBe(TWO * 2 + FOUR * 4) // every player chose a hero
    expect((total.mulligan ?? 0) + (total.keep ?? 0)).toBe(TWO * 2 + FOUR * 4) // one decision each (ruling MH-3)
    expect(total.mulligan).toBeGreaterThan(0)
    expect(total.playLand).toBeGreaterThan((100 * (TWO + FOUR)) / 20) // no lands in the decks: all from the Zone
    expect(total.heroAbility).toBeGreaterThan(0)
    expect(total.choose).toBeGreaterThan(0) // Lotus colours
  })
})
