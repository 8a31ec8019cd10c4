// The player's imported puzzles, kept by main in the user's data folder like decks: one file each
// (`<id>.puzzle.json`, the puzzle format of docs/puzzles.md), written atomically, deleted to the trash. A file is
// checked before it is kept (the format, then its start position must build); a bad one is refused with a message
// naming its problem, and a kept file that no longer reads is listed with its problem instead of hiding the others.
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { parsePuzzle, playPuzzle, type Puzzle } from '@shared/practice/puzzles'
import type { PuzzleListing } from '@shared/bridge'
import { BridgeFailure } from '../ipc/errors'
import { writeFileAtomic } from '../saves/atomic'
import { exists, folderTrash, type TrashFn } from '../saves/trash'

export const PUZZLE_SUFFIX = '.puzzle.json'

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
  return slug || 'puzzle'
}

/** Reads and checks a puzzle file's text: its format, then its start position. Throws naming the problem. */
export function checkPuzzleText(text: string): Puzzle {
  const puzzle = parsePuzzle(text)
  playPuzzle(puzzle, starterPool(), [])
  return puzzle
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
          listing.puzzles.push(parsePuzzle(await readFile(join(dir, name), 'utf8')))
        } catch (e) {
          listing.problems.push({ file: name, message: e instanceof Error ? e.message : String(e) })
        }
      }
      return listing
    },
    /** Checks the file's text and keeps it (a puzzle with the same id is replaced). */
    async import(name: string, text: string): Promise<Puzzle> {
      let puzzle: Puzzle
      try {
        puzzle = checkPuzzleText(text)
      } catch (e) {
        throw new BridgeFailure('corrupt', `${name}: ${e instanceof Error ? e.message : String(e)}`)
      }
      await mkdir(dir, { recursive: true })
      await writeFileAtomic(fileOf(puzzle.id), JSON.stringify(puzzle, null, 2) + '\n', { backup: false })
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
