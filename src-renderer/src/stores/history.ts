// The game's history: the engine History (every action, unlimited undo and redo to decision points), which
// actions the table took by itself (automatic passes, logged as such), the life totals over the game and the log
// as one viewer may read it.
import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import {
  applyAction,
  canRedo,
  canUndo,
  engineCodec,
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

/** How far the history of a resumed game has been rebuilt (undo, the log's lines and the life chart wait for it). */
export interface Rebuilding {
  done: number
  total: number
}

/** Actions replayed between two turns of the page's event loop while a resumed game's history is rebuilt. */
const REBUILD_SLICE = 100
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

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

  /** Set while a resumed game's history is rebuilt from its log (beginAt, rebuild): undo and redo wait. */
  const rebuilding = shallowRef<Rebuilding | null>(null)
  /** The resumed game's log length and the position it was loaded at (what its rebuilt log must reach). */
  let loaded: { count: number; state: GameState } | null = null
  /** Bumped by every new history: a rebuild under way for an older one stops. */
  let generation = 0

  const undoable = computed(() => !!history.value && !rebuilding.value && canUndo(history.value))
  const redoable = computed(() => !!history.value && !rebuilding.value && canRedo(history.value))

  function fresh(): void {
    generation++
    rebuilding.value = null
    loaded = null
  }

  /**
   * A resumed game shown at once at its saved position: its log is the history's, but the states undo steps back to,
   * the log's lines and the life chart come from `rebuild` (until then undo and redo wait).
   */
  function beginAt(initial: GameState, actions: Action[], state: GameState): void {
    fresh()
    const count = actions.length
    history.value = {
      initial,
      actions: [...actions],
      lines: actions.map(() => []),
      cursor: count,
      state,
      snapshots: [initial],
      every: startHistory(initial).every,
    }
    loaded = { count, state }
    rebuilding.value = { done: 0, total: count }
    resolved.value = []
    notes.value = []
    lifeTimeline.value = [{ at: count, turn: state.turn, life: state.players.map((p) => p.life) }]
  }

  /** Nothing played since the game was resumed: the position it goes on from is replaced (the log's, or the same
   *  with the card text it was played with). False when the game has moved on. */
  function replaceLoaded(state: GameState): boolean {
    const h = history.value
    if (!h || !loaded || h.cursor !== loaded.count || h.actions.length !== loaded.count) return false
    loaded = { ...loaded, state }
    history.value = { ...h, state }
    lifeTimeline.value = [{ at: h.cursor, turn: state.turn, life: state.players.map((p) => p.life) }]
    return true
  }

  /**
   * Replays the resumed game's log from `initial` in slices (the page answers between them), then gives the history
   * its states, lines and life chart: 'done'. 'failed' when the log does not reach the loaded position (then
   * `rebase` starts the history there); 'stopped' when another game began meanwhile.
   */
  async function rebuild(
    initial: GameState,
    onProgress?: (done: number, total: number) => void,
  ): Promise<'done' | 'failed' | 'stopped'> {
    const h0 = history.value
    const at = loaded
    if (!h0 || !at) return 'stopped'
    const run = generation
    const actions = h0.actions.slice(0, at.count)
    const every = h0.every
    const snapshots: GameState[] = [initial]
    const lines: string[][] = []
    const timeline: LifePoint[] = [{ at: 0, turn: initial.turn, life: initial.players.map((p) => p.life) }]
    const readers: [GameState, GameState, Action, readonly string[]][] = []
    let state = initial
    for (let i = 0; i < actions.length; i++) {
      if (i % REBUILD_SLICE === 0 && i > 0) {
        onProgress?.(i, actions.length)
        rebuilding.value = { done: i, total: actions.length }
        await nextTurn()
        if (run !== generation) return 'stopped'
      }
      const r = applyAction(state, actions[i])
      if (!r.ok) return 'failed'
      readers.push([state, r.state, actions[i], r.lines])
      lines.push(r.lines)
      state = r.state
      if ((i + 1) % every === 0) snapshots[(i + 1) / every] = state
      pushLife(timeline, { state, cursor: i + 1 })
    }
    await nextTurn()
    if (run !== generation) return 'stopped'
    const target = loaded!.state
    if (!engineCodec.equalsSnapshot(state, target)) return 'failed'
    const h = history.value!
    for (const [before, after, action, said] of readers) noteReaders(before, after, action, said)
    const merged = snapshots.slice()
    for (let k = snapshots.length; k < h.snapshots.length; k++) if (h.snapshots[k]) merged[k] = h.snapshots[k]
    history.value = { ...h, initial, snapshots: merged, lines: [...lines, ...h.lines.slice(at.count)] }
    lifeTimeline.value = [...timeline, ...lifeTimeline.value.filter((p) => p.at > at.count)]
    rebuilding.value = null
    loaded = null
    onProgress?.(actions.length, actions.length)
    return 'done'
  }

  /** The resumed game's log can't give its history: the history starts at the position it was loaded at (undo
   *  stops there), keeping what was played since. Returns that position. */
  function rebase(): GameState | null {
    const h = history.value
    const at = loaded
    if (!h || !at) return null
    generation++
    history.value = {
      initial: at.state,
      actions: h.actions.slice(at.count),
      lines: h.lines.slice(at.count),
      cursor: h.cursor - at.count,
      state: h.state,
      snapshots: [at.state],
      every: h.every,
    }
    lifeTimeline.value = lifeTimeline.value.map((p) => ({ ...p, at: Math.max(0, p.at - at.count) }))
    rebuilding.value = null
    loaded = null
    return at.state
  }

  function begin(initial: GameState): void {
    fresh()
    history.value = startHistory(initial)
    resolved.value = []
    notes.value = []
    lifeTimeline.value = [pointOf(0, initial)]
  }

  /** A whole restored history (a resumed game): the life chart is rebuilt from its actions. */
  function restore(h: History): void {
    fresh()
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
    fresh()
    history.value = null
    resolved.value = []
    notes.value = []
    lifeTimeline.value = []
  }

  function pushLife(points: LifePoint[], h: Pick<History, 'state' | 'cursor'>): void {
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
    if (!h || rebuilding.value || !canUndo(h)) return null
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
    if (!h || rebuilding.value || !canRedo(h)) return null
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
    rebuilding,
    begin,
    beginAt,
    replaceLoaded,
    rebuild,
    rebase,
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
