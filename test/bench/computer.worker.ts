// A worker thread of the computer bench: plays the games it is sent, one at a time, and answers each result
// (the same game player as `hearth ladder`'s pool; each variant's starter decks are compiled once per worker).
// Before its first timed game of a variant, a worker plays that variant's first two turns untimed: the card text's
// compiler is built on the first decision that plays a card forward (about 0.5 s of CPU once per thread), which is
// not a decision's cost and would otherwise be the figure's maximum.
import { parentPort } from 'node:worker_threads'
import { playOne, type GameAnswer, type GameTask } from '../../src-main/cli/gamePool'

export type { GameAnswer, GameTask }

const warmed = new Set<string>()

/** Two untimed turns of a Normal-against-Easy game in the variant (the compiler's build and the decks' compile). */
export function warmUp(variant: string): void {
  if (warmed.has(variant)) return
  warmed.add(variant)
  playOne({ id: -1, variant, seats: ['normal', 'easy'], seed: 99, game: 0, maxTurns: 2 })
}

parentPort!.on('message', (task: GameTask) => {
  warmUp(task.variant)
  parentPort!.postMessage(playOne(task))
})
