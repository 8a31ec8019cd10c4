// The card-text compiling worker (worker_threads): compiles the faces it is sent into their ability trees (JSON),
// for the card database to store at import. Built as out/main/cardsWorker.js (electron.vite.config.ts); relative
// imports only, so it also runs from source under tsx.
import { parentPort } from 'node:worker_threads'
import { compileFaceJson, type CompileRequest } from './compileAbilities'

parentPort?.on('message', (request: CompileRequest) => {
  try {
    parentPort!.postMessage({ ok: true, ...compileFaceJson(request) })
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) })
  }
})
