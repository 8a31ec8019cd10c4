// Random legal games of Magic Combat Rules with the invariants checked after every action (the CI version of
// test/bench/combat.bench.ts): at most five creatures a side, slots never shared, scores only go up, and every game
// ends after round ten with a winner or a draw (rulings MCR-3, MCR-6, MCR-9).
import { describe, expect, it } from 'vitest'
import { applyAction, checkInvariants, createGame, randomAction, Random, replayChecked } from '@shared/engine'
import { starterCardDefinitions } from '@shared/cards/starter'
import { unitOrLong } from '../../../support/long'
import { playRandomGame, newCombatGame } from './helpers'

// The unit suite plays 10 and 3 games, `npm run test:long` 30 and 8; the thresholds are per game played.
const N = unitOrLong(10, 30)
const SINGLETON_GAMES = unitOrLong(3, 8)

describe('Combat Rules random games', () => {
  it(`${N} random games end after round ten with a winner or a draw, invariants holding after every action`, () => {
    const winners: Record<string, number> = {}
    let fights = 0
    let reveals = 0
    let summonsWithSacrifice = 0
    for (let seed = 1; seed <= N; seed++) {
      const { state, log } = playRandomGame(seed, seed % 3 === 0 ? { bothPlayersDraw: true } : {})
      expect(state.phase).toBe('ended')
      expect(state.round).toBe(10)
      expect(state.turn).toBe(20)
      winners[String(state.winner)] = (winners[String(state.winner)] ?? 0) + 1
      fights += log.filter((a) => a.type === 'fight').length
      reveals += log.filter((a) => a.type === 'cast' && (a as { from?: string }).from === 'slot').length
      summonsWithSacrifice += log.filter(
        (a) => a.type === 'cast' && (a as { sacrifice?: string[] }).sacrifice?.length,
      ).length
    }
    // The games really exercise the rules: fights, revealed spells, big summons; and both results happen.
    expect(fights).toBeGreaterThan((N * 100) / 30)
    expect(reveals).toBeGreaterThan((N * 100) / 30)
    expect(summonsWithSacrifice).toBeGreaterThan((N * 20) / 30)
    expect(Object.keys(winners).length).toBeGreaterThan(1)
  }, 120_000)

  it('a random game replays to the same state and its states round-trip through JSON (saves)', () => {
    const { state, log } = playRandomGame(4242)
    const replayed = replayChecked(newCombatGame(4242, {}, undefined), log)
    expect(replayed.ok ? replayed.state : replayed).toEqual(state)
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  }, 60_000)

  it('random 40-card singleton decks from the whole starter pool play to the end of round ten too (unusual cards)', () => {
    const pool = starterCardDefinitions().filter(
      (d) =>
        !d.faces[0].types.includes('Land') &&
        !d.faces[0].types.includes('Planeswalker') &&
        d.faces[0].manaCost !== null,
    )
    for (let g = 1; g <= SINGLETON_GAMES; g++) {
      const rng = Random.fromSeed(g * 101)
      const pick = (): string[] => {
        const ids = new Set<string>()
        while (ids.size < 40) ids.add(pool[rng.int(pool.length)].id)
        return [...ids]
      }
      const a = pick()
      const b = pick()
      let s = createGame({
        variant: 'combat',
        seed: g,
        cards: pool.filter((d) => a.includes(d.id) || b.includes(d.id)),
        players: [
          { name: 'A', deck: a },
          { name: 'B', deck: b },
        ],
      })
      let n = 0
      while (s.phase !== 'ended' && n < 20000) {
        const action = randomAction(s, rng, { passBias: 0.3 })!
        expect(action.type, `game ${g}: no legal action at ${s.step}`).not.toBe('concede')
        const r = applyAction(s, action)
        if (!r.ok) throw new Error(`game ${g}: ${r.reason}`)
        s = r.state
        n++
        expect(checkInvariants(s), `game ${g} after ${JSON.stringify(action)}`).toEqual([])
      }
      expect(s.phase).toBe('ended')
      expect(s.round).toBe(10)
    }
  }, 120_000)
})
