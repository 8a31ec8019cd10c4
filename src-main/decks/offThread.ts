// Deck files are parsed off the main process's event loop, in a worker thread with a deadline (../work/offThread.ts),
// so no file can stall the bridge (IPC) however it is made. Without a worker file (tests, the CLI run from source)
// the same parser runs in process: the readers are linear, so this is a fallback, not a risk.
import type { WorkerOptions } from 'node:worker_threads'
import { runOffThread } from '../work/offThread'
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
  const { timeoutMs = 10_000 } = options
  return (bytes, name, extension) =>
    runOffThread<{ bytes: Uint8Array; name: string; extension: string }, ParsedDeckFile>(
      { workerFile: options.workerFile, workerOptions: options.workerOptions, timeoutMs },
      {
        request: { bytes, name, extension },
        inProcess: () => parseDeckFile(bytes, name, extension),
        late: () => ({ ok: false, message: `${name} took too long to read: it is not a deck list.` }),
        // The worker could not run (e.g. its script can't be loaded where the app is packed): the readers are
        // linear, so reading in process is slower for the event loop, never unbounded.
        broken: (error) => {
          if (!error) return { ok: false, message: `${name} could not be read (the reader stopped).` }
          try {
            return parseDeckFile(bytes, name, extension)
          } catch (failure) {
            return { ok: false, message: `${name} could not be read: ${(failure as Error).message}.` }
          }
        },
      },
    )
}
