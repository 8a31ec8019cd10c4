// The save list by game: a game's saves and autosaves (same gameId) under one heading, the latest first and the
// earlier turns folded; games that share a name (a rematch, the same players again) are told apart as
// "… · game 2", "… · game 3" in the order they began, so no name is printed twice.
import type { SaveEntry } from '@shared/bridge'

export interface SaveGroup {
  /** The gameId, or the file name of a save that does not read. */
  key: string
  /** The name shown for the game. */
  title: string
  /** The game's most recent save: the one to resume, replay or rematch. */
  latest: SaveEntry
  /** The save that names the game: the latest saved by hand (its name is the one the players gave), else the
   *  latest. Renaming the game renames it. */
  named: SaveEntry
  /** Its other saves, latest first. */
  earlier: SaveEntry[]
  /** The game has ended (won or drawn): it can be replayed or played again, not resumed. */
  finished: boolean
}

const savedAt = (e: SaveEntry): string => e.meta?.savedAt ?? e.modifiedAt

/** Latest first: by save time, then the longer log, then the manual save before an autosave. */
function newestFirst(a: SaveEntry, b: SaveEntry): number {
  if (savedAt(a) !== savedAt(b)) return savedAt(a) < savedAt(b) ? 1 : -1
  const actions = (b.meta?.actionCount ?? 0) - (a.meta?.actionCount ?? 0)
  if (actions) return actions
  if (a.kind !== b.kind) return a.kind === 'manual' ? -1 : 1
  return (b.autosave ?? 0) - (a.autosave ?? 0)
}

export const isFinished = (entry: SaveEntry): boolean =>
  entry.meta !== null && entry.meta !== undefined && entry.meta.winner !== null && entry.meta.winner !== undefined

/** Groups the entries (in the list's order: a game stands where its first entry stands). */
export function groupSaves(entries: SaveEntry[]): SaveGroup[] {
  const byKey = new Map<string, SaveEntry[]>()
  for (const e of entries) {
    const key = e.meta && !e.problem ? `game:${e.meta.gameId}` : `file:${e.id}`
    byKey.set(key, [...(byKey.get(key) ?? []), e])
  }
  const groups: SaveGroup[] = [...byKey.entries()].map(([key, list]) => {
    const [latest, ...earlier] = [...list].sort(newestFirst)
    const named = [latest, ...earlier].find((e) => e.kind === 'manual') ?? latest
    return { key, title: named.meta?.name ?? named.id, latest, named, earlier, finished: isFinished(latest) }
  })
  // Same name: number the games from the one that began first (its earliest save).
  const began = (g: SaveGroup) => [g.latest, ...g.earlier].map(savedAt).sort()[0]
  const byName = new Map<string, SaveGroup[]>()
  for (const g of groups) {
    if (!g.latest.meta) continue
    const name = g.title.trim().toLowerCase()
    byName.set(name, [...(byName.get(name) ?? []), g])
  }
  for (const same of byName.values()) {
    if (same.length < 2) continue
    const ordered = [...same].sort((a, b) => (began(a) < began(b) ? -1 : began(a) > began(b) ? 1 : 0))
    ordered.forEach((g, i) => {
      if (i > 0) g.title = `${g.title} · game ${i + 1}`
    })
  }
  return groups
}
