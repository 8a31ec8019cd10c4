// The worker side of ./offThread.ts: answers one request with `{ done }`, sending `{ progress }` meanwhile.
import { parentPort } from 'node:worker_threads'

export function serve<Request, Result>(
  handle: (request: Request, progress: (value: unknown) => void) => Result | Promise<Result>,
  failed: (request: Request, error: unknown) => Result,
): void {
  parentPort?.on('message', async (request: Request) => {
    const progress = (value: unknown) => parentPort!.postMessage({ progress: value })
    let done: Result
    try {
      done = await handle(request, progress)
    } catch (error) {
      done = failed(request, error)
    }
    parentPort!.postMessage({ done })
  })
}
