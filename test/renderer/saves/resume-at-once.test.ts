// A save opened while main checks its log: the game goes on at its saved position at once (nothing replayed before
// the board), the check's progress and outcome show in the save's status, and the history is rebuilt from the log in
// slices afterwards (undo waits for it). A log that reaches another position, or none, is followed as the check says.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { success, type SaveCheck } from '@shared/bridge'
import { compactState, type GameState } from '@shared/engine'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useHistoryStore } from '../../../src-renderer/src/stores/history'
import { usePersistenceStore } from '../../../src-renderer/src/stores/persistence'
import { statusText, useSaveCheckStore } from '../../../src-renderer/src/stores/saveCheck'
import { fakeBridge, install, type FakeBridge } from '../fake-bridge'
import { playedGame } from './fixtures'

const TICKET = '0f8fad5b-d9cb-469f-a165-70867728950e'
const game = playedGame(400, 5)

let answer: (check: SaveCheck) => void
let fake: FakeBridge
beforeEach(() => {
  setActivePinia(createPinia())
  fake = install(
    fakeBridge({
      'saves:verify': () => new Promise((resolve) => (answer = (check) => resolve(success(check)))),
      'saves:autosave': () => success({ id: 'friday.auto-1.json' }),
    }),
  )
})
afterEach(() => {
  delete window.hearth
})

/** The game as main opens it: the saved position (compact) and the ticket of its check. */
function opened(snapshot: GameState = game.state) {
  return { ...game.loaded, source: 'snapshot' as const, state: compactState(snapshot), checking: TICKET }
}

const settled = () => useSaveCheckStore().status?.phase === 'done'
async function until(done: () => boolean, turns = 2000): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0))
  expect(done()).toBe(true)
}

describe('resuming a save while its log is checked', () => {
  it('shows the saved position at once, the check’s progress, then rebuilds the history: undo and the log come back', async () => {
    const store = useGameStore()
    const hist = useHistoryStore()
    store.resume(opened())
    // At once: the saved position, nothing replayed (one snapshot, no log lines), undo waiting.
    expect(store.state?.actionCount).toBe(400)
    expect(hist.history?.snapshots).toHaveLength(1)
    expect(hist.history?.lines.every((l) => l.length === 0)).toBe(true)
    expect(store.undoable).toBe(false)
    expect(fake.calls.map((c) => c.channel)).toContain('saves:verify')
    fake.emit('saves:verify-progress', { checking: TICKET, done: 250, total: 400 })
    expect(statusText(useSaveCheckStore().status)).toBe('Checking the game log against the saved position… 62%')
    answer({ source: 'verified', warnings: [] })
    await until(settled)
    expect(useSaveCheckStore().status).toMatchObject({ source: 'verified', message: /reaches the saved position/ })
    expect(hist.history?.snapshots).toHaveLength(9) // every 50 actions
    expect(hist.history?.lines.some((l) => l.length > 0)).toBe(true)
    expect(store.undoable).toBe(true)
    expect(store.state).toBe(hist.history!.state)
    // The save written next replays from the game's start, with the whole log.
    expect(usePersistenceStore().saveInput()?.log).toHaveLength(400)
  })

  it('a log that reaches another position: the game goes on from it, and the status says why', async () => {
    const store = useGameStore()
    const damaged = structuredClone(game.state)
    damaged.players[0].life += 3
    store.resume(opened(damaged))
    expect(store.state?.players[0].life).toBe(damaged.players[0].life)
    answer({
      source: 'log',
      warnings: [{ code: 'snapshot-mismatch', message: 'The saved position does not match the game log.' }],
      state: compactState(game.state),
    })
    await until(settled)
    expect(store.state?.players[0].life).toBe(game.state.players[0].life)
    expect(useSaveCheckStore().status).toMatchObject({ source: 'log', message: /does not match the game log/ })
    expect(store.undoable).toBe(true)
  })

  it('a log that does not replay: the saved position stands, undo stops there, and saves replay from it', async () => {
    const store = useGameStore()
    store.resume(opened())
    answer({
      source: 'snapshot',
      warnings: [{ code: 'replay-failed', message: 'The game log could not be replayed.' }],
    })
    await until(settled)
    expect(store.state?.actionCount).toBe(400)
    expect(store.undoable).toBe(false)
    const input = usePersistenceStore().saveInput()!
    expect(input.log).toEqual([])
    expect(input.initial).toMatchObject({ actionCount: 400 })
  })

  it('leaving the game stops what is under way: nothing arrives late into the next game', async () => {
    const store = useGameStore()
    store.resume(opened())
    store.quit()
    answer({ source: 'verified', warnings: [] })
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useSaveCheckStore().status).toBeNull()
    expect(useHistoryStore().history).toBeNull()
  })
})
