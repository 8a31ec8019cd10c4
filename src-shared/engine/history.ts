// History: the action log with unlimited undo and redo in a hotseat game. Undo steps back to the last decision
// point: mana abilities activated before a decision are folded into it (they paid for it). States are rebuilt
// from snapshots kept every `every` actions plus a replay of the log (CR-free bookkeeping, not game rules).
import type { Action, GameState } from './types'
import { applyAction, reduce } from './game'

export interface History {
  initial: GameState
  /** Every accepted action, including undone ones after `cursor` (the redo list). */
  actions: Action[]
  /** Log lines per action. */
  lines: string[][]
  /** Actions in effect: actions[0..cursor). */
  cursor: number
  /** The state after actions[0..cursor). */
  state: GameState
  /** Snapshots: snapshots[k] is the state after k * every actions (a cache; rebuilt when missing). */
  snapshots: GameState[]
  every: number
}

export function startHistory(initial: GameState, every = 50): History {
  return { initial, actions: [], lines: [], cursor: 0, state: initial, snapshots: [initial], every }
}

/** Applies an action at the cursor (dropping the redo list): the new history, or the reason it was rejected. */
export function record(
  h: History,
  action: Action,
): { ok: true; history: History; lines: string[] } | { ok: false; reason: string } {
  const result = applyAction(h.state, action)
  if (!result.ok) return result
  const actions = h.actions.slice(0, h.cursor)
  const lines = h.lines.slice(0, h.cursor)
  actions.push(action)
  lines.push(result.lines)
  const cursor = h.cursor + 1
  const keep = Math.floor(h.cursor / h.every) + 1
  const snapshots = h.snapshots.slice(0, keep)
  if (cursor % h.every === 0) snapshots[cursor / h.every] = result.state
  return { ok: true, history: { ...h, actions, lines, cursor, state: result.state, snapshots }, lines: result.lines }
}

/** A decision point: mana abilities are not one by themselves (they fold into what they pay for). */
const isDecision = (a: Action): boolean => a.type !== 'activateMana'

/** Where undo goes: just before the last decision and the mana taps that paid for it. */
export function undoTarget(h: History): number {
  let i = h.cursor
  if (i === 0) return 0
  // Trailing taps not yet spent form their own step back.
  if (!isDecision(h.actions[i - 1])) {
    while (i > 0 && !isDecision(h.actions[i - 1])) i--
    return i
  }
  i-- // the decision
  while (i > 0 && !isDecision(h.actions[i - 1])) i--
  return i
}

export const canUndo = (h: History): boolean => h.cursor > 0
export const canRedo = (h: History): boolean => h.cursor < h.actions.length

/** The state after the first `n` actions, from the nearest snapshot plus a replay. */
export function stateAt(h: History, n: number): GameState {
  let k = Math.min(Math.floor(n / h.every), h.snapshots.length - 1)
  while (k > 0 && !h.snapshots[k]) k--
  let state = h.snapshots[k]
  for (let i = k * h.every; i < n; i++) state = reduce(state, h.actions[i]).state
  return state
}

export function undo(h: History): History {
  if (!canUndo(h)) return h
  const cursor = undoTarget(h)
  return { ...h, cursor, state: stateAt(h, cursor) }
}

export function redo(h: History): History {
  if (!canRedo(h)) return h
  let cursor = h.cursor
  // Redo the mana taps and the decision they paid for.
  while (cursor < h.actions.length && !isDecision(h.actions[cursor])) cursor++
  if (cursor < h.actions.length) cursor++
  let state = h.state
  for (let i = h.cursor; i < cursor; i++) state = reduce(state, h.actions[i]).state
  const snapshots = h.snapshots.slice()
  for (let i = Math.floor(h.cursor / h.every) + 1; i * h.every <= cursor; i++)
    snapshots[i] = stateAt({ ...h, snapshots }, i * h.every)
  return { ...h, cursor, state, snapshots }
}

/** Replays a log from a start state (the seed is in it): the same actions give exactly the same state. */
export function replay(initial: GameState, actions: Action[]): GameState {
  let state = initial
  for (const a of actions) state = reduce(state, a).state
  return state
}

/** Replays with checks: the first action that is not legal stops it with its index and reason. */
export function replayChecked(
  initial: GameState,
  actions: Action[],
): { ok: true; state: GameState } | { ok: false; index: number; reason: string } {
  let state = initial
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(state, actions[i])
    if (!r.ok) return { ok: false, index: i, reason: r.reason }
    state = r.state
  }
  return { ok: true, state }
}
