// A worker thread of `hearth ladder` (and its bench figure): plays the games it is sent, one at a time, on the
// variant's starter decks, and answers each result. Each variant's decks are compiled once per worker.
import { parentPort } from 'node:worker_threads'
import { playOne, type GameTask } from './gamePool'

parentPort!.on('message', (task: GameTask) => parentPort!.postMessage(playOne(task)))
