// The message protocol between the table and the computer's Web Worker: the table posts the real game and the
// seat; the worker answers with the decision, computed from that seat's view only (computerAction). Typed, plain
// data (structured-clone safe), one answer per request id.
import type { GameState, PlayerIndex } from '../engine/types'
import { computerAction } from './index'
import { HARD_CAP_MS } from './search'
import type { ComputerOptions, Decision } from './types'

export interface ThinkRequest {
  type: 'think'
  id: number
  state: GameState
  player: PlayerIndex
  options: ComputerOptions
}

export type ThinkReply =
  { type: 'decision'; id: number; decision: Decision } | { type: 'error'; id: number; message: string }

/** The worker's side: one request, one reply (never throws). */
export function handleThink(request: ThinkRequest): ThinkReply {
  try {
    return {
      type: 'decision',
      id: request.id,
      decision: computerAction(request.state, request.player, request.options),
    }
  } catch (error) {
    return { type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }
  }
}

/** The minimal worker surface the client needs (a Web Worker, or a stand-in in tests). */
export interface WorkerLike {
  postMessage(message: ThinkRequest): void
  onmessage: ((event: { data: ThinkReply }) => void) | null
  terminate(): void
}

/** The table's side: ask the worker to think; answers are matched to requests by id. */
export function computerClient(worker: WorkerLike) {
  let next = 1
  const waiting = new Map<number, { resolve: (d: Decision) => void; reject: (e: Error) => void }>()
  worker.onmessage = (event) => {
    const reply = event.data
    const w = waiting.get(reply.id)
    if (!w) return
    waiting.delete(reply.id)
    if (reply.type === 'decision') w.resolve(reply.decision)
    else w.reject(new Error(reply.message))
  }
  return {
    think(state: GameState, player: PlayerIndex, options: ComputerOptions): Promise<Decision> {
      const id = next++
      return new Promise<Decision>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        // A person waits at the table: Hard's wall-clock safety net applies here.
        worker.postMessage({ type: 'think', id, state, player, options: { timeCapMs: HARD_CAP_MS, ...options } })
      })
    },
    /** Stops the worker; pending answers are refused (undo or leaving the table while it thinks). */
    dispose(): void {
      for (const w of waiting.values()) w.reject(new Error('the computer stopped thinking'))
      waiting.clear()
      worker.terminate()
    },
  }
}
