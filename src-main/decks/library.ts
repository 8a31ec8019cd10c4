// The deck library: the player's own decks, one versioned JSON file per deck in the user's data folder
// (docs/decks.md), written atomically like saves, deleted to the trash, imported from and exported to every deck
// format we read (plain text, MTGO .dec, MTG Arena, Cockatrice .cod, Forge .dck).
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { MAX_DECK_FILE_BYTES, parseDeckList, writeDeckList, type DeckFormat } from '@shared/cards/decklist'
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
import { readBoundedFile } from '../fs/bounded'
import { writeFileAtomic } from '../saves/atomic'
import { exists, folderTrash, type TrashFn } from '../saves/trash'
import { BridgeFailure } from '../ipc/errors'
import { createDeckParser, type DeckFileParser } from './offThread'

export const DECK_SUFFIX = '.deck.json'

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
    if (!/^[a-z0-9-]{1,80}$/.test(id)) throw new BridgeFailure('invalid-input', `"${id}" is not a deck id.`)
    return join(dir, id + DECK_SUFFIX)
  }

  async function freeId(name: string): Promise<string> {
    const base = slugOf(name)
    for (let n = 1; n < 10_000; n++) {
      const id = n === 1 ? base : `${base}-${n}`
      if (!(await exists(fileOf(id)))) return id
    }
    throw new BridgeFailure('io', `Too many decks named "${name}".`)
  }

  async function write(deck: LibraryDeck): Promise<LibraryDeck> {
    await mkdir(dir, { recursive: true })
    await writeFileAtomic(fileOf(deck.id), encodeLibraryDeck(deck))
    return deck
  }

  async function get(id: string): Promise<LibraryDeck> {
    const file = fileOf(id)
    let json: string
    try {
      json = await readFile(file, 'utf8')
    } catch {
      throw new BridgeFailure('not-found', `There is no deck "${id}" in the library.`)
    }
    try {
      return decodeLibraryDeck(json)
    } catch (e) {
      throw new BridgeFailure('corrupt', `The deck "${id}" can't be read: ${(e as Error).message}.`)
    }
  }

  async function all(): Promise<LibraryDeck[]> {
    let names: string[]
    try {
      names = await readdir(dir)
    } catch {
      return []
    }
    const decks: LibraryDeck[] = []
    for (const name of names.filter((n) => n.endsWith(DECK_SUFFIX) && !n.startsWith('.'))) {
      try {
        decks.push(decodeLibraryDeck(await readFile(join(dir, name), 'utf8')))
      } catch {
        // An unreadable file is not listed (it stays on disk untouched).
      }
    }
    return decks.sort((a, b) => b.modified.localeCompare(a.modified) || a.name.localeCompare(b.name))
  }

  async function create(input: LibraryDeckInput): Promise<LibraryDeck> {
    const time = now().toISOString()
    return write({
      format: LIBRARY_DECK_FORMAT,
      version: LIBRARY_DECK_VERSION,
      id: await freeId(input.name),
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
      return (await all()).map(infoOf)
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
    async save(input: LibraryDeckInput): Promise<LibraryDeck> {
      if (!input.id) return create(input)
      const old = await get(input.id)
      return write({ ...old, ...input, id: old.id, notes: input.notes ?? old.notes, modified: now().toISOString() })
    },
    async rename(id: string, name: string): Promise<LibraryDeck> {
      const deck = await get(id)
      if (!name.trim()) throw new BridgeFailure('invalid-input', 'A deck needs a name.')
      return write({ ...deck, name: name.trim(), modified: now().toISOString() })
    },
    async duplicate(id: string): Promise<LibraryDeck> {
      const deck = await get(id)
      return create({ ...deck, name: `${deck.name} (copy)`, id: undefined })
    },
    /** To the trash, never erased. */
    async delete(id: string): Promise<void> {
      const file = fileOf(id)
      if (!(await exists(file))) throw new BridgeFailure('not-found', `There is no deck "${id}" in the library.`)
      await trash(file)
    },
    /** A deck file's bytes (any format we read) into a new library deck. */
    async importBytes(bytes: Uint8Array, fileName: string, variant: string | null = null): Promise<LibraryDeck> {
      const extension = /\.([^.]+)$/.exec(fileName)?.[1] ?? ''
      const parsed = await parse(bytes, fileName, extension)
      if (!parsed.ok) throw new BridgeFailure('corrupt', parsed.message)
      const cards = libraryCardsOf(parsed.list)
      const name = cards.name ?? fileName.replace(/\.[^.]+$/, '')
      return create({ ...cards, name, variant })
    },
    /** A starter deck's text (or any deck list) copied into the library. */
    async importText(text: string, name: string, variant: string | null): Promise<LibraryDeck> {
      const list = parseDeckList(text, 'text')
      return create({ ...libraryCardsOf(list), name, variant })
    },
    async exportText(id: string, format: DeckFormat): Promise<string> {
      return writeDeckList(deckListOf(await get(id)), format)
    },
    async importFile(file: string): Promise<LibraryDeck> {
      let bytes: Uint8Array
      try {
        bytes = await readBoundedFile(file, { maxBytes: MAX_DECK_FILE_BYTES, what: 'a deck list' })
      } catch (e) {
        throw new BridgeFailure('io', `The deck file can't be read: ${(e as Error).message}.`)
      }
      return this.importBytes(bytes, basename(file))
    },
    async exportFile(id: string, format: DeckFormat, file: string): Promise<void> {
      const text = await this.exportText(id, format)
      await mkdir(dirname(file), { recursive: true })
      await writeFileAtomic(file, text, { backup: false })
    },
    /** A starter deck copied into the library, to edit. */
    async copyStarter(starterId: string): Promise<LibraryDeck> {
      const starter = starterDecks().find((d) => d.id === starterId)
      if (!starter) throw new BridgeFailure('not-found', `There is no starter deck "${starterId}".`)
      return this.importText(starter.text, starter.name, starter.variant ?? null)
    },
  }
}
