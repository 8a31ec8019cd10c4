// The player's imported puzzles, kept by main in the user's data folder like decks: one file each
// (`<id>.puzzle.json`, the puzzle format of docs/puzzles.md), written atomically, deleted to the trash. A file is
// checked before it is kept (the format, then its start position must build); a bad one is refused with a message
// naming its problem, and a kept file that no longer reads is listed with its problem instead of hiding the others.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
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
      let puzzle: Puzzle
      try {
        puzzle = checkPuzzleText(text)
      } catch (e) {
        throw new BridgeFailure('corrupt', `${name}: ${e instanceof Error ? e.message : String(e)}`)
      }
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
