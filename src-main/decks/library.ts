// The deck library: the player's own decks, one versioned JSON file per deck in the user's data folder
// (docs/decks.md), written atomically like saves, deleted to the trash, imported from and exported to every deck
// format we read (plain text, MTGO .dec, MTG Arena, Cockatrice .cod, Forge .dck).
import { randomBytes } from 'node:crypto'
import { link, readdir, rename, unlink, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import {
  distinctName,
  MAX_DECK_CARDS,
  MAX_DECK_FILE_BYTES,
  parseDeckList,
  writeDeckList,
  type DeckFormat,
} from '@shared/cards/decklist'
import { isWindowsDeviceName, nameProblem } from '@shared/saves/names'
import {
  decodeLibraryDeck,
  deckListOf,
  encodeLibraryDeck,
  LIBRARY_DECK_FORMAT,
  LIBRARY_DECK_VERSION,
  libraryCardsOf,
  slugOf,
  type LibraryDeck,
} from '@shared/cards/decklist/library'
import { starterDecks } from '@shared/cards/starter'
import { describeFsError, makeFolder, readBoundedFile } from '../fs/bounded'
import { removeStaleTemps, syncDir, writeFileAtomic } from '../saves/atomic'
import { exists, folderTrash, type TrashFn } from '../saves/trash'
import { BridgeFailure } from '../ipc/errors'
import { createDeckParser, type DeckFileParser } from './offThread'

export const DECK_SUFFIX = '.deck.json'
/** No library deck file is larger (a deck of MAX_DECK_CARDS cards with long names is far smaller). */
const MAX_LIBRARY_FILE_BYTES = 4 * 1024 * 1024

const isDeckId = (id: string) => /^[a-z0-9-]{1,80}$/.test(id) && !isWindowsDeviceName(id)

/** One cap on a deck's size, wherever it comes from (the editor, a file, an import), the same as a deck list's, so
 *  every library deck can be exported and imported again. Throws naming the problem. */
export function checkDeckSize(deck: Pick<LibraryDeck, 'main' | 'sideboard' | 'maybe'>): void {
  const deckCards = total(deck.main) + total(deck.sideboard)
  if (deckCards > MAX_DECK_CARDS)
    throw new BridgeFailure(
      'invalid-input',
      `The deck has ${deckCards} cards in its main deck and sideboard: at most ${MAX_DECK_CARDS}.`,
    )
  if (total(deck.maybe) > MAX_DECK_CARDS)
    throw new BridgeFailure('invalid-input', `The maybe board has more than ${MAX_DECK_CARDS} cards.`)
}

/** The deck's file text, checked to read back as it is written (a deck that would not list is never written). */
function readable(deck: LibraryDeck): string {
  const text = encodeLibraryDeck(deck)
  try {
    decodeLibraryDeck(text)
  } catch (e) {
    throw new BridgeFailure('invalid-input', `The deck can't be kept: ${(e as Error).message}.`)
  }
  return text
}

/** The one name policy (src-shared/saves/names.ts) for a deck's name. */
function checkDeckName(name: string): void {
  const problem = nameProblem(name)
  if (problem) throw new BridgeFailure('invalid-input', `That deck name can't be used: ${problem}.`)
}

export interface LibraryDeckInfo {
  id: string
  name: string
  variant: string | null
  cards: number
  sideboard: number
  hero: string | null
  modified: string
}

/** What the editor sends to save: the deck's content (id absent: a new deck). */
export type LibraryDeckInput = Pick<
  LibraryDeck,
  'name' | 'variant' | 'main' | 'sideboard' | 'maybe' | 'hero' | 'type'
> & {
  id?: string
  notes?: string
}

export interface DeckLibraryOptions {
  dir: string
  /** The system trash in the app; default a `.trash` folder in `dir`. */
  trash?: TrashFn
  now?: () => Date
  parse?: DeckFileParser
}

const total = (entries: { count: number }[]) => entries.reduce((n, e) => n + e.count, 0)

export function infoOf(deck: LibraryDeck): LibraryDeckInfo {
  return {
    id: deck.id,
    name: deck.name,
    variant: deck.variant,
    cards: total(deck.main),
    sideboard: total(deck.sideboard),
    hero: deck.hero,
    modified: deck.modified,
  }
}

export type DeckLibrary = ReturnType<typeof createDeckLibrary>

export function createDeckLibrary(options: DeckLibraryOptions) {
  const { dir } = options
  const now = options.now ?? (() => new Date())
  const trash = options.trash ?? folderTrash(dir, now)
  const parse = options.parse ?? createDeckParser()
  const fileOf = (id: string) => {
    if (!isDeckId(id)) throw new BridgeFailure('invalid-input', `"${id}" is not a deck id.`)
    return join(dir, id + DECK_SUFFIX)
  }

  // One change at a time: a create reads which ids are free, then writes; an update reads the deck, then writes it.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => {})
    return run
  }
  let cleaned = false

  /** The ids to try for a new deck named `name`: its slug, then numbered (never a Windows device name). */
  function* idsFor(name: string): Generator<string> {
    let base = slugOf(name)
    if (isWindowsDeviceName(base)) base = `${base}-deck`
    for (let n = 1; n < 10_000; n++) yield n === 1 ? base : `${base.slice(0, 70)}-${n}`
  }

  async function write(deck: LibraryDeck): Promise<LibraryDeck> {
    checkDeckName(deck.name)
    checkDeckSize(deck)
    await folder()
    await writeFileAtomic(fileOf(deck.id), readable(deck))
    return deck
  }

  async function folder(): Promise<void> {
    try {
      await makeFolder(dir)
    } catch (e) {
      throw new BridgeFailure('io', `The deck library's folder can't be used: ${(e as Error).message}.`)
    }
  }

  /** Writes a new deck under the first free id, exclusively: the file is written aside, then linked in place,
   *  which fails if another writer (another window, another process) took that id meanwhile. */
  async function writeNew(deck: Omit<LibraryDeck, 'id'>): Promise<LibraryDeck> {
    checkDeckName(deck.name)
    checkDeckSize(deck)
    await folder()
    for (const id of idsFor(deck.name)) {
      const target = fileOf(id)
      if (await exists(target)) continue
      const made: LibraryDeck = { ...deck, id } as LibraryDeck
      const temp = join(dir, `.${id}${DECK_SUFFIX}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
      await writeFile(temp, readable(made), { flag: 'wx' })
      try {
        await link(temp, target)
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue
        throw new BridgeFailure('io', `The deck can't be written: ${describeFsError(e, target).message}.`)
      } finally {
        await unlink(temp).catch(() => {})
      }
      await syncDir(dir)
      return made
    }
    throw new BridgeFailure('io', `Too many decks named "${deck.name}".`)
  }

  /** A deck file's deck. Its identity is its file: the id is the file's name, whatever the file holds. */
  async function readDeck(file: string, id: string): Promise<LibraryDeck> {
    const bytes = await readBoundedFile(file, { maxBytes: MAX_LIBRARY_FILE_BYTES, what: 'a library deck' })
    return { ...decodeLibraryDeck(new TextDecoder().decode(bytes), { idFromFile: id }), id }
  }

  async function get(id: string): Promise<LibraryDeck> {
    const file = fileOf(id)
    if (!(await exists(file))) throw new BridgeFailure('not-found', `There is no deck "${id}" in the library.`)
    try {
      return await readDeck(file, id)
    } catch (e) {
      throw new BridgeFailure('corrupt', `The deck "${id}" can't be read: ${(e as Error).message}.`)
    }
  }

  /** Every deck of the folder. A file whose name is not a deck id (a copy made in the file manager, "Elves (copy)
   *  .deck.json") becomes a deck of its own: it is renamed to a free id, so it opens, edits and deletes alone. */
  async function all(): Promise<LibraryDeck[]> {
    let names: string[]
    try {
      names = await readdir(dir)
    } catch {
      return []
    }
    if (!cleaned) {
      cleaned = true
      await removeStaleTemps(dir).catch(() => []) // what killed writers left
    }
    const decks: LibraryDeck[] = []
    for (const name of names.filter((n) => n.endsWith(DECK_SUFFIX) && !n.startsWith('.'))) {
      const stem = name.slice(0, -DECK_SUFFIX.length)
      try {
        if (isDeckId(stem)) {
          decks.push(await readDeck(join(dir, name), stem))
          continue
        }
        const deck = await readDeck(join(dir, name), 'adopted')
        const adopted = await adopt(join(dir, name), deck)
        if (adopted) decks.push(adopted)
      } catch {
        // An unreadable file (a pipe, a link to a device, a damaged deck) is not listed; it stays untouched.
      }
    }
    return decks.sort((a, b) => b.modified.localeCompare(a.modified) || a.name.localeCompare(b.name))
  }

  /** Gives a file whose name is not a deck id a free id of its own (renamed, never overwriting). */
  async function adopt(file: string, deck: LibraryDeck): Promise<LibraryDeck | null> {
    for (const id of idsFor(deck.name)) {
      const target = fileOf(id)
      if (await exists(target)) continue
      try {
        await link(file, target)
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue
        // No hard links here: a rename, after the check above.
        await rename(file, target)
        return { ...deck, id }
      }
      await unlink(file)
      return { ...deck, id }
    }
    return null
  }

  async function create(input: LibraryDeckInput): Promise<LibraryDeck> {
    if (input.name.trim()) checkDeckName(input.name) // as given: trim() would drop a byte-order mark
    const time = now().toISOString()
    return writeNew({
      format: LIBRARY_DECK_FORMAT,
      version: LIBRARY_DECK_VERSION,
      name: input.name.trim() || 'Untitled deck',
      variant: input.variant,
      main: input.main,
      sideboard: input.sideboard,
      maybe: input.maybe,
      hero: input.hero,
      type: input.type,
      notes: input.notes ?? '',
      created: time,
      modified: time,
    })
  }

  return {
    dir,
    get,
    async list(): Promise<LibraryDeckInfo[]> {
      return serial(async () => (await all()).map(infoOf))
    },
    /** Decks whose name, or one of whose cards' names, holds every word of `query` (case-insensitive). */
    async search(query: string): Promise<LibraryDeckInfo[]> {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean)
      return (await all())
        .filter((d) => {
          const hay = [d.name, d.variant ?? '', d.hero ?? '', ...[...d.main, ...d.sideboard].map((e) => e.name)]
            .join('\n')
            .toLowerCase()
          return words.every((w) => hay.includes(w))
        })
        .map(infoOf)
    },
    /** Saves the editor's deck: a new file without an id, else the same file updated. */
    save(input: LibraryDeckInput): Promise<LibraryDeck> {
      return serial(async () => {
        if (!input.id) return create(input)
        const old = await get(input.id)
        return write({ ...old, ...input, id: old.id, notes: input.notes ?? old.notes, modified: now().toISOString() })
      })
    },
    rename(id: string, name: string): Promise<LibraryDeck> {
      return serial(async () => {
        const deck = await get(id)
        if (!name.trim()) throw new BridgeFailure('invalid-input', 'A deck needs a name.')
        checkDeckName(name)
        return write({ ...deck, name: name.trim(), modified: now().toISOString() })
      })
    },
    duplicate(id: string): Promise<LibraryDeck> {
      return serial(async () => {
        const deck = await get(id)
        return create({ ...deck, name: `${deck.name.slice(0, 100)} (copy)`, id: undefined })
      })
    },
    /** To the trash, never erased. */
    delete(id: string): Promise<void> {
      return serial(async () => {
        const file = fileOf(id)
        if (!(await exists(file))) throw new BridgeFailure('not-found', `There is no deck "${id}" in the library.`)
        await trash(file)
      })
    },
    /** A deck file's bytes (any format we read) into a new library deck. */
    async importBytes(bytes: Uint8Array, fileName: string, variant: string | null = null): Promise<LibraryDeck> {
      const extension = /\.([^.]+)$/.exec(fileName)?.[1] ?? ''
      const parsed = await parse(bytes, fileName, extension)
      if (!parsed.ok) throw new BridgeFailure('corrupt', parsed.message)
      const cards = libraryCardsOf(parsed.list)
      const name = cards.name ?? fileName.replace(/\.[^.]+$/, '')
      // A file imported again is a deck of its own: it gets a name no deck has yet ("Elves (2)").
      return serial(async () => create({ ...cards, name: distinctName(name, await all()), variant }))
    },
    /** A starter deck's text (or any deck list) copied into the library. */
    async importText(text: string, name: string, variant: string | null): Promise<LibraryDeck> {
      const list = parseDeckList(text, 'text')
      return serial(() => create({ ...libraryCardsOf(list), name, variant }))
    },
    async exportText(id: string, format: DeckFormat): Promise<string> {
      return writeDeckList(deckListOf(await get(id)), format)
    },
    async importFile(file: string, variant: string | null = null): Promise<LibraryDeck> {
      let bytes: Uint8Array
      try {
        bytes = await readBoundedFile(file, { maxBytes: MAX_DECK_FILE_BYTES, what: 'a deck list' })
      } catch (e) {
        throw new BridgeFailure('io', `The deck file can't be read: ${(e as Error).message}.`)
      }
      return this.importBytes(bytes, basename(file), variant)
    },
    async exportFile(id: string, format: DeckFormat, file: string): Promise<void> {
      const text = await this.exportText(id, format)
      try {
        await makeFolder(dirname(file)) // one level at a time, with a deadline
        await writeFileAtomic(file, text, { backup: false })
      } catch (e) {
        throw new BridgeFailure('io', `The deck can't be exported to ${file}: ${exportProblem(e, file)}.`)
      }
    },
    /** A starter deck copied into the library, to edit. */
    async copyStarter(starterId: string): Promise<LibraryDeck> {
      const starter = starterDecks().find((d) => d.id === starterId)
      if (!starter) throw new BridgeFailure('not-found', `There is no starter deck "${starterId}".`)
      return this.importText(starter.text, starter.name, starter.variant ?? null)
    },
  }
}

/** A failed export in words, never a bare EISDIR or EEXIST. */
function exportProblem(error: unknown, file: string): string {
  const cause = (error as { cause?: unknown })?.cause ?? error
  const code = (cause as NodeJS.ErrnoException)?.code
  if (code === 'EISDIR') return 'a folder of that name is there'
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'a file stands where a folder should be'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EROFS') return 'the disk is read-only'
  if (code === 'ENOSPC') return 'the disk is full'
  return describeFsError(cause, file).message
}
