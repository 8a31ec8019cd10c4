// Forge .dck decks: "[metadata]" (Name=…), "[Main]", "[Sideboard]", "[Commander]" sections of "4 Name|SET|art" lines.
// Each line is read in time linear in its length.
import { DeckEntries, quote, splitLines } from './entries'
import type { DeckEntry, DeckList } from './types'

const SKIPPED_SECTIONS = new Set(['avatar', 'planes', 'schemes', 'conspiracy', 'dungeon'])

export function parseForgeDeck(text: string): DeckList {
  const list: DeckList = { main: [], sideboard: [], format: 'forge', errors: [] }
  const entries = new DeckEntries(list)
  let section = ''
  splitLines(text).forEach((raw, index) => {
    const lineNo = index + 1
    const line = raw.trim()
    if (!line || line.startsWith('#') || line.startsWith('//')) return
    if (line.startsWith('[') && line.endsWith(']') && line.length > 2) {
      section = line.slice(1, -1).trim().toLowerCase()
      return
    }
    if (section === 'metadata') {
      const eq = line.indexOf('=')
      if (eq <= 0) {
        entries.error(lineNo, `${quote(line)} is not KEY=VALUE`)
        return
      }
      const key = line.slice(0, eq).trim().toLowerCase()
      const value = line.slice(eq + 1).trim()
      if (key === 'name') {
        if (value) list.name = value
      } else if (key === 'hero') list.hero = value
      else if (key === 'type') list.type = value
      return
    }
    let target: DeckEntry[] | undefined
    if (section === 'main') target = list.main
    else if (section === 'sideboard') target = list.sideboard
    else if (section === 'commander') target = list.commander ??= []
    else if (SKIPPED_SECTIONS.has(section)) return
    else {
      entries.error(lineNo, 'card outside a [Main] or [Sideboard] section')
      return
    }
    const [head, set] = line.split('|', 2)
    const m = /^(\d+)\s+(.*)$/.exec(head)
    const name = m?.[2].trim()
    if (!m || !name) {
      entries.error(lineNo, `${quote(line)} is not "COUNT NAME|SET"`)
      return
    }
    const count = entries.count(m[1], name, lineNo)
    if (count === undefined) return
    const entry: DeckEntry = { name, count, line: lineNo }
    if (set?.trim()) entry.set = set.trim().toUpperCase()
    entries.add(target, entry)
  })
  return list
}

export function writeForgeDeck(list: DeckList): string {
  const card = (e: DeckEntry) => `${e.count} ${e.name}${e.set ? `|${e.set}` : ''}`
  const out = ['[metadata]', `Name=${list.name ?? ''}`]
  if (list.hero) out.push(`Hero=${list.hero}`)
  if (list.type) out.push(`Type=${list.type}`)
  if (list.commander?.length) out.push('[Commander]', ...list.commander.map(card))
  out.push('[Main]', ...list.main.map(card))
  if (list.sideboard.length) out.push('[Sideboard]', ...list.sideboard.map(card))
  return out.join('\n') + '\n'
}
