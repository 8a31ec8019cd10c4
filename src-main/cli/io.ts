// Output channels for the command-line tool, injectable so commands can be tested without a process; reading
// files given on the command line with bounds (src-main/fs/bounded.ts), and errors in words.
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describeFsError, FileReadError } from '../fs/bounded'

export { FileReadError, makeFolder, readBoundedFile } from '../fs/bounded'
export interface CliIo {
  out(text: string): void
  err(text: string): void
  /** Working directory for relative paths. */
  cwd: string
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.cwd(),
}

/** Collects output in memory (tests). */
export function memoryIo(cwd = process.cwd()): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    cwd,
    out(text: string) {
      io.stdout += text
    },
    err(text: string) {
      io.stderr += text
    },
  }
  return io
}

/** Reads `--flag value` options; returns the positional arguments and the options. */
export function parseArgs(
  args: string[],
  flags: string[],
  booleans: string[] = [],
): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = []
  const options: Record<string, string | true> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg.startsWith('--')) {
      const name = arg.slice(2)
      if (booleans.includes(name)) {
        options[name] = true
        continue
      }
      if (!flags.includes(name)) throw new Error(`unknown option "${arg}"`)
      const value = args[i + 1]
      if (value === undefined) throw new Error(`option "${arg}" needs a value`)
      options[name] = value
      i++
    } else positional.push(arg)
  }
  return { positional, options }
}

/** An error in words for the terminal: file-system errors name the file and the problem ("FILE is a folder"),
 *  never a bare ENOTDIR or EISDIR. */
export function describeError(error: unknown): string {
  if (error instanceof FileReadError) return error.message
  const e = error as NodeJS.ErrnoException | null
  if (e && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && typeof e.path === 'string')
    return describeFsError(error, e.path).message
  return error instanceof Error ? error.message : String(error)
}

/**
 * The card database folder given by `--db` (resolved against the working directory), checked: a path that is not a
 * folder is an error, a folder that does not exist is a warning on stderr (the bundled starter pool is used).
 * Returns undefined without --db.
 */
export async function databaseFolder(db: string | undefined, io: CliIo, command: string): Promise<string | undefined> {
  if (db === undefined) return undefined
  const dir = resolve(io.cwd, db)
  let info
  try {
    info = await stat(dir)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') {
      io.err(`hearth ${command}: warning: the --db folder ${dir} does not exist; using the bundled starter pool\n`)
      return dir
    }
    if (code === 'ENOTDIR') throw new Error(`--db must be a folder: a part of ${dir} is a file`)
    throw new Error(describeFsError(error, dir).message)
  }
  if (!info.isDirectory()) throw new Error(`--db must be a folder, and ${dir} is a file`)
  return dir
}
