// Reading files from outside with bounds: only regular files (a device such as /dev/zero, a pipe or a socket never
// ends, or never answers), at most a given size however the file grows while it is read; and creating folders one
// level at a time (Node's recursive mkdir never settles on some file systems, e.g. under /proc).
import { constants } from 'node:fs'
import { mkdir, open, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

export type FileProblem = 'not-found' | 'folder' | 'not-a-file' | 'too-large' | 'unreadable' | 'timeout'

export class FileReadError extends Error {
  override readonly name = 'FileReadError'
  constructor(
    readonly problem: FileProblem,
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException)?.code

const size = (bytes: number) =>
  bytes >= 1048576 ? `${Math.round(bytes / 1048576)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** A file-system error in words: "FILE is a folder", "FILE: no such file", … (never a bare ENOTDIR). */
export function describeFsError(error: unknown, file: string): FileReadError {
  if (error instanceof FileReadError) return error
  const code = errno(error)
  switch (code) {
    case 'ENOENT':
      return new FileReadError('not-found', file, `${file}: no such file`, { cause: error })
    case 'ENOTDIR':
      return new FileReadError('not-found', file, `${file}: a part of the path is a file, not a folder`, {
        cause: error,
      })
    case 'EISDIR':
      return new FileReadError('folder', file, `${file} is a folder, not a file`, { cause: error })
    case 'EACCES':
    case 'EPERM':
      return new FileReadError('unreadable', file, `${file}: permission denied`, { cause: error })
    case 'ELOOP':
      return new FileReadError('unreadable', file, `${file}: too many symbolic links`, { cause: error })
    case 'ENAMETOOLONG':
      return new FileReadError('unreadable', file, `${file}: the name is too long`, { cause: error })
    default:
      return new FileReadError(
        'unreadable',
        file,
        `${file} can't be read: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
  }
}

export interface BoundedReadOptions {
  /** The largest file accepted, in bytes. */
  maxBytes: number
  /** What the file should be, for messages ("a deck list", "a save"). */
  what?: string
}

/** Reads a regular file of at most `maxBytes`. Throws FileReadError naming the problem. */
export async function readBoundedFile(path: string, options: BoundedReadOptions): Promise<Buffer> {
  const what = options.what ? ` ${options.what}` : ''
  let info
  try {
    info = await stat(path)
  } catch (error) {
    throw describeFsError(error, path)
  }
  if (info.isDirectory()) throw new FileReadError('folder', path, `${path} is a folder, not${what || ' a file'}`)
  if (!info.isFile())
    throw new FileReadError(
      'not-a-file',
      path,
      `${path} is not a regular file (a device, a pipe or a socket)${what ? `, so not${what}` : ''}`,
    )
  if (info.size > options.maxBytes) throw tooLarge(path, info.size, options)
  let handle
  try {
    // O_NONBLOCK: if the path became a pipe since the check, opening it doesn't wait for a writer.
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (error) {
    throw describeFsError(error, path)
  }
  try {
    const opened = await handle.stat()
    if (!opened.isFile())
      throw new FileReadError('not-a-file', path, `${path} is not a regular file (a device, a pipe or a socket)`)
    // Read at most one byte more than allowed: a file that grew past the limit is refused, never read in full.
    const limit = options.maxBytes + 1
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(1 << 20, limit - total))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      chunks.push(buffer.subarray(0, bytesRead))
      total += bytesRead
      if (total >= limit) throw tooLarge(path, total, options, true)
    }
    return Buffer.concat(chunks, total)
  } catch (error) {
    throw describeFsError(error, path)
  } finally {
    await handle.close().catch(() => {})
  }
}

function tooLarge(path: string, bytes: number, options: BoundedReadOptions, atLeast = false): FileReadError {
  return new FileReadError(
    'too-large',
    path,
    `${path} is ${atLeast ? 'more than ' : ''}${size(bytes)}: too big to be${options.what ? ` ${options.what}` : ' read'} (at most ${size(options.maxBytes)})`,
  )
}

/** Creates `dir` and its missing parents, one level at a time, giving up after `timeoutMs`. */
export async function makeFolder(dir: string, timeoutMs = 10_000): Promise<void> {
  const target = resolve(dir)
  const missing: string[] = []
  const deadline = Date.now() + timeoutMs
  let at = target
  for (let depth = 0; ; depth++) {
    if (depth > 128 || Date.now() > deadline)
      throw new FileReadError('timeout', target, `could not create the folder ${target} (it took too long)`)
    let info
    try {
      info = await stat(at)
    } catch (error) {
      if (errno(error) !== 'ENOENT') throw describeFolderError(error, at)
      missing.push(at)
      const parent = dirname(at)
      if (parent === at) throw describeFolderError(error, at)
      at = parent
      continue
    }
    if (!info.isDirectory())
      throw new FileReadError('not-a-file', at, `could not create the folder ${target}: ${at} is a file, not a folder`)
    break
  }
  for (const level of missing.reverse()) {
    if (Date.now() > deadline)
      throw new FileReadError('timeout', target, `could not create the folder ${target} (it took too long)`)
    try {
      await mkdir(level)
    } catch (error) {
      if (errno(error) === 'EEXIST') {
        const info = await stat(level).catch(() => null)
        if (info?.isDirectory()) continue
        throw new FileReadError('not-a-file', level, `could not create the folder ${target}: ${level} is a file`)
      }
      throw describeFolderError(error, level)
    }
  }
}

function describeFolderError(error: unknown, at: string): FileReadError {
  const code = errno(error)
  const why =
    code === 'ENOENT'
      ? `${at} can't be created there`
      : code === 'EACCES' || code === 'EPERM'
        ? `permission denied at ${at}`
        : code === 'EROFS'
          ? `${at} is on a read-only disk`
          : code === 'ENOTDIR'
            ? `a part of ${at} is a file, not a folder`
            : error instanceof Error
              ? error.message
              : String(error)
  return new FileReadError('unreadable', at, `could not create the folder: ${why}`, { cause: error })
}
