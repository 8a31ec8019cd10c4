// The player's imported puzzles, kept by main in the user's data folder like decks: one file each
// (`<id>.puzzle.json`, the puzzle format of docs/puzzles.md), written atomically, deleted to the trash. A file is
// checked before it is kept (the format, then its start position must build); a bad one is refused with a message
// naming its problem, and a kept file that no longer reads is listed with its problem instead of hiding the others.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { WorkerOptions } from 'node:worker_threads'
import { inWords, runOffThread } from '../work/offThread'
import { parsePuzzle, type Puzzle } from '@shared/practice/puzzles'
import { isWindowsDeviceName } from '@shared/saves/names'
import { makeFolder, readBoundedFile } from '../fs/bounded'
import type { PuzzleListing } from '@shared/bridge'
import { BridgeFailure } from '../ipc/errors'
import { checkPuzzleText, MAX_PUZZLE_ZONE } from './check'
import { writeFileAtomic } from '../saves/atomic'
import { exists, folderTrash, type TrashFn } from '../saves/trash'

export const PUZZLE_SUFFIX = '.puzzle.json'
/** A puzzle file is small: a position and a few actions. */
export const MAX_PUZZLE_BYTES = 2 * 1024 * 1024
export { checkPuzzleText, MAX_PUZZLE_ZONE }

export interface PuzzleStoreOptions {
  dir: string
  /** The system trash in the app; default a `.trash` folder in `dir`. */
  trash?: TrashFn
  /** Checks a file's text (the app: in a worker thread with a deadline, createPuzzleChecker). Default: in process. */
  check?: PuzzleChecker
}

/** A puzzle file's text checked: the puzzle, or the problem in words. */
export type PuzzleChecker = (text: string) => Promise<{ ok: true; puzzle: Puzzle } | { ok: false; message: string }>

const inProcess: PuzzleChecker = async (text) => {
  try {
    return { ok: true, puzzle: checkPuzzleText(text) }
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) }
  }
}

export interface PuzzleCheckerOptions {
  /** The built worker (out/main/engineWorker.js); absent or missing: in process. */
  workerFile?: string
  workerOptions?: WorkerOptions
  /** A check that has not ended by then is stopped, and the file refused. Default 10 s. */
  timeoutMs?: number
}

/** Puzzle files are checked off the main process's event loop, in the engine's worker thread with a deadline
 *  (../work/offThread.ts), as deck files are: building a crowded start position can't stall the bridge. */
export function createPuzzleChecker(options: PuzzleCheckerOptions = {}): PuzzleChecker {
  const timeoutMs = options.timeoutMs ?? 10_000
  return (text) =>
    runOffThread<{ task: 'check-puzzle'; text: string }, Awaited<ReturnType<PuzzleChecker>>>(
      { workerFile: options.workerFile, workerOptions: options.workerOptions, timeoutMs },
      {
        request: { task: 'check-puzzle', text },
        inProcess: () => inProcess(text),
        late: () => ({
          ok: false,
          message: `it took more than ${inWords(timeoutMs)} to check: a puzzle is a small position`,
        }),
        // The worker could not start (its script can't be loaded): zones are capped, so checking in process is slower
        // for the event loop, never unbounded.
        broken: (error) => (error ? inProcess(text) : { ok: false, message: 'its check stopped before it ended' }),
      },
    )
}

/** A puzzle's file name in the folder: its id, made safe. */
export function puzzleFileId(id: string): string {
  const slug = id
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  const made = slug || 'puzzle'
  return isWindowsDeviceName(made) ? `${made}-puzzle` : made
}

export type PuzzleStore = ReturnType<typeof createPuzzleStore>

export function createPuzzleStore(options: PuzzleStoreOptions) {
  const { dir } = options
  const check = options.check ?? inProcess
  const trash = options.trash ?? folderTrash(dir)
  const fileOf = (id: string) => join(dir, puzzleFileId(id) + PUZZLE_SUFFIX)

  return {
    dir,
    async list(): Promise<PuzzleListing> {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch {
        return { puzzles: [], problems: [] }
      }
      const listing: PuzzleListing = { puzzles: [], problems: [] }
      for (const name of names.filter((n) => n.endsWith(PUZZLE_SUFFIX) && !n.startsWith('.')).sort()) {
        try {
          // Bounded: a pipe or a link to a device named like a puzzle is listed as a problem, at once.
          const bytes = await readBoundedFile(join(dir, name), { maxBytes: MAX_PUZZLE_BYTES, what: 'a puzzle' })
          listing.puzzles.push(parsePuzzle(new TextDecoder().decode(bytes)))
        } catch (e) {
          listing.problems.push({ file: name, message: e instanceof Error ? e.message : String(e) })
        }
      }
      return listing
    },
    /** Checks the file's text and keeps it (a puzzle with the same id is replaced; one whose id only maps to the
     *  same file name, "A b" and "a-b", is refused rather than replace the other). */
    async import(name: string, text: string): Promise<Puzzle> {
      if (text.length > MAX_PUZZLE_BYTES)
        throw new BridgeFailure('corrupt', `${name}: too big to be a puzzle (at most ${MAX_PUZZLE_BYTES / 1048576} MB)`)
      const checked = await check(text)
      if (!checked.ok) throw new BridgeFailure('corrupt', `${name}: ${checked.message}`)
      const puzzle = checked.puzzle
      const file = fileOf(puzzle.id)
      if (await exists(file)) {
        let kept: string | null = null
        try {
          kept = parsePuzzle(
            new TextDecoder().decode(await readBoundedFile(file, { maxBytes: MAX_PUZZLE_BYTES, what: 'a puzzle' })),
          ).id
        } catch {
          kept = null // a damaged kept file is replaced by the new one with its name
        }
        if (kept !== null && kept !== puzzle.id)
          throw new BridgeFailure(
            'invalid-input',
            `${name}: its id "${puzzle.id}" is kept under the same file name as the imported puzzle "${kept}"; give it another id`,
          )
      }
      try {
        await makeFolder(dir)
      } catch (e) {
        throw new BridgeFailure('io', `The puzzles folder can't be used: ${(e as Error).message}.`)
      }
      await writeFileAtomic(file, JSON.stringify(puzzle, null, 2) + '\n', { backup: false })
      return puzzle
    },
    /** To the trash, never erased. */
    async delete(id: string): Promise<void> {
      const file = fileOf(id)
      if (!(await exists(file))) throw new BridgeFailure('not-found', `There is no imported puzzle "${id}".`)
      await trash(file)
    },
  }
}
