// Line-based deck lists: plain text ("4 Lightning Bolt", a blank line or "Sideboard" before the sideboard),
// MTGO .dec ("SB: 2 Duress") and MTG Arena exports ("Deck"/"Sideboard"/"Commander"/"Companion", "1 Name (SET) 123").
// Every line is read in time linear in its length (no backtracking regular expression over a whole line).
import { DeckEntries, quote, splitLines } from './entries'
import type { DeckEntry, DeckFormat, DeckList } from './types'

type Section = 'main' | 'sideboard' | 'commander' | 'companion' | 'maybe' | 'about'

const SECTION_HEADERS = new Map<string, Section>([
  ['deck', 'main'],
  ['main', 'main'],
  ['maindeck', 'main'],
  ['main deck', 'main'],
  ['mainboard', 'main'],
  ['sideboard', 'sideboard'],
  ['side', 'sideboard'],
  ['sb', 'sideboard'],
  ['commander', 'commander'],
  ['commanders', 'commander'],
  ['companion', 'companion'],
  ['maybeboard', 'maybe'],
  ['maybe', 'maybe'],
  ['considering', 'maybe'],
  ['about', 'about'],
])

/** The longest header, "considering:", has 12 characters: longer lines are not looked up. */
const sectionHeader = (line: string): Section | undefined =>
  line.length <= 12 ? SECTION_HEADERS.get(line.replace(/:$/, '').toLowerCase()) : undefined

export interface CardLine {
  /** The count's digits, when the line has a count. */
  count?: string
  name: string
  set?: string
  collectorNumber?: string
}

const SET_CODE = /^[A-Za-z0-9_]{2,8}$/
const COLLECTOR_NUMBER = /^[A-Za-z0-9★-]+$/

/** "4 Name", "4x Name", "Name", with an optional Arena "(SET) 123" suffix; undefined when there is no name. */
export function splitCardLine(line: string): CardLine | undefined {
  let rest = line.trim()
  const out: CardLine = { name: '' }
  const count = /^(\d+)\s*[xX]?\s+/.exec(rest)
  if (count) {
    out.count = count[1]
    rest = rest.slice(count[0].length)
  }
  // The Arena suffix: "(SET)" or "(SET) NUMBER" at the end, after a space.
  const close = rest.lastIndexOf(')')
  if (close > 0) {
    const tail = rest.slice(close + 1)
    const number = tail.trim()
    const open = rest.lastIndexOf('(', close)
    const set = open >= 0 ? rest.slice(open + 1, close) : ''
    const before = open > 0 ? rest.slice(0, open) : ''
    if (
      open > 0 &&
      SET_CODE.test(set) &&
      /\s$/.test(before) &&
      before.trim() !== '' &&
      (tail === '' || (/^\s/.test(tail) && COLLECTOR_NUMBER.test(number)))
    ) {
      out.set = set
      if (number) out.collectorNumber = number
      rest = before
    }
  }
  out.name = rest.trim()
  return out.name ? out : undefined
}

/** An Arena line with a printing: "1 Name (SET) 123". */
export function isArenaCardLine(line: string): boolean {
  if (!line.includes(')')) return false
  const card = splitCardLine(line)
  return card !== undefined && card.count !== undefined && card.set !== undefined
}

export function parseTextDeck(text: string, format: DeckFormat): DeckList {
  const list: DeckList = { main: [], sideboard: [], format, errors: [] }
  const entries = new DeckEntries(list)
  let section: Section = 'main'
  let blankSwitched = false
  const lines = splitLines(text)
  // With a "Sideboard" header or "SB:" lines anywhere, blank lines only group cards; otherwise the first blank line
  // after main-deck cards starts the sideboard.
  let explicitSections = lines.some((l) => {
    const t = l.trim()
    return /^SB:/i.test(t) || sectionHeader(t) !== undefined
  })
  lines.forEach((raw, index) => {
    const lineNo = index + 1
    let line = raw.trim()
    if (line.startsWith('//') || line.startsWith('#')) {
      // Comments may carry the deck's name and Heroic metadata ("// Hero: …", MTGO "// NAME : …").
      line = line.replace(/^(\/\/|#)\s*/, '')
      if (!/^(hero|type|name)\s*[:=]/i.test(line)) return
    }
    if (line === '') {
      // A blank line after main-deck cards starts the sideboard (plain text, MTGO .txt); Arena uses headers.
      if (!explicitSections && !blankSwitched && section === 'main' && list.main.length > 0) {
        section = 'sideboard'
        blankSwitched = true
      }
      return
    }
    const meta = /^(hero|type|name|commander|companion)\s*[:=]\s*(.+)$/i.exec(line)
    if (meta) {
      const key = meta[1].toLowerCase()
      const value = meta[2].trim()
      if (key === 'hero') list.hero = value
      else if (key === 'type') list.type = value
      else if (key === 'name') list.name = value
      else if (key === 'companion') list.companion = value
      else if (key === 'commander') entries.add((list.commander ??= []), { name: value, count: 1, line: lineNo })
      return
    }
    const header = sectionHeader(line)
    if (header) {
      section = header
      explicitSections = true
      return
    }
    if (section === 'about') {
      const name = /^name\s+(.+)$/i.exec(line)
      if (name) list.name = name[1].trim()
      return
    }
    let target: Section = section
    const sb = /^SB:\s*/i.exec(line)
    if (sb) {
      target = 'sideboard'
      line = line.slice(sb[0].length)
    }
    const entry = parseCardLine(line, lineNo, entries)
    if (!entry) return
    if (target === 'maybe') return
    if (target === 'companion') list.companion = entry.name
    else if (target === 'commander') entries.add((list.commander ??= []), entry)
    else entries.add(target === 'sideboard' ? list.sideboard : list.main, entry)
  })
  // The companion starts outside the game, in the sideboard (CR 702.139a); Arena lists it in both sections.
  if (list.companion && !list.sideboard.some((e) => e.name.toLowerCase() === list.companion!.toLowerCase())) {
    list.sideboard.push({ name: list.companion, count: 1 })
  }
  return list
}

function parseCardLine(line: string, lineNo: number, entries: DeckEntries): DeckEntry | undefined {
  const card = splitCardLine(line)
  if (!card || /^\d+$/.test(card.name)) {
    entries.error(lineNo, `${quote(line)} is not "COUNT NAME" (e.g. "4 Lightning Bolt")`)
    return undefined
  }
  const count = entries.count(card.count, card.name, lineNo)
  if (count === undefined) return undefined
  const entry: DeckEntry = { name: card.name, count, line: lineNo }
  if (card.set) entry.set = card.set.toUpperCase()
  if (card.collectorNumber) entry.collectorNumber = card.collectorNumber
  return entry
}

function metaLines(list: DeckList, style: 'text' | 'arena'): string[] {
  const out: string[] = []
  if (list.name && style === 'text') out.push(`Name: ${list.name}`)
  if (list.hero) out.push(`Hero: ${list.hero}`)
  if (list.type) out.push(`Type: ${list.type}`)
  return out
}

const line = (e: DeckEntry, printing: boolean) =>
  `${e.count} ${e.name}${printing && e.set ? ` (${e.set})${e.collectorNumber ? ` ${e.collectorNumber}` : ''}` : ''}`

/** Plain text: main deck, a "Sideboard" line, the sideboard. */
export function writeTextDeck(list: DeckList): string {
  const out = metaLines(list, 'text')
  for (const c of list.commander ?? []) out.push(`Commander: ${c.name}`)
  if (list.companion) out.push(`Companion: ${list.companion}`)
  out.push(...list.main.map((e) => line(e, false)))
  if (list.sideboard.length) out.push('', 'Sideboard', ...list.sideboard.map((e) => line(e, false)))
  return out.join('\n') + '\n'
}

/** MTGO .dec: "4 Name" lines, "SB: 2 Name" for the sideboard. */
export function writeMtgoDeck(list: DeckList): string {
  const out = metaLines(list, 'text').map((l) => `// ${l}`)
  out.push(...list.main.map((e) => line(e, false)))
  out.push(...list.sideboard.map((e) => `SB: ${line(e, false)}`))
  return out.join('\n') + '\n'
}

/** MTG Arena export: "Commander", "Companion", "Deck", "Sideboard" sections, with printings when known. */
export function writeArenaDeck(list: DeckList): string {
  const out: string[] = metaLines(list, 'arena')
  if (list.name) out.push('About', `Name ${list.name}`, '')
  if (list.commander?.length) out.push('Commander', ...list.commander.map((e) => line(e, true)), '')
  if (list.companion) {
    const entry = list.sideboard.find((e) => e.name === list.companion)
    out.push('Companion', entry ? line({ ...entry, count: 1 }, true) : `1 ${list.companion}`, '')
  }
  out.push('Deck', ...list.main.map((e) => line(e, true)))
  if (list.sideboard.length) out.push('', 'Sideboard', ...list.sideboard.map((e) => line(e, true)))
  return out.join('\n') + '\n'
}
