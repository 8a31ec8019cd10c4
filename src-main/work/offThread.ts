// Work that input decides the size of runs off the main process's event loop, in a worker thread with a deadline,
// so no file can stall the bridge (IPC) however it is made: a worker that takes too long is ended and the caller
// gets a clear answer instead. One request, one answer; a worker may send progress before it answers.
// Worker protocol: the worker posts `{ progress }` any number of times, then `{ done }` once (./serve.ts).
import { existsSync } from 'node:fs'
import { Worker, type WorkerOptions } from 'node:worker_threads'

export interface OffThreadOptions {
  /** The built worker script (e.g. out/main/deckWorker.js); absent or missing: `inProcess` runs instead. */
  workerFile?: string
  /** Options for the Worker (tests run the TypeScript source with `execArgv: ['--require', 'tsx/cjs']`). */
  workerOptions?: WorkerOptions
  /** A worker that has not answered by then is ended. */
  timeoutMs: number
}

export interface OffThreadTask<Request, Result> {
  request: Request
  /** The answer when the worker is past its deadline (it has been ended). */
  late: () => Result
  /** The answer when the worker stops without answering, or cannot start (null: it could not start). */
  broken: (error: Error | null) => Result | Promise<Result>
  /** Without a worker file (tests, the CLI from source): the same work in process. */
  inProcess: (onProgress?: (progress: unknown) => void) => Result | Promise<Result>
  onProgress?: (progress: unknown) => void
}

/** A deadline in words: "10 s", "250 ms". */
export const inWords = (ms: number): string => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`)

/** Runs one task in a new worker (or in process without a worker file), within the deadline. Never rejects unless
 *  the task's own answers throw. */
export function runOffThread<Request, Result>(
  options: OffThreadOptions,
  task: OffThreadTask<Request, Result>,
): Promise<Result> {
  const { workerFile, timeoutMs } = options
  if (!workerFile || !existsSync(workerFile)) return Promise.resolve().then(() => task.inProcess(task.onProgress))
  return new Promise<Result>((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(workerFile, options.workerOptions)
    } catch (error) {
      Promise.resolve(task.broken(error as Error)).then(resolve, reject)
      return
    }
    let settled = false
    const finish = (answer: () => Result | Promise<Result>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      Promise.resolve().then(answer).then(resolve, reject)
    }
    const timer = setTimeout(() => finish(task.late), timeoutMs)
    worker.on('message', (message: { progress?: unknown; done?: Result }) => {
      if (message && 'progress' in message) {
        if (!settled) task.onProgress?.(message.progress)
      } else finish(() => (message as { done: Result }).done)
    })
    worker.once('error', (error) => finish(() => task.broken(error)))
    worker.once('exit', () => finish(() => task.broken(null)))
    worker.postMessage(task.request)
  })
}
