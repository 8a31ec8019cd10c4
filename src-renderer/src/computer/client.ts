// The table's handle on the computer's Web Worker: think(state, player, options) → the decision.
import { computerClient, type WorkerLike } from '@shared/computer/protocol'

export function startComputer() {
  const worker = new Worker(new URL('./computer.worker.ts', import.meta.url), { type: 'module' })
  return computerClient(worker as unknown as WorkerLike)
}
