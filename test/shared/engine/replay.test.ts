// 4-player games, and the shortcuts the reducer takes for speed (copy-on-write objects table, static
// ability sources read once per state-based-action check) give the same answers as the plain definitions.
import { describe, expect, it } from 'vitest'
import { checkInvariants, keywordsOf, powerToughness, reduce, staticSources, type GameState } from '@shared/engine'
import { newTestGame, recordRandomGame, type RecordedGame } from './helpers'

function recordGame(seed: number, maxActions: number, players = 2, passBias = 0.4): RecordedGame {
  return recordRandomGame(newTestGame(seed, players), seed * 13 + 5, maxActions, passBias)
}

describe('engine: four players (CR 101.4 turn order)', () => {
  it('random play keeps every invariant and turns go around the table in order, skipping players who left', () => {
    const { states } = recordGame(31, 900, 4, 0.6)
    expect(states[0].players).toHaveLength(4)
    let turns = 0
    for (let i = 1; i < states.length; i++) {
      const prev = states[i - 1]
      const s = states[i]
      expect(checkInvariants(s), `action ${s.actionCount}`).toEqual([])
      if (s.phase === 'turn' && prev.phase === 'turn' && s.turn !== prev.turn) {
        turns++
        // The next player in turn order still in the game (CR 800.4j is respected by never giving a turn to a loser).
        let next = (prev.active + 1) % 4
        while (s.players[next].lost) next = (next + 1) % 4
        expect(s.active).toBe(next)
      }
    }
    expect(turns).toBeGreaterThan(4)
  }, 60_000)
})

describe('engine: shortcuts give the same answers as the definitions', () => {
  it('power, toughness and keywords with the static sources read once equal the per-object computation (CR 613)', () => {
    let withBonus = 0
    for (const seed of [3, 8]) {
      const { states } = recordGame(seed, 900, 2, 0.3)
      for (const s of states) {
        const sources = staticSources(s)
        for (const id of s.battlefield) {
          const obj = s.objects[id]
          expect(powerToughness(s, obj, sources)).toEqual(powerToughness(s, obj))
          expect([...keywordsOf(s, obj, sources)]).toEqual([...keywordsOf(s, obj)])
        }
        if (sources.length > 0) withBonus++
      }
    }
    // The games must actually contain Auras or Equipment for this to test anything (Holy Strength, Bonesplitter).
    expect(withBonus).toBeGreaterThan(0)
  }, 60_000)

  it('state-based actions (CR 704.3): skipping the check on parts of a settled state already found clean changes nothing', () => {
    const { initial, log, states } = recordGame(12, 900, 2, 0.3)
    // Plain copies are not settled states: every check runs in full on them.
    let full = initial
    for (const a of log) full = JSON.parse(JSON.stringify(reduce(full, a).state)) as GameState
    expect(JSON.stringify(full)).toBe(JSON.stringify(states[states.length - 1]))
    expect(states.some((s) => s.players.some((p) => p.zones.graveyard.length > 0))).toBe(true)
  }, 60_000)

  it('the copy-on-write objects table keeps the key order, adds and removes only what moved, and never changes the old state', () => {
    const { states } = recordGame(5, 400)
    let moves = 0
    for (let i = 1; i < states.length; i++) {
      const prev = states[i - 1]
      const s = states[i]
      if (s.objects === prev.objects) continue
      moves++
      const before = Object.keys(prev.objects)
      const after = Object.keys(s.objects)
      const kept = after.filter((id) => id in prev.objects)
      // Ids keep their relative order; new ids (CR 400.7: a new object per zone change) come after the old ones.
      expect(kept).toEqual(before.filter((id) => id in s.objects))
      expect(after.slice(kept.length).every((id) => !(id in prev.objects))).toBe(true)
    }
    expect(moves).toBeGreaterThan(20)
    // Replaying the same log on the same initial state gives the same states: nothing was written into an old state.
    expect(JSON.stringify(states[0])).toBe(JSON.stringify(newTestGame(5)))
  })
})
