// The game's history: the engine History (every action, unlimited undo and redo to decision points), which
// actions the table took by itself (automatic passes, logged as such), the life totals over the game and the log
// as one viewer may read it.
import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import {
  canRedo,
  canUndo,
  linesFor,
  record,
  redo as historyRedo,
  startHistory,
  undo as historyUndo,
} from '@shared/engine'
import type { Action, GameState, History, PlayerIndex, StackItem } from '@shared/engine'
import { resolvedBetween } from '../components/table/flow'
import { scoreOf } from '@shared/variants/combat/selectors'

/** Life totals at a point of the game, for the end-of-game chart. */
export interface LifePoint {
  /** The number of actions in effect. */
  at: number
  turn: number
  life: number[]
  /** Magic Combat Rules: the round and each player's points (MCR-3, MCR-9). */
  round?: number
  score?: number[]
}

/** A point of the chart: life, and in Combat Rules the round and the points. */
function pointOf(at: number, s: GameState): LifePoint {
  const point: LifePoint = { at, turn: s.turn, life: s.players.map((p) => p.life) }
  if (s.variant === 'combat') {
    point.round = s.round
    point.score = s.players.map((_, i) => scoreOf(s, i))
  }
  return point
}

export const isAuto = (a: Action): boolean => (a as { auto?: unknown }).auto === true

type Reader = PlayerIndex | 'spectator'
/** Each action's states around it and its lines, to read its log lines as each reader may (engine/logView.ts). */
const around = new WeakMap<Action, { before: GameState; after: GameState; lines: readonly string[] }>()
const readLines = new WeakMap<Action, Map<Reader, string[]>>()

function noteReaders(before: GameState, after: GameState, action: Action, lines: readonly string[]): void {
  if (lines.length) around.set(action, { before, after, lines })
}

/** The action's lines as `reader` reads them, worked out the first time they are read. */
function readAs(action: Action, lines: readonly string[], reader: Reader): readonly string[] {
  const at = around.get(action)
  if (!at) return lines
  let byReader = readLines.get(action)
  if (!byReader) readLines.set(action, (byReader = new Map()))
  let read = byReader.get(reader)
  if (!read) byReader.set(reader, (read = linesFor(at.before, at.after, action, at.lines, reader)))
  return read
}

export const useHistoryStore = defineStore('history', () => {
  const history = shallowRef<History | null>(null)
  const state = computed<GameState | null>(() => history.value?.state ?? null)
  const lifeTimeline = shallowRef<LifePoint[]>([])
  /** Stack items that left the stack with the last action (what "just changed" for the flow rules). */
  const resolved = shallowRef<StackItem[]>([])

  /** The table's own lines (who undid or redid how much), each at the number of actions in
   *  effect when it was written; shown at that point of the log, or at its end once the game is taken back further. */
  const notes = shallowRef<{ at: number; text: string }[]>([])

  const undoable = computed(() => !!history.value && canUndo(history.value))
  const redoable = computed(() => !!history.value && canRedo(history.value))

  function begin(initial: GameState): void {
    history.value = startHistory(initial)
    resolved.value = []
    notes.value = []
    lifeTimeline.value = [pointOf(0, initial)]
  }

  /** A whole restored history (a resumed game): the life chart is rebuilt from its actions. */
  function restore(h: History): void {
    let walk = startHistory(h.initial)
    const timeline: LifePoint[] = [pointOf(0, h.initial)]
    for (let i = 0; i < h.cursor; i++) {
      const r = record(walk, h.actions[i])
      if (!r.ok) break
      noteReaders(walk.state, r.history.state, h.actions[i], r.lines)
      walk = r.history
      pushLife(timeline, walk)
    }
    history.value = h
    resolved.value = []
    notes.value = []
    lifeTimeline.value = timeline
  }

  function clear(): void {
    history.value = null
    resolved.value = []
    notes.value = []
    lifeTimeline.value = []
  }

  function pushLife(points: LifePoint[], h: History): void {
    const point = pointOf(h.cursor, h.state)
    const last = points[points.length - 1]
    const changed = (a: number[] | undefined, b: number[] | undefined) => (a ?? []).some((v, i) => v !== b?.[i])
    if (!last || last.turn !== point.turn || changed(point.life, last.life) || changed(point.score, last.score))
      points.push(point)
  }

  function noteLife(): void {
    const h = history.value!
    const kept = lifeTimeline.value.filter((pt) => pt.at <= h.cursor)
    pushLife(kept, h)
    lifeTimeline.value = kept
  }

  /** Records an action at the cursor: null, or the engine's reason it was refused. */
  function apply(action: Action): string | null {
    const h = history.value
    if (!h) return 'No game is in progress.'
    const r = record(h, action)
    if (!r.ok) return r.reason
    noteReaders(h.state, r.history.state, r.history.actions[h.cursor], r.lines)
    history.value = r.history
    resolved.value = resolvedBetween(h.state, r.history.state)
    noteLife()
    return null
  }

  /** Where undo would go: back to before the last decision a player made (automatic passes, and actions `skip`
   *  names, the computer's, are stepped over); null when there is nothing to undo. */
  function undoTarget(skip?: (a: Action) => boolean): History | null {
    let h = history.value
    if (!h || !canUndo(h)) return null
    const over = (a: Action) => isAuto(a) || !!skip?.(a)
    let undone: number
    do {
      undone = h.cursor - 1
      h = historyUndo(h)
    } while (h.cursor > 0 && over(h.actions[undone]))
    return h
  }

  /** Where redo would go: forward over the next decision and the automatic passes (and `skip`'s) after it. */
  function redoTarget(skip?: (a: Action) => boolean): History | null {
    let h = history.value
    if (!h || !canRedo(h)) return null
    h = historyRedo(h)
    while (canRedo(h) && (isAuto(h.actions[h.cursor]) || !!skip?.(h.actions[h.cursor]))) h = historyRedo(h)
    return h
  }

  /** Moves to a point of the same history (an undo or redo target). */
  function travelTo(h: History): void {
    history.value = h
    resolved.value = []
    noteLife()
  }

  function undo(skip?: (a: Action) => boolean): boolean {
    const h = undoTarget(skip)
    if (h) travelTo(h)
    return !!h
  }

  function redo(skip?: (a: Action) => boolean): boolean {
    const h = redoTarget(skip)
    if (h) travelTo(h)
    return !!h
  }

  /** Adds a line of the table's own to the log, at the current point. */
  function note(text: string): void {
    notes.value = [...notes.value, { at: history.value?.cursor ?? 0, text }]
  }

  /**
   * The log lines in effect. Automatic passes read "Ann passes (auto)". `viewer` is who reads it (null: everyone
   * at the table, the public wording).
   */
  function logFor(viewer: Reader | null): string[] {
    const h = history.value
    if (!h) return []
    const reader: Reader = viewer ?? 'spectator'
    const out: string[] = []
    const notesAt = (i: number) => {
      for (const n of notes.value) if (Math.min(n.at, h.cursor) === i) out.push(n.text)
    }
    notesAt(0)
    for (let i = 0; i < h.cursor; i++) {
      const auto = isAuto(h.actions[i])
      const lines = readAs(h.actions[i], h.lines[i], reader)
      for (const line of lines) out.push(auto && line.endsWith(' passes') ? `${line} (auto)` : line)
      notesAt(i + 1)
    }
    return out
  }

  return {
    history,
    state,
    lifeTimeline,
    resolved,
    undoable,
    redoable,
    begin,
    restore,
    clear,
    apply,
    undo,
    redo,
    undoTarget,
    redoTarget,
    travelTo,
    note,
    notes,
    logFor,
  }
})
