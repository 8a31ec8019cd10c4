// The deck parsing worker (worker_threads): one request, one answer (../work/offThread.ts). Built as
// out/main/deckWorker.js (electron.vite.config.ts); relative imports only, so it also runs from source under tsx.
import { serve } from '../work/serve'
import { parseDeckFile, type ParsedDeckFile } from './parse'

serve<{ bytes: Uint8Array; name: string; extension: string }, ParsedDeckFile>(
  (request) => parseDeckFile(request.bytes, request.name, request.extension),
  (request, error) => ({
    ok: false,
    message: `${request.name} could not be read: ${error instanceof Error ? error.message : String(error)}.`,
  }),
)
