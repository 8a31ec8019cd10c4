// Checking a puzzle file's text before it is kept (docs/puzzles.md): its format, its names, the size of its zones,
// and its start position, which must build and must not already meet its goal. Relative imports only: the engine
// worker (../work/engineWorker.ts) runs it, also from source under tsx.
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import { goalMet, parsePuzzle, playPuzzle, PuzzleError, type Puzzle } from '../../src-shared/practice/puzzles'
import { nameProblem } from '../../src-shared/saves/names'

/** A puzzle's position is a small one: at most this many cards in any zone (a list of its prepared state). */
export const MAX_PUZZLE_ZONE = 300

/** The first list of the prepared position longer than MAX_PUZZLE_ZONE, as its path, or null. */
function crowdedZone(value: unknown, path: string, depth = 0): string | null {
  if (depth > 6 || typeof value !== 'object' || value === null) return null
  if (Array.isArray(value)) {
    if (value.length > MAX_PUZZLE_ZONE) return path
    for (let i = 0; i < value.length; i++) {
      const found = crowdedZone(value[i], `${path}.${i}`, depth + 1)
      if (found) return found
    }
    return null
  }
  for (const [key, v] of Object.entries(value)) {
    const found = crowdedZone(v, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

/** Reads and checks a puzzle file's text: its format, its names (the one name policy), the size of its zones, then
 *  its start position, which must build and must not already meet the goal (docs/puzzles.md). Throws naming the
 *  problem. */
export function checkPuzzleText(text: string): Puzzle {
  const puzzle = parsePuzzle(text)
  for (const field of ['id', 'title'] as const) {
    const problem = nameProblem(puzzle[field])
    if (problem) throw new PuzzleError(field, `can't be used: ${problem}`)
  }
  const crowded = crowdedZone(puzzle.scenario.state, 'scenario.state')
  if (crowded) throw new PuzzleError(crowded, `holds more than ${MAX_PUZZLE_ZONE} cards: a puzzle is a small position`)
  const start = playPuzzle(puzzle, starterPool(), [])
  const met = goalMet(puzzle, { turn: start.initial.turn, active: start.initial.active }, start.output)
  if (met.met) throw new PuzzleError('goal', `its start already meets the goal (${met.why}): there is nothing to solve`)
  return puzzle
}
