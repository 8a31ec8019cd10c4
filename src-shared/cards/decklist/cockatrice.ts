// Cockatrice .cod decks: <cockatrice_deck><deckname/><comments/><zone name="main|side"><card number name/></zone>.
// A small reader for this one shape (no XML library in src-shared); Heroic's "Hero:"/"Type:" ride in <comments>.
// It reads the text once from start to end: line numbers are counted as it goes, and every search for a closing
// tag remembers where it found one (or that there is none), so no input makes it go over the text again and again.
import { DeckEntries, quote } from './entries'
import type { DeckEntry, DeckList } from './types'

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
])

function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|\w{1,10});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES.get(name.toLowerCase()) ?? whole
  })
}

function encode(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const isNameChar = (c: number) =>
  (c >= 48 && c <= 58) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 // 0-9 : A-Z a-z _ -
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13

/** The attributes of a tag's text (after its name), in one pass. */
function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>()
  let i = 0
  while (i < tag.length) {
    while (i < tag.length && !isNameChar(tag.charCodeAt(i))) i++
    const start = i
    while (i < tag.length && isNameChar(tag.charCodeAt(i))) i++
    const name = tag.slice(start, i)
    while (i < tag.length && isSpace(tag.charCodeAt(i))) i++
    if (tag[i] !== '=') continue
    i++
    while (i < tag.length && isSpace(tag.charCodeAt(i))) i++
    const q = tag[i]
    if (q !== '"' && q !== "'") continue
    const end = tag.indexOf(q, i + 1)
    if (end < 0) break
    if (!out.has(name)) out.set(name, decode(tag.slice(i + 1, end)))
    i = end + 1
  }
  return out
}

/** indexOf with memory: each needle's last answer is reused while it is still ahead of `from`. */
function finder(source: string) {
  const last = new Map<string, { from: number; at: number }>()
  return (needle: string, from: number): number => {
    const seen = last.get(needle)
    if (seen && seen.from <= from && (seen.at < 0 || seen.at >= from)) return seen.at
    const at = source.indexOf(needle, from)
    last.set(needle, { from, at })
    return at
  }
}

export function parseCockatriceDeck(text: string): DeckList {
  const list: DeckList = { main: [], sideboard: [], format: 'cockatrice', errors: [] }
  const entries = new DeckEntries(list)
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const find = finder(source)
  // Line numbers, counted forward only.
  let counted = 0
  let line = 1
  const lineAt = (offset: number): number => {
    for (; counted < offset; counted++) if (source.charCodeAt(counted) === 10) line++
    return line
  }
  let root = false
  let zone: DeckEntry[] | 'skip' | undefined
  let pos = 0
  for (;;) {
    const open = source.indexOf('<', pos)
    if (open < 0) break
    if (source.startsWith('<!--', open)) {
      const end = find('-->', open + 4)
      if (end < 0) break
      pos = end + 3
      continue
    }
    const close = find('>', open + 1)
    if (close < 0) break
    pos = close + 1
    const tag = source.slice(open + 1, close)
    if (tag[0] === '?' || tag[0] === '!') continue
    const closing = tag[0] === '/'
    let n = closing ? 1 : 0
    while (n < tag.length && isNameChar(tag.charCodeAt(n))) n++
    const name = tag.slice(closing ? 1 : 0, n)
    const selfClosing = tag.endsWith('/')
    if (closing) {
      if (name === 'zone') zone = undefined
      continue
    }
    if (name === 'cockatrice_deck') root = true
    else if (name === 'deckname' || name === 'comments') {
      if (selfClosing) continue
      const end = find(`</${name}>`, pos)
      if (end < 0) continue
      const body = decode(source.slice(pos, end))
      pos = end + name.length + 3
      if (name === 'deckname') {
        if (body.trim()) list.name = body.trim()
      } else {
        for (const raw of body.split('\n')) {
          const meta = /^\s*(hero|type)\s*:/i.exec(raw)
          const value = meta ? raw.slice(meta[0].length).trim() : ''
          if (meta && value) list[meta[1].toLowerCase() as 'hero' | 'type'] = value
        }
      }
    } else if (name === 'zone') {
      if (selfClosing) continue // an empty zone
      const zoneName = attributes(tag.slice(n)).get('name') ?? ''
      if (zoneName === 'main') zone = list.main
      else if (zoneName === 'side') zone = list.sideboard
      else if (zoneName === 'commander' || zoneName === 'command') zone = list.commander ??= []
      else {
        zone = 'skip'
        if (zoneName !== 'tokens')
          entries.error(lineAt(open), `unknown zone ${quote(zoneName)} (expected main or side)`)
      }
    } else if (name === 'card' && zone !== undefined && zone !== 'skip') {
      const lineNo = lineAt(open)
      const attrs = attributes(tag.slice(n))
      const cardName = attrs.get('name')
      if (!cardName) {
        entries.error(lineNo, '<card> has no name attribute')
        continue
      }
      const digits = /^\s*(\d+)\s*$/.exec(attrs.get('number') ?? '')?.[1]
      if (digits === undefined) {
        entries.error(lineNo, `<card name=${quote(cardName)}> needs number="N" with N at least 1`)
        continue
      }
      const count = entries.count(digits, cardName, lineNo)
      if (count === undefined) continue
      const entry: DeckEntry = { name: cardName, count, line: lineNo }
      const set = attrs.get('setShortName')
      const number = attrs.get('collectorNumber')
      if (set) entry.set = set.toUpperCase()
      if (number) entry.collectorNumber = number
      entries.add(zone, entry)
    }
  }
  if (!root) {
    return {
      main: [],
      sideboard: [],
      format: 'cockatrice',
      errors: [{ line: 1, message: 'line 1: not a Cockatrice deck (no <cockatrice_deck> element)' }],
    }
  }
  return list
}

export function writeCockatriceDeck(list: DeckList): string {
  const card = (e: DeckEntry) =>
    `        <card number="${e.count}" name="${encode(e.name)}"${e.set ? ` setShortName="${encode(e.set.toLowerCase())}"` : ''}${e.collectorNumber ? ` collectorNumber="${encode(e.collectorNumber)}"` : ''}/>`
  const comments = [list.hero ? `Hero: ${list.hero}` : '', list.type ? `Type: ${list.type}` : '']
    .filter(Boolean)
    .join('\n')
  const zone = (name: string, entries: DeckEntry[]) =>
    entries.length ? [`    <zone name="${name}">`, ...entries.map(card), '    </zone>'] : []
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_deck version="1">',
    `    <deckname>${encode(list.name ?? '')}</deckname>`,
    `    <comments>${encode(comments)}</comments>`,
    ...zone('main', list.main),
    ...zone('side', list.sideboard),
    ...zone('commander', list.commander ?? []),
    '</cockatrice_deck>',
    '',
  ].join('\n')
}
