// Deck files are parsed off the main process's event loop, in a worker thread, so no file can stall the bridge
// (IPC) however it is made; a worker that takes too long is ended. Without a worker file (tests, the CLI run from
// source) the same parser runs in process: the readers are linear, so this is a fallback, not a risk.
import { existsSync } from 'node:fs'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import { parseDeckFile, type ParsedDeckFile } from './parse'

export type DeckFileParser = (bytes: Uint8Array, name: string, extension: string) => Promise<ParsedDeckFile>

export interface DeckParserOptions {
  /** The built worker script (out/main/deckWorker.js); absent or missing: parse in process. */
  workerFile?: string
  /** Options for the Worker (tests run the TypeScript source with `execArgv: ['--require', 'tsx/cjs']`). */
  workerOptions?: WorkerOptions
  /** A worker that has not answered by then is ended. Default 10 s. */
  timeoutMs?: number
}

export function createDeckParser(options: DeckParserOptions = {}): DeckFileParser {
  const { workerFile, timeoutMs = 10_000 } = options
  if (!workerFile || !existsSync(workerFile))
    return async (bytes, name, extension) => parseDeckFile(bytes, name, extension)
  return (bytes, name, extension) =>
    new Promise<ParsedDeckFile>((resolve) => {
      const worker = new Worker(workerFile, options.workerOptions)
      let settled = false
      const finish = (result: ParsedDeckFile) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        void worker.terminate()
        resolve(result)
      }
      const timer = setTimeout(
        () => finish({ ok: false, message: `${name} took too long to read: it is not a deck list.` }),
        timeoutMs,
      )
      worker.once('message', (result: ParsedDeckFile) => finish(result))
      // The worker could not run (e.g. its script can't be loaded where the app is packed): the readers are linear,
      // so reading in process is slower for the event loop, never unbounded.
      worker.once('error', () => {
        if (settled) return
        try {
          finish(parseDeckFile(bytes, name, extension))
        } catch (error) {
          finish({ ok: false, message: `${name} could not be read: ${(error as Error).message}.` })
        }
      })
      worker.once('exit', () => finish({ ok: false, message: `${name} could not be read (the reader stopped).` }))
      worker.postMessage({ bytes, name, extension })
    })
}
