// A deck file's bytes → its parsed list, or the reason it is not one. Pure work (decoding by byte-order mark, then
// UTF-8, then Windows-1252; the linear deck readers), run in a worker thread by the app (./offThread.ts).
import { decodeDeckBytes, parseDeckList, type DeckList } from '../../src-shared/cards/decklist'

export type ParsedDeckFile = { ok: true; list: DeckList } | { ok: false; message: string }

const total = (entries: { count: number }[]) => entries.reduce((n, e) => n + e.count, 0)

/** `name` is the file's name for messages; `extension` its extension without the dot (".dec", ".cod" and ".dck"
 *  choose their format; anything else is detected from the text). */
export function parseDeckFile(bytes: Uint8Array, name: string, extension: string): ParsedDeckFile {
  const decoded = decodeDeckBytes(bytes, name)
  if (!decoded.ok) return { ok: false, message: `${decoded.message}.` }
  const ext = extension.toLowerCase()
  const list = parseDeckList(decoded.text, ['dec', 'cod', 'dck'].includes(ext) ? ext : undefined)
  if (total(list.main) === 0 && total(list.sideboard) === 0 && !list.hero) {
    // Each error's message names its line already.
    const why = list.errors.length
      ? `: ${list.errors
          .slice(0, 3)
          .map((e) => e.message)
          .join('; ')}`
      : ''
    return { ok: false, message: `${name} has no cards in it${why}.` }
  }
  return { ok: true, list }
}
