import { describe, expect, it } from 'vitest'
import {
  applyAction,
  checkInvariants,
  record,
  redo,
  replay,
  startHistory,
  undo,
  viewFor,
  automationShare,
  HIDDEN_CARD,
  type GameState,
} from '@shared/engine'
import { starterCardDefinitions } from '@shared/cards/starter'
import { unitOrLong } from '../../support/long'
import { newTestGame, recordRandomGame, type RecordedGame } from './helpers'

function playRandom(seed: number, maxActions = 1500, players = 2): RecordedGame {
  return recordRandomGame(newTestGame(seed, players), seed * 7 + 1, maxActions)
}

describe('engine: state, replay and invariants', () => {
  it('state is plain data: JSON round-trips exactly', () => {
    const { states } = playRandom(3, 300)
    for (const s of [states[0], states[states.length - 1]]) expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })

  it('random legal play keeps every invariant, in 2- and 3-player games (CR 704, 800.4a)', () => {
    for (let seed = 1; seed <= unitOrLong(4, 12); seed++) {
      const { states } = playRandom(seed, 800, seed % 3 === 0 ? 3 : 2)
      for (const s of states) expect(checkInvariants(s), `seed ${seed} action ${s.actionCount}`).toEqual([])
    }
  }, 60_000) // heavy (4 games × 800 actions, 12 in npm run test:long): generous on a busy machine

  it('replaying the log from the seed reproduces the state exactly', () => {
    for (const seed of [5, 6]) {
      const { initial, log, states } = playRandom(seed, 1200)
      expect(JSON.stringify(replay(initial, log))).toBe(JSON.stringify(states[states.length - 1]))
    }
  })

  it('the same seed makes the same game (deterministic ids and shuffles)', () => {
    expect(newTestGame(42)).toEqual(newTestGame(42))
    const hand = (s: GameState) => s.players[0].zones.hand.map((id) => s.objects[id].def)
    expect(hand(newTestGame(42))).not.toEqual(hand(newTestGame(43)))
  })

  it('a rejected action changes nothing and gives a reason', () => {
    const s = newTestGame(9)
    const before = JSON.stringify(s)
    const r = applyAction(s, { type: 'pass', player: 1 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.reason).toMatch(/Ann must first decide whether to keep/)
    expect(JSON.stringify(s)).toBe(before)
  })

  it('does not deep-clone: untouched parts of the state are shared (structural sharing)', () => {
    const s = newTestGame(9)
    const r = applyAction(s, { type: 'keep', player: 0 })
    expect(r.ok).toBe(true)
    if (r.ok) {
      expect(r.state.cards).toBe(s.cards)
      expect(r.state.objects).toBe(s.objects)
      expect(r.state.players[1]).toBe(s.players[1])
    }
  })
})

describe('engine: undo and redo (history)', () => {
  it('undo returns to the last decision point, folding mana taps into the decision they paid for; redo restores it', () => {
    const { initial, log } = playRandom(11, 400)
    let h = startHistory(initial, 10)
    for (const a of log) {
      const r = record(h, a)
      if (!r.ok) throw new Error(r.reason)
      h = r.history
    }
    const end = h.state
    const u = undo(h)
    expect(u.cursor).toBeLessThan(h.cursor)
    expect(u.actions[u.cursor].type).not.toBe('activateMana')
    expect(u.state).toEqual(replay(initial, log.slice(0, u.cursor)))
    let back = u
    while (back.cursor < h.cursor) back = redo(back)
    expect(back.state).toEqual(end)
  })

  it('undo after a manual mana tap removes the tap and the spell together', () => {
    let h = startHistory(newTestGame(1), 5)
    const s0 = h.state
    void s0
    const { log } = playRandom(1, 600)
    for (const a of log) {
      const r = record(h, a)
      if (r.ok) h = r.history
    }
    let undone = h
    for (let i = 0; i < 50 && undone.cursor > 0; i++) undone = undo(undone)
    expect(undone.cursor).toBeLessThan(h.cursor)
    expect(checkInvariants(undone.state)).toEqual([])
  })
})

describe('engine: player views (CR 400.2 hidden zones)', () => {
  it('hides other hands, every library, the seed and generator state; shows own hand', () => {
    const s = newTestGame(4)
    const v = viewFor(s, 0)
    expect(v.players[0].zones.hand.map((id) => v.objects[id].def)).toEqual(
      s.players[0].zones.hand.map((id) => s.objects[id].def),
    )
    for (const id of v.players[1].zones.hand) expect(v.objects[id].def).toBe(HIDDEN_CARD)
    for (const id of v.players[0].zones.library) expect(v.objects[id].def).toBe(HIDDEN_CARD)
    expect(v.players[1].zones.hand).toHaveLength(7)
    expect(v.rng).toBe(0)
    expect(v.seed).toBe(0)
    // No hidden card's id or definition leaks.
    for (const id of s.players[1].zones.hand) expect(v.objects[id]).toBeUndefined()
    const spectator = viewFor(s, 'spectator')
    for (const id of spectator.players[0].zones.hand) expect(spectator.objects[id].def).toBe(HIDDEN_CARD)
  })
})

describe('engine: automation of the starter pool', () => {
  it('classifies every card and automates at least half of the starter pool', () => {
    const r = automationShare(starterCardDefinitions())
    expect(r.total).toBeGreaterThan(200)
    expect(r.share).toBeGreaterThan(0.5)
    expect(r.manual.find((m) => m.name === 'Sorin Markov')?.text.join('\n')).toMatch(/You control target player/)
  })
})
