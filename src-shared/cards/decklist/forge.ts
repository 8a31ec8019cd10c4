// Forge .dck decks: "[metadata]" (Name=…), "[Main]", "[Sideboard]", "[Commander]" sections of "4 Name|SET|art" lines.
import type { DeckEntry, DeckList } from './types'
import { push } from './text'

export function parseForgeDeck(text: string): DeckList {
  const list: DeckList = { main: [], sideboard: [], format: 'forge', errors: [] }
  let section = ''
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const lineNo = index + 1
      const line = raw.trim()
      if (!line || line.startsWith('#') || line.startsWith('//')) return
      const header = /^\[(.+)\]$/.exec(line)
      if (header) {
        section = header[1].trim().toLowerCase()
        return
      }
      if (section === 'metadata') {
        const kv = /^([^=]+)=(.*)$/.exec(line)
        if (!kv) {
          list.errors.push({ line: lineNo, message: `line ${lineNo}: "${line}" is not KEY=VALUE` })
          return
        }
        const key = kv[1].trim().toLowerCase()
        const value = kv[2].trim()
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
      else if (['avatar', 'planes', 'schemes', 'conspiracy', 'dungeon'].includes(section)) return
      else {
        list.errors.push({ line: lineNo, message: `line ${lineNo}: card outside a [Main] or [Sideboard] section` })
        return
      }
      const m = /^(\d+)\s+([^|]+?)\s*(?:\|([^|]*))?(?:\|(.*))?$/.exec(line)
      if (!m) {
        list.errors.push({ line: lineNo, message: `line ${lineNo}: "${line}" is not "COUNT NAME|SET"` })
        return
      }
      const count = Number(m[1])
      if (count < 1) {
        list.errors.push({ line: lineNo, message: `line ${lineNo}: the count of "${m[2]}" must be at least 1` })
        return
      }
      const entry: DeckEntry = { name: m[2], count, line: lineNo }
      if (m[3]) entry.set = m[3].trim().toUpperCase()
      push(target, entry)
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
