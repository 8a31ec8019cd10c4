// What the Practice screen started at the table: a goldfish game or a puzzle (with its start position), and the
// puzzles solved (kept in localStorage).
import { reactive } from 'vue'
import type { Action, GameState } from '@shared/engine/types'
import type { Puzzle } from '@shared/practice/puzzles'

export const practice = reactive<{
  kind: 'goldfish' | 'puzzle' | null
  puzzle: Puzzle | null
  start: GameState | null
  /** A puzzle whose opponents are fixed: their actions from the known solution (passes left out), in order. */
  script: Action[]
}>({ kind: null, puzzle: null, start: null, script: [] })

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

export function importedPuzzles(): unknown[] {
  return read<unknown[]>(IMPORTED, [])
}

export function saveImported(list: unknown[]): void {
  localStorage.setItem(IMPORTED, JSON.stringify(list))
}
