// Checking an opened save's log against its saved position, off the main thread. Opening shows the saved position
// at once (service.ts: open); the log is replayed in a worker thread with a deadline (../work/offThread.ts), which
// tells its progress, and the outcome arrives as a SaveCheck. A check past its deadline, or a worker that stops,
// leaves the saved position standing, unchecked, and says so.
import type { WorkerOptions } from 'node:worker_threads'
import type { SaveCheck } from '../../src-shared/bridge'
import type { SaveWarning } from '../../src-shared/saves/format'
import { inWords, runOffThread } from '../work/offThread'

export type { SaveCheck }

export type CheckProgress = (done: number, total: number) => void
/** Checks the save file at `path`: replays its log and compares it with its snapshot. */
export type SaveChecker = (path: string, onProgress?: CheckProgress) => Promise<SaveCheck>

/** A check's answer from a loaded game (the full load of service.ts): the position the log reaches travels only
 *  when it is not the saved one, without its card table (the page adds the save's `cards`). */
export function checkOf(game: {
  source: 'verified' | 'log' | 'snapshot'
  state: unknown
  warnings: SaveWarning[]
  cards?: SaveCheck['cards']
}): SaveCheck {
  const differs = game.warnings.some((w) => w.code === 'snapshot-mismatch' || w.code === 'no-snapshot')
  let state: unknown
  if (differs && typeof game.state === 'object' && game.state !== null) {
    const { cards: _table, ...compact } = game.state as Record<string, unknown>
    state = compact
  }
  return {
    source: game.source,
    warnings: game.warnings,
    ...(state !== undefined && { state }),
    ...(game.cards && { cards: game.cards }),
  }
}

export function uncheckedBecause(message: string): SaveCheck {
  return { source: 'unchecked', warnings: [{ code: 'unchecked', message }] }
}

export interface SaveCheckerOptions {
  /** The built worker (out/main/engineWorker.js); absent or missing: `inProcess` checks. */
  workerFile?: string
  workerOptions?: WorkerOptions
  /** A check that has not ended by then is stopped: the saved position stands, unchecked. Default 60 s. */
  timeoutMs?: number
  /** The same check in process (tests, the CLI). */
  inProcess: SaveChecker
}

export const DEFAULT_CHECK_TIMEOUT_MS = 60_000

export function createSaveChecker(options: SaveCheckerOptions): SaveChecker {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS
  return (path, onProgress) =>
    runOffThread<{ task: 'check-save'; path: string }, SaveCheck>(
      { workerFile: options.workerFile, workerOptions: options.workerOptions, timeoutMs },
      {
        request: { task: 'check-save', path },
        onProgress: (p) => {
          const { done, total } = p as { done: number; total: number }
          onProgress?.(done, total)
        },
        inProcess: () => options.inProcess(path, onProgress),
        late: () =>
          uncheckedBecause(
            `The game log could not be checked within ${inWords(timeoutMs)}; the game goes on from its saved position, unchecked.`,
          ),
        broken: (error) =>
          uncheckedBecause(
            `The game log could not be checked (${error ? error.message : 'the checker stopped'}); the game goes on from its saved position, unchecked.`,
          ),
      },
    )
}
