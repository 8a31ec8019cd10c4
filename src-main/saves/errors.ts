// The one error the save layer throws: a code (SAVE_ERROR_CODES), a message naming the problem, and the file.
import type { SaveErrorCode, SaveProblem } from '../../src-shared/saves/format'

export class SaveError extends Error {
  override readonly name = 'SaveError'
  constructor(
    readonly code: SaveErrorCode,
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }

  toJSON(): SaveProblem {
    return { code: this.code, message: this.message, file: this.file }
  }
}

export function isSaveError(error: unknown): error is SaveError {
  return error instanceof SaveError
}

/** For the bridge: any error as a SaveProblem (errors that are not SaveErrors become 'unreadable'). */
export function toSaveProblem(error: unknown, file = ''): SaveProblem {
  if (error instanceof SaveError) return error.toJSON()
  return { code: 'unreadable', message: error instanceof Error ? error.message : String(error), file }
}

/** Maps a file-system error to a SaveError. */
export function fsError(error: unknown, file: string, doing: string): SaveError {
  const code = (error as NodeJS.ErrnoException)?.code
  const reason = error instanceof Error ? error.message : String(error)
  if (code === 'ENOENT')
    return new SaveError('not-found', file, `Cannot ${doing} "${file}": there is no such file.`, { cause: error })
  if (code === 'EISDIR')
    return new SaveError('unreadable', file, `Cannot ${doing} "${file}": it is a folder, not a save file.`, {
      cause: error,
    })
  if (code === 'EACCES' || code === 'EPERM')
    return new SaveError('unreadable', file, `Cannot ${doing} "${file}": permission denied.`, { cause: error })
  return new SaveError('unreadable', file, `Cannot ${doing} "${file}": ${reason}`, { cause: error })
}
