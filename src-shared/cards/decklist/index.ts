// Deck lists: reading and writing the formats players bring (plain text, MTGO .dec, Arena, Cockatrice .cod, Forge
// .dck), and resolving their names against a card pool with "did you mean" suggestions.
import { parseCockatriceDeck, writeCockatriceDeck } from './cockatrice'
import { parseForgeDeck, writeForgeDeck } from './forge'
import { DeckEntries, splitLines } from './entries'
import { isArenaCardLine, parseTextDeck, writeArenaDeck, writeMtgoDeck, writeTextDeck } from './text'
import type { DeckFormat, DeckList } from './types'

export * from './types'
export { resolveDeck, unknownCardMessage } from './resolve'
export { distinctName } from './names'
export { MAX_COPIES_PER_LINE, MAX_DECK_CARDS, quote } from './entries'
export { decodeDeckBytes, MAX_DECK_FILE_BYTES, type DecodedDeckFile } from './encoding'
export type { ResolvedDeck, ResolvedEntry, UnknownCard } from './resolve'

/** Guesses a deck list's format from its text. */
export function detectDeckFormat(text: string): DeckFormat {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  if (body.startsWith('<')) return 'cockatrice'
  const lines = splitLines(body).map((l) => l.trim())
  if (lines.some((l) => /^\[(metadata|main|sideboard|commander)\]$/i.test(l))) return 'forge'
  if (lines.some((l) => /^SB:\s*\d/i.test(l))) return 'mtgo'
  if (lines.some((l) => /^(deck|commander|companion|about)$/i.test(l)) || lines.some(isArenaCardLine)) return 'arena'
  return 'text'
}

/** Parses a deck list; `errors` lists malformed lines by number (the rest of the list is still read). */
export function parseDeckList(text: string, formatHint?: DeckFormat | string): DeckList {
  const format = normaliseFormat(formatHint) ?? detectDeckFormat(text)
  switch (format) {
    case 'cockatrice':
      return parseCockatriceDeck(text)
    case 'forge':
      return parseForgeDeck(text)
    default:
      return parseTextDeck(text, format)
  }
}

export function writeDeckList(list: DeckList, format: DeckFormat = list.format): string {
  switch (format) {
    case 'text':
      return writeTextDeck(list)
    case 'mtgo':
      return writeMtgoDeck(list)
    case 'arena':
      return writeArenaDeck(list)
    case 'cockatrice':
      return writeCockatriceDeck(list)
    case 'forge':
      return writeForgeDeck(list)
  }
}

/** Accepts a format name or a file extension (".dec", "cod", "dck", "txt"). */
export function normaliseFormat(hint: string | undefined): DeckFormat | undefined {
  if (!hint) return undefined
  return FORMAT_NAMES.get(hint.toLowerCase().replace(/^.*\./, ''))
}

const FORMAT_NAMES = new Map<string, DeckFormat>([
  ['text', 'text'],
  ['txt', 'text'],
  ['plain', 'text'],
  ['mtgo', 'mtgo'],
  ['dec', 'mtgo'],
  ['arena', 'arena'],
  ['mtga', 'arena'],
  ['cockatrice', 'cockatrice'],
  ['cod', 'cockatrice'],
  ['forge', 'forge'],
  ['dck', 'forge'],
])

/** A deck list given as card names, one per copy (scenario files may list a deck as an array of names). */
export function deckListFromNames(names: string[], sideboard: string[] = []): DeckList {
  const list: DeckList = { main: [], sideboard: [], format: 'text', errors: [] }
  const entries = new DeckEntries(list)
  names.forEach((name) => entries.add(list.main, { name, count: 1 }))
  sideboard.forEach((name) => entries.add(list.sideboard, { name, count: 1 }))
  return list
}
