// The computer at the table, through the game store: a person alone with the computer never sees a cover; a table
// of computers only shows every hand and plays on by itself; undo goes back past the computer's moves to the
// person's last decision and the computer then decides the same again; saves keep its seats and levels.
import { afterEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import type { Action } from '@shared/engine'
import { expandState } from '@shared/engine/codec'
import { rematchSetup } from '../../../src-renderer/src/components/saves/rematch'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useHistoryStore } from '../../../src-renderer/src/stores/history'
import { usePersistenceStore } from '../../../src-renderer/src/stores/persistence'
import { useSessionStore } from '../../../src-renderer/src/stores/session'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { twoPlayers } from '../table/helpers'

afterEach(() => {
  delete window.hearth
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function fresh(pace: 'instant' | 'fast' | 'readable' = 'instant') {
  setActivePinia(createPinia())
  useSettingsStore().settings = { ...DEFAULT_SETTINGS, computerPace: pace, stops: ['precombatMain'] }
  return useGameStore()
}

/** Waits (ticks) until `done` holds, failing after `max` ticks. */
async function until(done: () => boolean, max = 400): Promise<void> {
  for (let i = 0; i < max && !done(); i++) await tick()
  expect(done()).toBe(true)
}

describe('the computer at the table', () => {
  it('a person alone with the computer is never covered: seated from the start, and again after its moves', async () => {
    const game = fresh()
    const session = useSessionStore()
    const covers: (number | null)[] = []
    session.actor.subscribe((s) => {
      if (s.value === 'handOff' && s.context.handOffTo !== null) covers.push(s.context.handOffTo)
    })
    game.start(twoPlayers({ computers: { 1: 'normal' } }))
    expect(game.viewer).toBe(0)
    expect(game.handOffTo).toBeNull()
    game.act({ type: 'keep', player: 0 })
    // The computer keeps or mulligans for Ben; the table keeps Ann's view meanwhile and gives her the turn.
    await until(() => game.state!.pending.length === 0 && session.state === 'seated')
    expect(game.viewer).toBe(0)
    expect(game.view!.players[1].zones.hand.every((id) => game.view!.objects[id].def === 'hidden')).toBe(true)
    for (let i = 0; i < 40 && game.state!.turn < 3; i++) {
      if (session.state === 'seated' && game.state!.priority === 0) game.act({ type: 'pass', player: 0 })
      await tick()
    }
    expect(game.state!.turn).toBeGreaterThanOrEqual(3)
    expect(covers).toEqual([])
    expect(game.log.some((l) => l.startsWith('Ben '))).toBe(true)
  })

  it('says which computer seat is thinking, and keeps the pace set in Settings', async () => {
    const game = fresh('fast')
    game.start(twoPlayers({ start: 1, computers: { 1: 'easy' } }))
    await until(() => game.thinking === 1)
    const since = Date.now()
    const before = game.history!.cursor
    await until(() => game.history!.cursor > before, 2000)
    // Fast: a quarter of a second at least between the moment it starts thinking and its action.
    expect(Date.now() - since).toBeGreaterThanOrEqual(200)
  })

  it('with computers only, the table shows every hand, read-only, and plays on by itself', async () => {
    const game = fresh()
    game.start(twoPlayers({ computers: { 0: 'easy', 1: 'normal' } }))
    expect(game.watching).toBe(true)
    expect(game.viewer).toBeNull()
    expect(game.handOffTo).toBeNull()
    // Every hand, face up: the view is the whole game.
    expect(game.view).toBe(game.state)
    expect(game.view!.players[1].zones.hand).toHaveLength(7)
    expect(game.view!.players[1].zones.hand.every((id) => game.view!.objects[id].def !== 'hidden')).toBe(true)
    // Nobody touches it: the game goes on to its end.
    await until(() => game.ended, 20000)
    expect(game.log.some((l) => l.endsWith('wins the game'))).toBe(true)
  })

  it('undo goes back past the computer’s moves to the person’s last decision; it then decides the same again', async () => {
    const game = fresh()
    const session = useSessionStore()
    const hist = useHistoryStore()
    game.start(twoPlayers({ computers: { 1: 'normal' } }))
    game.act({ type: 'keep', player: 0 })
    await until(() => game.state!.pending.length === 0 && session.state === 'seated')
    // Ann passes until it is Ben's turn and back to her: the computer plays Ben's turn meanwhile.
    for (let i = 0; i < 60 && game.state!.turn < 2; i++) {
      if (session.state === 'seated' && game.state!.priority === 0) game.act({ type: 'pass', player: 0 })
      await tick()
    }
    await until(() => session.state === 'seated' && game.state!.priority === 0, 2000)
    const h = hist.history!
    const taken = h.actions.slice(0, h.cursor)
    const lastOfAnn = taken.findLastIndex((a: Action) => a.player === 0 && !(a as { auto?: boolean }).auto)
    const computerAfter = taken.slice(lastOfAnn + 1).filter((a) => a.player === 1)
    expect(computerAfter.length).toBeGreaterThan(0)
    game.undo()
    expect(hist.history!.cursor).toBe(lastOfAnn)
    // Ann's decision again, then the computer's, identical to the first time (same position, same seed).
    game.act(taken[lastOfAnn])
    await until(() => hist.history!.cursor >= taken.length && session.state === 'seated', 2000)
    expect(hist.history!.actions.slice(0, taken.length)).toEqual(taken)
  })

  it('saves record the computer’s seats and levels; loading resumes with the computer in them', async () => {
    const game = fresh()
    game.start(twoPlayers({ computers: { 1: 'hard' } }))
    const input = usePersistenceStore().saveInput()!
    expect(input.players.map((p) => p.computer)).toEqual([undefined, 'hard'])
    game.act({ type: 'keep', player: 0 })
    const saved = usePersistenceStore().saveInput()!
    const save = {
      format: 'hearthside-save',
      formatVersion: 2,
      appVersion: '0',
      meta: { gameId: saved.gameId, name: 'x', variant: 'normal', players: ['Ann', 'Ben'], savedAt: '' },
      variant: saved.variant,
      options: saved.options ?? {},
      players: saved.players,
      seed: saved.seed,
      cards: saved.cards,
      log: saved.log,
      ...(saved.start !== undefined ? { start: saved.start } : {}),
      snapshot: saved.snapshot,
    }
    const resumed = fresh()
    const session = useSessionStore()
    resumed.resume({
      id: 'x.json',
      path: '/x.json',
      save: save as never,
      state: expandState(saved.snapshot, saved.cards),
      source: 'verified',
      warnings: [],
      migratedFrom: null,
    })
    expect(resumed.computers).toEqual({ 1: 'hard' })
    // Ben's mulligan decision is the computer's again: it plays it, and Ann sits at the table without a cover.
    await until(() => resumed.state!.pending.length === 0 && session.state === 'seated', 3000)
    expect(resumed.viewer).toBe(0)
    // An old save (no computer field) resumes with people only.
    const old = fresh()
    old.resume({
      id: 'y.json',
      path: '/y.json',
      save: { ...save, players: save.players.map(({ computer: _, ...p }) => p) } as never,
      state: expandState(saved.snapshot, saved.cards),
      source: 'verified',
      warnings: [],
      migratedFrom: null,
    })
    expect(old.computers).toEqual({})
    expect(old.handOffTo).toBe(1)
  })

  it('a rematch from a save (the Load list) keeps the computer’s seats and levels', () => {
    const game = fresh()
    game.start(twoPlayers({ computers: { 1: 'hard' } }))
    const input = usePersistenceStore().saveInput()!
    const setup = rematchSetup({ ...input, options: input.options ?? {} } as never)!
    expect(setup.computers).toEqual({ 1: 'hard' })
    expect(setup.players.map((p) => p.name)).toEqual(['Ann', 'Ben'])
    const people = rematchSetup({ ...input, players: input.players.map(({ computer: _, ...p }) => p) } as never)!
    expect(people.computers).toEqual({})
  })

  it('a rematch keeps the computer’s seats', () => {
    const game = fresh()
    game.start(twoPlayers({ computers: { 0: 'easy' } }))
    game.rematch()
    expect(game.computers).toEqual({ 0: 'easy' })
    expect(usePersistenceStore().saveInput()!.players[0].computer).toBe('easy')
  })
})
