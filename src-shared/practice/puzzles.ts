// Puzzles: a scenario (the scenario contract's input: start state, cards, variant) with a goal, a title, a
// difficulty, a hint and a known solution (scenario actions). See docs/puzzles.md.
import type { CardPool } from '../cards/pool'
import { runScenario, type ScenarioResult } from '../scenario/run'
import { ScenarioError } from '../engine/scenarioError'
import { findVariant } from '../engine/registry'

export type PuzzleGoal = { kind: 'winThisTurn' } | { kind: 'surviveUntilNextTurn' } | { kind: 'score'; points: number }

export type Difficulty = 'easy' | 'medium' | 'hard'

export interface Puzzle {
  format: 'hearthside-puzzle'
  version: 1
  id: string
  title: string
  difficulty: Difficulty
  hint: string
  goal: PuzzleGoal
  /** The seat that solves it (default 0). */
  player: number
  /** 'fixed': the other players' decisions are in the solution; 'computer': the computer player makes them. */
  opponent: 'fixed' | 'computer'
  /** The scenario: variant, seed, players, state, cards, options (no actions, no expect). */
  scenario: Record<string, unknown>
  /** The known solution: scenario actions. */
  solution: Record<string, unknown>[]
  description?: string
}

export class PuzzleError extends Error {
  constructor(
    public field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard']
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** Reads a puzzle from its JSON text or parsed value; a bad file throws a PuzzleError naming its problem. */
export function parsePuzzle(input: unknown): Puzzle {
  let raw = input
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input)
    } catch (error) {
      throw new PuzzleError('file', `not JSON (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  if (!isObj(raw)) throw new PuzzleError('file', 'a puzzle is a JSON object')
  if (raw.format !== 'hearthside-puzzle') throw new PuzzleError('format', 'must be "hearthside-puzzle"')
  if (raw.version !== 1)
    throw new PuzzleError('version', `unsupported version ${JSON.stringify(raw.version)} (expected 1)`)
  for (const field of ['id', 'title', 'hint']) {
    if (typeof raw[field] !== 'string' || !(raw[field] as string).trim())
      throw new PuzzleError(field, 'is required (a non-empty string)')
  }
  if (!DIFFICULTIES.includes(raw.difficulty as Difficulty))
    throw new PuzzleError('difficulty', `must be one of ${DIFFICULTIES.join(', ')}`)
  const goal = raw.goal
  if (!isObj(goal))
    throw new PuzzleError('goal', 'is required: {"kind": "winThisTurn" | "surviveUntilNextTurn" | "score"}')
  if (goal.kind === 'score') {
    if (!Number.isInteger(goal.points) || (goal.points as number) < 1)
      throw new PuzzleError('goal.points', 'a score goal needs a whole number of points, 1 or more')
  } else if (goal.kind !== 'winThisTurn' && goal.kind !== 'surviveUntilNextTurn')
    throw new PuzzleError('goal.kind', `unknown goal "${String(goal.kind)}" (winThisTurn, surviveUntilNextTurn, score)`)
  const scenario = raw.scenario
  if (!isObj(scenario))
    throw new PuzzleError('scenario', 'is required: the scenario contract input (variant, players, state)')
  if (typeof scenario.variant !== 'string' || !findVariant(scenario.variant))
    throw new PuzzleError('scenario.variant', `unknown variant ${JSON.stringify(scenario.variant)}`)
  if (!isObj(scenario.state)) throw new PuzzleError('scenario.state', 'a puzzle starts from a prepared position')
  if ('actions' in scenario) throw new PuzzleError('scenario.actions', 'belongs in "solution"')
  if (!Array.isArray(raw.solution) || !raw.solution.every(isObj))
    throw new PuzzleError('solution', 'is required: a list of scenario actions')
  const player = raw.player ?? 0
  const players = Array.isArray(scenario.players) ? scenario.players.length : 0
  if (!Number.isInteger(player) || (player as number) < 0 || (player as number) >= Math.max(players, 1))
    throw new PuzzleError('player', `must be a seat of the scenario (0 to ${players - 1})`)
  const opponent = raw.opponent ?? 'fixed'
  if (opponent !== 'fixed' && opponent !== 'computer')
    throw new PuzzleError('opponent', 'must be "fixed" or "computer"')
  return { ...(raw as unknown as Puzzle), player: player as number, opponent }
}

/** Plays actions from the puzzle's start; a bad scenario throws a PuzzleError naming the field. */
export function playPuzzle(p: Puzzle, pool: CardPool, actions: Record<string, unknown>[] = p.solution): ScenarioResult {
  try {
    return runScenario({ ...p.scenario, actions }, pool)
  } catch (error) {
    if (error instanceof ScenarioError)
      throw new PuzzleError(`scenario.${error.field}`, error.message.slice(error.field.length + 2))
    throw error
  }
}

export interface GoalCheck {
  met: boolean
  /** The goal can no longer be met from here (the turn it was for is over, or the solver lost). */
  lost?: boolean
  why: string
}

/** Whether the goal holds after the puzzle's actions (`start`: the position the puzzle began from). */
export function goalMet(
  p: Puzzle,
  start: { turn: number; active: number },
  output: Record<string, unknown>,
): GoalCheck {
  const me = p.player
  const players = (output.players ?? []) as { lost?: boolean; score?: number }[]
  const winner = output.winner
  const rejected = (output.rejected ?? []) as { index: number; reason: string }[]
  if (rejected.length) return { met: false, why: `action ${rejected[0].index + 1} was refused: ${rejected[0].reason}` }
  const over = winner !== null && winner !== undefined
  const turnOver = output.turn !== start.turn
  switch (p.goal.kind) {
    case 'winThisTurn':
      if (winner !== me) {
        if (over || players[me]?.lost) return { met: false, lost: true, why: 'you lost' }
        if (turnOver) return { met: false, lost: true, why: 'this turn is over' }
        return { met: false, why: 'you have not won yet' }
      }
      if (turnOver) return { met: false, lost: true, why: 'you won, but not this turn' }
      return { met: true, why: 'you won this turn' }
    case 'surviveUntilNextTurn': {
      if (players[me]?.lost || (over && winner !== me)) return { met: false, lost: true, why: 'you lost' }
      if (winner === me) return { met: true, why: 'you won' }
      const reached = (output.turn as number) > start.turn && output.active === me
      return reached
        ? { met: true, why: 'you survived to your next turn' }
        : { met: false, why: 'your next turn has not come yet' }
    }
    case 'score': {
      const score = players[me]?.score ?? 0
      const points = p.goal.points
      if (score >= points) return { met: true, why: `you have ${score} points` }
      // Scored this turn (the puzzles' "score N points this turn"): lost once the turn or the game is over.
      if (turnOver || over)
        return { met: false, lost: true, why: `${score} of ${points} points, and this turn is over` }
      return { met: false, why: `${score} of ${points} points` }
    }
  }
}

/** Checks a puzzle: the start alone doesn't meet the goal and the known solution does. */
export function checkPuzzle(p: Puzzle, pool: () => CardPool): { start: GoalCheck; solved: GoalCheck } {
  const before = playPuzzle(p, pool(), [])
  const from = { turn: before.initial.turn, active: before.initial.active }
  const solvedRun = playPuzzle(p, pool())
  return { start: goalMet(p, from, before.output), solved: goalMet(p, from, solvedRun.output) }
}
