// The deck parsing worker (worker_threads): one request, one answer. Built as out/main/deckWorker.js
// (electron.vite.config.ts); relative imports only, so it also runs from source under tsx.
import { parentPort } from 'node:worker_threads'
import { parseDeckFile } from './parse'

parentPort?.on('message', (request: { bytes: Uint8Array; name: string; extension: string }) => {
  try {
    parentPort!.postMessage(parseDeckFile(request.bytes, request.name, request.extension))
  } catch (error) {
    parentPort!.postMessage({
      ok: false,
      message: `${request.name} could not be read: ${error instanceof Error ? error.message : String(error)}.`,
    })
  }
})
