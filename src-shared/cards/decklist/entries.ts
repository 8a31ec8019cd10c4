// Adding a deck list's entries in linear time: copies of one card (and printing) merge through a map, counts are
// capped (no deck needs more than a few thousand cards, and a huge count would make a game of that many objects),
// and quoted input is escaped so a message never echoes control characters or a whole line.
import type { DeckEntry, DeckList } from './types'

/** The most copies one line may name. */
export const MAX_COPIES_PER_LINE = 4000
/** The most cards one list may hold (main deck, sideboard and commander together). */
export const MAX_DECK_CARDS = 4000
/** Quoted input is cut to this many characters in messages. */
const QUOTE_CHARS = 60

/** Text from a file, shown in a message: control and bidi characters escaped, long text cut. */
export function quote(text: string): string {
  const cut = text.length > QUOTE_CHARS ? text.slice(0, QUOTE_CHARS) + '…' : text
  // eslint-disable-next-line no-control-regex
  const escaped = cut.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufffd]/g, (c) =>
    c === '\ufffd' ? '?' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `"${escaped}"`
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/

const keyOf = (e: DeckEntry) => `${e.name.toLowerCase()}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`

/** The entries of one list, merged by name and printing, with the list's total checked. */
export class DeckEntries {
  private readonly maps = new Map<DeckEntry[], Map<string, DeckEntry>>()
  private total = 0
  private overflowed = false

  constructor(private readonly list: DeckList) {}

  /**
   * The count written as `digits` (undefined: no count, one copy), or undefined with an error on the list. The count
   * is read from its digits so that a 20-digit count is "too large", not a rounded number.
   */
  count(digits: string | undefined, name: string, lineNo: number): number | undefined {
    if (digits === undefined) return 1
    const trimmed = digits[0] === '0' ? digits.replace(/^0+(?=\d)/, '') : digits
    if (!/^\d+$/.test(trimmed)) {
      this.error(lineNo, `the count of ${quote(name)} must be a whole number`)
      return undefined
    }
    if (trimmed.length > String(MAX_COPIES_PER_LINE).length || Number(trimmed) > MAX_COPIES_PER_LINE) {
      this.error(lineNo, `count ${trimmed} is too large (at most ${MAX_COPIES_PER_LINE} copies)`)
      return undefined
    }
    const count = Number(trimmed)
    if (count < 1) {
      this.error(lineNo, `the count of ${quote(name)} must be at least 1`)
      return undefined
    }
    return count
  }

  /** Adds an entry to `target`, merging with the same name (and printing) already listed. A name holding control
   *  or text-direction characters is no card's name: it is refused (and shown escaped). */
  add(target: DeckEntry[], entry: DeckEntry): void {
    if (UNSAFE.test(entry.name)) {
      if (entry.line !== undefined)
        this.error(entry.line, `${quote(entry.name)} is not a card name (control characters)`)
      return
    }
    if (this.total + entry.count > MAX_DECK_CARDS) {
      if (!this.overflowed && entry.line !== undefined)
        this.error(entry.line, `the list has more than ${MAX_DECK_CARDS} cards`)
      else if (!this.overflowed)
        this.list.errors.push({ line: 1, message: `the list has more than ${MAX_DECK_CARDS} cards` })
      this.overflowed = true
      return
    }
    this.total += entry.count
    let map = this.maps.get(target)
    if (!map) {
      map = new Map(target.map((e) => [keyOf(e), e]))
      this.maps.set(target, map)
    }
    const key = keyOf(entry)
    const same = map.get(key)
    if (same) same.count += entry.count
    else {
      target.push(entry)
      map.set(key, entry)
    }
  }

  /** An error on a line: "line N: …" (the message carries its line; callers never add it again). */
  error(lineNo: number, message: string): void {
    this.list.errors.push({ line: lineNo, message: `line ${lineNo}: ${message}` })
  }
}

/** Splits text into lines at CRLF, LF or CR (old Mac files), after a byte-order mark. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
}
