// The computer player's public types.
import type { Action, PlayerIndex } from '../engine/types'

export type Level = 'easy' | 'normal' | 'hard'
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard']

export interface ComputerOptions {
  level: Level
  /** The computer's own seed: the same position, seat and seed give the same decision. */
  seed: number
  /** Hard: simulated decisions per decision (the deterministic budget). */
  budget?: number
  /** Hard: a wall-clock cap in ms, the table's safety net (none by default: the budget ends the search). */
  timeCapMs?: number
}

export interface Decision {
  player: PlayerIndex
  action: Action
  ms: number
}
