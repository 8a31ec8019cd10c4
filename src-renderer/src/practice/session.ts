// What the Practice screen started at the table: a goldfish game or a puzzle (with its start position), and the
// puzzles solved (kept in localStorage; imported puzzle files are kept by main, src-main/puzzles/store.ts).
import { reactive } from 'vue'
import type { Action, GameState } from '@shared/engine/types'
import type { Puzzle } from '@shared/practice/puzzles'

export type PracticeTab = 'goldfish' | 'sample' | 'simulate' | 'puzzles' | 'draft'

export const practice = reactive<{
  kind: 'goldfish' | 'puzzle' | 'draft' | null
  puzzle: Puzzle | null
  start: GameState | null
  /** A puzzle whose opponents are fixed: their actions from the known solution (passes left out), in order. */
  script: Action[]
  /** Where the end of a practice game leads back to. */
  returnTo: 'practice' | 'deck-editor'
  /** What the Practice screen opens on next (the deck editor's "Sample hand"): a tab, a variant and a deck. */
  open: { tab: PracticeTab; variant: string; deck: string } | null
}>({ kind: null, puzzle: null, start: null, script: [], returnTo: 'practice', open: null })

const SOLVED = 'hearthside.practice.solved'
const IMPORTED = 'hearthside.practice.imported'

function read<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T) ?? fallback
  } catch {
    return fallback
  }
}

export const solved = reactive<Record<string, boolean>>(read(SOLVED, {}))

export function markSolved(id: string): void {
  solved[id] = true
  localStorage.setItem(SOLVED, JSON.stringify(solved))
}

/** Puzzles imported by an earlier version, which kept them in localStorage: handed to main once, then forgotten. */
export function takeLegacyImported(): unknown[] {
  const list = read<unknown[]>(IMPORTED, [])
  return Array.isArray(list) ? list : []
}
export function forgetLegacyImported(): void {
  localStorage.removeItem(IMPORTED)
}
