// The deck library's own format: one JSON file per deck, versioned (docs/decks.md). Converting to and from the
// parsed deck list lets every format we read be imported into the library and every library deck be exported.
import { MAX_DECK_CARDS } from './entries'
import type { DeckEntry, DeckList } from './types'

export const LIBRARY_DECK_FORMAT = 'hearthside-deck'
export const LIBRARY_DECK_VERSION = 1

export interface LibraryEntry {
  count: number
  name: string
}

export interface LibraryDeck {
  format: typeof LIBRARY_DECK_FORMAT
  version: typeof LIBRARY_DECK_VERSION
  /** The file's name without ".deck.json": letters, digits and dashes. */
  id: string
  name: string
  /** The variant it is built for (a registered variant id), or null. */
  variant: string | null
  main: LibraryEntry[]
  sideboard: LibraryEntry[]
  /** Cards considered, not part of the deck. */
  maybe: LibraryEntry[]
  /** Heroic: the hero (one of the sideboard's cards, ruling HE-2). */
  hero: string | null
  /** Heroic: the creature type (ruling HE-4). */
  type: string | null
  notes: string
  /** ISO times. */
  created: string
  modified: string
}

export class LibraryDeckError extends Error {}

const MAX_COUNT = 4000

function entries(value: unknown, what: string): LibraryEntry[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new LibraryDeckError(`${what} is not a list`)
  return value.map((e, i) => {
    const entry = e as { count?: unknown; name?: unknown }
    if (typeof entry?.name !== 'string' || !entry.name.trim())
      throw new LibraryDeckError(`${what}[${i}] has no card name`)
    if (!Number.isInteger(entry.count) || (entry.count as number) < 1 || (entry.count as number) > MAX_COUNT)
      throw new LibraryDeckError(`${what}[${i}] ("${entry.name}") needs a count from 1 to ${MAX_COUNT}`)
    return { count: entry.count as number, name: entry.name }
  })
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback)
const nullable = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

const cardCount = (list: LibraryEntry[]) => list.reduce((n, e) => n + e.count, 0)

/** Reads a library file's JSON, checking its shape, version and size (at most MAX_DECK_CARDS cards in the main deck
 *  and sideboard, as a deck list, so it exports and imports again). With `idFromFile`, the file's name is the deck's
 *  identity and the id inside is not checked (a copied file keeps its original's). */
export function decodeLibraryDeck(json: string, options: { idFromFile?: string } = {}): LibraryDeck {
  let raw: Record<string, unknown>
  try {
    raw = JSON.parse(json) as Record<string, unknown>
  } catch (e) {
    throw new LibraryDeckError(`not JSON (${e instanceof Error ? e.message : String(e)})`)
  }
  if (typeof raw !== 'object' || raw === null || raw.format !== LIBRARY_DECK_FORMAT)
    throw new LibraryDeckError(`not a Hearthside deck (no "format": "${LIBRARY_DECK_FORMAT}")`)
  if (typeof raw.version !== 'number' || raw.version > LIBRARY_DECK_VERSION)
    throw new LibraryDeckError(`deck version ${String(raw.version)} is newer than this app reads`)
  const id = options.idFromFile ?? raw.id
  if (typeof id !== 'string' || !/^[a-z0-9-]{1,80}$/.test(id)) throw new LibraryDeckError('bad deck id')
  const main = entries(raw.main, 'main')
  const sideboard = entries(raw.sideboard, 'sideboard')
  const maybe = entries(raw.maybe, 'maybe')
  const size = cardCount(main) + cardCount(sideboard)
  if (size > MAX_DECK_CARDS)
    throw new LibraryDeckError(`it has ${size} cards in its main deck and sideboard: at most ${MAX_DECK_CARDS}`)
  if (cardCount(maybe) > MAX_DECK_CARDS)
    throw new LibraryDeckError(`its maybe board has more than ${MAX_DECK_CARDS} cards`)
  return {
    format: LIBRARY_DECK_FORMAT,
    version: LIBRARY_DECK_VERSION,
    id,
    name: text(raw.name, 'Untitled deck'),
    variant: nullable(raw.variant),
    main,
    sideboard,
    maybe,
    hero: nullable(raw.hero),
    type: nullable(raw.type),
    notes: text(raw.notes, ''),
    created: text(raw.created, new Date(0).toISOString()),
    modified: text(raw.modified, new Date(0).toISOString()),
  }
}

export function encodeLibraryDeck(deck: LibraryDeck): string {
  return JSON.stringify(deck, null, 2) + '\n'
}

const plain = (list: DeckEntry[]): LibraryEntry[] => list.map((e) => ({ count: e.count, name: e.name }))

/** A parsed deck list (any format) as a library deck's cards. The commander zone joins the main deck. */
export function libraryCardsOf(
  list: DeckList,
): Pick<LibraryDeck, 'main' | 'sideboard' | 'maybe' | 'hero' | 'type'> & { name?: string } {
  return {
    main: plain([...(list.commander ?? []), ...list.main]),
    sideboard: plain(list.sideboard),
    maybe: [],
    hero: list.hero ?? null,
    type: list.type ?? null,
    ...(list.name ? { name: list.name } : {}),
  }
}

/** A library deck as a deck list, ready for any writer (the maybe board is not part of the deck). */
export function deckListOf(deck: Pick<LibraryDeck, 'name' | 'main' | 'sideboard' | 'hero' | 'type'>): DeckList {
  return {
    name: deck.name,
    main: deck.main.map((e) => ({ ...e })),
    sideboard: deck.sideboard.map((e) => ({ ...e })),
    ...(deck.hero ? { hero: deck.hero } : {}),
    ...(deck.type ? { type: deck.type } : {}),
    format: 'text',
    errors: [],
  }
}

/** A file-name-safe id from a name ("Elf Ball!" → "elf-ball"), never empty. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || 'deck'
}
