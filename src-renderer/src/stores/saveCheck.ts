// A resumed game opens at its saved position at once; this store follows what comes after: main checks its log
// against that position in a worker thread (saves.verify, with progress), and the page rebuilds the game's history
// from the log in slices (stores/history.ts: rebuild) so undo, the log's lines and the life chart come back.
// The outcome updates the save's status: verified, gone on from the position its log reaches, the saved position
// standing (the log does not replay), or unchecked (the check ran out of time). Nothing here writes the save.
import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { LoadedSave, SaveCheck, SaveDocument } from '@shared/bridge'
import type { GameState } from '@shared/engine'
import { expandState, gameOrigin, initialStateOf } from '@shared/engine/codec'
import { bridge } from '../bridge'
import { useHistoryStore } from './history'
import { usePersistenceStore } from './persistence'

export type SaveCheckStatus =
  | { phase: 'checking'; done: number; total: number }
  | { phase: 'rebuilding'; done: number; total: number }
  | { phase: 'done'; source: SaveCheck['source']; message: string }

/** The save's status in words, for the table's status line. */
export function statusText(status: SaveCheckStatus | null): string {
  if (!status) return ''
  if (status.phase === 'done') return status.message
  const percent = status.total ? Math.floor((100 * status.done) / status.total) : 0
  return status.phase === 'checking'
    ? `Checking the game log against the saved position… ${percent}%`
    : `Preparing undo and the game log… ${percent}%`
}

const VERIFIED = 'The game log was checked: it reaches the saved position.'

export const useSaveCheckStore = defineStore('saveCheck', () => {
  const hist = useHistoryStore()
  const persist = usePersistenceStore()
  const status = shallowRef<SaveCheckStatus | null>(null)
  let run = 0

  /** Another game began, or the table was left: what is under way stops mattering. */
  function stop(): void {
    run++
    status.value = null
  }

  /**
   * Follows an opened save's check and rebuilds its history. `initial` is the position its log starts from (null:
   * the log can't be replayed here, undo stops at the loaded position); `moved` is called when the position the
   * game goes on from was replaced before anything was played (the log reaches another one).
   */
  async function follow(loaded: LoadedSave, initial: GameState | null, moved: () => void): Promise<void> {
    const mine = ++run
    const doc = loaded.save
    const total = doc.log.length
    status.value = { phase: 'checking', done: 0, total }
    const unlisten = bridge().on('saves:verify-progress', (p) => {
      if (mine === run && p.checking === loaded.checking) status.value = { phase: 'checking', done: p.done, total }
    })
    let check: SaveCheck
    try {
      const result = await bridge().saves.verify({ checking: loaded.checking! })
      check = result.ok
        ? result.value
        : { source: 'unchecked', warnings: [{ code: 'unchecked', message: result.error.message }] }
    } finally {
      unlisten()
    }
    if (mine !== run) return
    // The card text the game was played with (older saves): its start and position are read with it.
    const played: SaveDocument = check.cards ? { ...doc, cards: check.cards } : doc
    let start = initial
    if (check.cards) {
      try {
        start = initialStateOf(played)
      } catch {
        start = null
      }
    }
    const said = check.warnings.map((w) => w.message).join(' ')
    let message = check.source === 'verified' ? VERIFIED : said || VERIFIED
    let position: GameState | null = hist.history?.state ?? null
    if (check.state !== undefined || check.cards) {
      const reached = check.state !== undefined ? expandState(check.state, played.cards) : null
      const table = Object.fromEntries(played.cards.map((c) => [c.id, c]))
      const next = reached ?? (position ? { ...position, cards: table } : null)
      if (next && hist.replaceLoaded(next)) {
        position = next
        if (reached) moved()
      } else if (reached) {
        message = `${said} The game had gone on from the saved position meanwhile, and goes on from there.`
        start = null
      }
    }
    if (start && check.source !== 'snapshot') {
      status.value = { phase: 'rebuilding', done: 0, total }
      const outcome = await hist.rebuild(start, (done) => {
        if (mine === run) status.value = { phase: 'rebuilding', done, total }
      })
      if (outcome === 'stopped' || mine !== run) return
      if (outcome === 'done' && check.cards) {
        const origin = gameOrigin(played)
        persist.origin = {
          ...(origin.setup && { setup: origin.setup }),
          ...(origin.initialState && { initialState: origin.initialState }),
        }
      }
      if (outcome === 'failed') rebase()
    } else rebase()
    status.value = { phase: 'done', source: check.source, message }
  }

  /** Undo stops at the loaded position, and saves replay from it. */
  function rebase(): void {
    const at = hist.rebase()
    if (at) persist.origin = { initialState: at }
  }

  return { status, follow, stop }
})
