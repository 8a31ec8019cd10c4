// The scenario action `passUntil` (the scenario contract, "Fewer passes"): every player passes priority in turn
// (CR 117.3d, 117.4) until the game reaches the beginning of a step, of a given turn or the next time it comes, or
// until someone must decide something other than passing, or the game ends. It is no engine action: the runner
// plays it as the passes it stands for, and those go into the action log.
import type { Action, GameState } from '../engine/types'
import type { Variant } from '../engine/variant'
import { applyAction, waitingFor } from '../engine/game'

/** A game passes a few hundred times in a whole game; more means the target never comes. */
export const PASS_UNTIL_LIMIT = 10000

export interface PassUntil {
  step: string
  turn?: number
}

export interface PassUntilResult {
  state: GameState
  /** The passes made, as the engine received them. */
  actions: Action[]
  lines: string[]
  /** Why it stopped short of the step, when that is a refusal (the step already went by, a pass was refused). */
  rejected?: string
}

/** The variant's turn steps in order: where a step stands in the turn. */
export function turnStepNames(v: Variant): string[] {
  return v.chart.turnSteps.map((s) => s.name)
}

/**
 * Passes until the target step begins. A step the variant skips this turn (CR 508.8) counts as reached at the
 * next step that begins after it, so the passes stop there rather than run on into later turns.
 */
export function passUntil(start: GameState, v: Variant, target: PassUntil): PassUntilResult {
  const steps = turnStepNames(v)
  const index = steps.indexOf(target.step)
  if (index < 0) throw new Error(`unknown step "${target.step}" (expected one of ${steps.join(', ')})`)
  const at = (s: GameState): number => (s.phase === 'setup' ? -1 : steps.indexOf(s.step))
  const before = (turn: number, step: number, t: number, i: number) => turn < t || (turn === t && step < i)
  // Without a turn, the next time the step comes: this turn when it is still ahead, else the next turn.
  const turn = target.turn ?? (start.phase !== 'setup' && at(start) >= index ? start.turn + 1 : Math.max(start.turn, 1))
  const out: PassUntilResult = { state: start, actions: [], lines: [] }
  if (start.phase !== 'setup' && !before(start.turn, at(start), turn, index)) {
    if (start.turn === turn && at(start) === index) return out // already at the beginning of that step
    out.rejected = `Turn ${turn}'s ${target.step} step has already begun or gone by (it is turn ${start.turn}, ${start.step})`
    return out
  }
  let state = start
  for (let k = 0; k < PASS_UNTIL_LIMIT; k++) {
    const waiting = waitingFor(state)
    if (waiting.kind !== 'priority' || state.priority === null) return { ...out, state }
    const pass: Action = { type: 'pass', player: state.priority }
    const result = applyAction(state, pass)
    if (!result.ok) return { ...out, state, rejected: result.reason }
    state = result.state
    out.actions.push(pass)
    out.lines.push(...result.lines)
    if (state.phase !== 'setup' && !before(state.turn, at(state), turn, index)) return { ...out, state }
  }
  return {
    ...out,
    state,
    rejected: `Stopped after ${PASS_UNTIL_LIMIT} passes without reaching turn ${turn}'s ${target.step} step`,
  }
}
