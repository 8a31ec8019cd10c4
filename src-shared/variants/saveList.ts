// Pure helpers for the save list: default names, search and sort. Variant labels are the manifests' names.
import type { SaveEntry, SaveListQuery, SaveMeta, VariantId } from '../saves/format'
import { variantLabel } from './'
import { isWindowsDeviceName, unsafeCharacter } from '../saves/names'

export { variantLabel }

/** "Ann vs Bob · Heroic". */
export function defaultSaveName(players: string[], variant: VariantId): string {
  const names = players.length ? players.join(' vs ') : 'New game'
  return `${names} · ${variantLabel(variant)}`
}

/** A generic summary when the engine is not there to write one. */
export function genericSummary(meta: Pick<SaveMeta, 'turn' | 'activePlayer' | 'players' | 'winner'>): string {
  if (meta.winner === 'draw') return `Turn ${meta.turn} · draw`
  if (typeof meta.winner === 'number')
    return `Turn ${meta.turn} · ${meta.players[meta.winner] ?? `player ${meta.winner + 1}`} won`
  const who = meta.players[meta.activePlayer] ?? `player ${meta.activePlayer + 1}`
  return `Turn ${meta.turn} · ${who} to play`
}

/** Save names: trimmed, 1–100 characters, no control or bidi characters, no device name (./names.ts). Returns an
 *  error text or null. */
export function checkSaveName(name: unknown): string | null {
  if (typeof name !== 'string') return 'the name must be text'
  const trimmed = name.trim()
  if (!trimmed) return 'the name is empty'
  if (trimmed.length > 100) return 'the name is longer than 100 characters'
  const bad = unsafeCharacter(trimmed)
  if (bad) return `the name contains the control or text-direction character ${bad}`
  if (isWindowsDeviceName(trimmed)) return `"${trimmed}" is a reserved device name on Windows`
  return null
}

function haystack(entry: SaveEntry): string {
  const meta = entry.meta
  const parts = [entry.id]
  if (meta) parts.push(meta.name, meta.variant, variantLabel(meta.variant), meta.summary, ...meta.players)
  return parts.join('\n').toLowerCase()
}

function savedAt(entry: SaveEntry): string {
  return entry.meta?.savedAt ?? entry.modifiedAt
}

/** Filters and sorts list entries. Unreadable entries sort after readable ones, by file name. */
export function querySaves(entries: SaveEntry[], query: SaveListQuery = {}): SaveEntry[] {
  const kind = query.kind ?? 'all'
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const sort = query.sort ?? 'savedAt'
  const order = query.order ?? (sort === 'savedAt' || sort === 'turn' ? 'desc' : 'asc')
  const sign = order === 'asc' ? 1 : -1
  const picked = entries.filter((e) => {
    if (kind !== 'all' && e.kind !== kind) return false
    if (query.gameId !== undefined && e.meta?.gameId !== query.gameId) return false
    if (!words.length) return true
    const text = haystack(e)
    return words.every((w) => text.includes(w))
  })
  const compare = (a: SaveEntry, b: SaveEntry): number => {
    switch (sort) {
      case 'name':
        return a.meta!.name.localeCompare(b.meta!.name, undefined, { sensitivity: 'base', numeric: true })
      case 'variant':
        return a.meta!.variant.localeCompare(b.meta!.variant)
      case 'turn':
        return a.meta!.turn - b.meta!.turn
      default:
        return savedAt(a) < savedAt(b) ? -1 : savedAt(a) > savedAt(b) ? 1 : 0
    }
  }
  return picked.sort((a, b) => {
    if (!a.meta || !b.meta) {
      if (a.meta) return -1
      if (b.meta) return 1
      return a.id.localeCompare(b.id)
    }
    // Ties: newest first, then by file name, so the order is stable.
    return (
      sign * compare(a, b) ||
      (savedAt(a) < savedAt(b) ? 1 : savedAt(a) > savedAt(b) ? -1 : 0) ||
      a.id.localeCompare(b.id)
    )
  })
}
