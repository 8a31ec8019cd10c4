// Cockatrice .cod decks: <cockatrice_deck><deckname/><comments/><zone name="main|side"><card number name/></zone>.
// A small reader for this one shape (no XML library in src-shared); Heroic's "Hero:"/"Type:" ride in <comments>.
import type { DeckEntry, DeckList } from './types'
import { push } from './text'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      )
    return ENTITIES[name] ?? whole
  })
}

function encode(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) out[m[1]] = decode(m[3] ?? m[4] ?? '')
  return out
}

export function parseCockatriceDeck(text: string): DeckList {
  const list: DeckList = { main: [], sideboard: [], format: 'cockatrice', errors: [] }
  const source = text.replace(/^\uFEFF/, '')
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length
  if (!/<cockatrice_deck\b/.test(source)) {
    list.errors.push({ line: 1, message: 'line 1: not a Cockatrice deck (no <cockatrice_deck> element)' })
    return list
  }
  const name = /<deckname>([\s\S]*?)<\/deckname>/.exec(source)
  if (name && name[1].trim()) list.name = decode(name[1].trim())
  const comments = /<comments>([\s\S]*?)<\/comments>/.exec(source)
  if (comments) {
    for (const raw of decode(comments[1]).split(/\r?\n/)) {
      const meta = /^\s*(hero|type)\s*:\s*(.+?)\s*$/i.exec(raw)
      if (meta) list[meta[1].toLowerCase() as 'hero' | 'type'] = meta[2]
    }
  }
  const zoneRe = /<zone\b([^>]*)>([\s\S]*?)<\/zone>|<zone\b([^>]*)\/>/g
  for (const zone of source.matchAll(zoneRe)) {
    if (zone[3] !== undefined) continue // an empty zone
    const zoneName = attributes(zone[1]).name ?? ''
    const zoneStart = (zone.index ?? 0) + zone[0].indexOf('>') + 1
    let target: DeckEntry[] | undefined
    if (zoneName === 'main') target = list.main
    else if (zoneName === 'side') target = list.sideboard
    else if (zoneName === 'commander' || zoneName === 'command') target = list.commander ??= []
    else if (zoneName === 'tokens') continue
    else {
      list.errors.push({
        line: lineAt(zone.index ?? 0),
        message: `line ${lineAt(zone.index ?? 0)}: unknown zone "${zoneName}" (expected main or side)`,
      })
      continue
    }
    for (const card of zone[2].matchAll(/<card\b([^>]*?)\/?>/g)) {
      const line = lineAt(zoneStart + (card.index ?? 0))
      const attrs = attributes(card[1])
      const count = Number(attrs.number)
      if (!attrs.name) {
        list.errors.push({ line, message: `line ${line}: <card> has no name attribute` })
        continue
      }
      if (!Number.isSafeInteger(count) || count < 1) {
        list.errors.push({
          line,
          message: `line ${line}: <card name="${attrs.name}"> needs number="N" with N at least 1`,
        })
        continue
      }
      const entry: DeckEntry = { name: attrs.name, count, line }
      if (attrs.setShortName) entry.set = attrs.setShortName.toUpperCase()
      if (attrs.collectorNumber) entry.collectorNumber = attrs.collectorNumber
      push(target, entry)
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
