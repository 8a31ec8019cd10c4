// A worker thread of the computer bench: plays the games it is sent, one at a time, and answers each result
// (the same game player as `hearth ladder`'s pool; each variant's starter decks are compiled once per worker).
import { parentPort } from 'node:worker_threads'
import { playOne, type GameAnswer, type GameTask } from '../../src-main/cli/gamePool'

export type { GameAnswer, GameTask }

parentPort!.on('message', (task: GameTask) => parentPort!.postMessage(playOne(task)))
