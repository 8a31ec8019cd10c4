// The engine's worker thread (./offThread.ts): work the rules engine does on a file a person opens, off the main
// process's event loop and within the caller's deadline. Checking an opened save's log (../saves/check.ts) and
// checking a puzzle file before it is kept (../puzzles/check.ts). Built as out/main/engineWorker.js
// (electron.vite.config.ts); relative imports only, so it also runs from source under tsx.
import { dirname } from 'node:path'
import '../../src-shared/variants'
import { engineCodec } from '../../src-shared/engine/codec'
import { checkOf, uncheckedBecause, type SaveCheck } from '../saves/check'
import { createSaveService } from '../saves/service'
import { checkPuzzleText } from '../puzzles/check'
import type { Puzzle } from '../../src-shared/practice/puzzles'
import { serve } from './serve'

export type EngineRequest = { task: 'check-save'; path: string } | { task: 'check-puzzle'; text: string }
export type PuzzleCheck = { ok: true; puzzle: Puzzle } | { ok: false; message: string }

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

serve<EngineRequest, SaveCheck | PuzzleCheck>(
  async (request, progress) => {
    if (request.task === 'check-save') {
      const saves = createSaveService({ dir: dirname(request.path), appVersion: '', codec: engineCodec })
      try {
        return checkOf(await saves.loadFile(request.path, { onProgress: (done, total) => progress({ done, total }) }))
      } catch (error) {
        return uncheckedBecause(`The game log could not be checked: ${reason(error)}`)
      }
    }
    try {
      return { ok: true, puzzle: checkPuzzleText(request.text) }
    } catch (error) {
      return { ok: false, message: reason(error) }
    }
  },
  (request, error) =>
    request.task === 'check-save'
      ? uncheckedBecause(`The game log could not be checked: ${reason(error)}`)
      : { ok: false, message: reason(error) },
)
