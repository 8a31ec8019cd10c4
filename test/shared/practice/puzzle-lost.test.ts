// A puzzle that can no longer be won says so: a goal for this turn is lost once the turn is over, and every goal is
// lost when the solver has lost.
import { describe, expect, it } from 'vitest'
import { goalMet, type Puzzle } from '@shared/practice/puzzles'

const puzzle = (goal: Puzzle['goal']) => ({ player: 0, goal }) as Puzzle
const start = { turn: 3, active: 0 }
const out = (turn: number, extra: Record<string, unknown> = {}) => ({
  turn,
  active: turn === 3 ? 0 : 1,
  winner: null,
  players: [
    { lost: false, score: 0 },
    { lost: false, score: 0 },
  ],
  rejected: [],
  ...extra,
})

describe('a puzzle that can no longer be won', () => {
  it('win this turn: still open during the turn, lost once it is over or the solver lost', () => {
    expect(goalMet(puzzle({ kind: 'winThisTurn' }), start, out(3))).toEqual({ met: false, why: 'you have not won yet' })
    expect(goalMet(puzzle({ kind: 'winThisTurn' }), start, out(4))).toMatchObject({ met: false, lost: true })
    expect(goalMet(puzzle({ kind: 'winThisTurn' }), start, out(3, { winner: 1 }))).toMatchObject({ lost: true })
    expect(goalMet(puzzle({ kind: 'winThisTurn' }), start, out(3, { winner: 0 }))).toMatchObject({ met: true })
  })

  it('survive until your next turn: lost only when the solver lost', () => {
    const p = puzzle({ kind: 'surviveUntilNextTurn' })
    expect(goalMet(p, start, out(4)).lost).toBeUndefined()
    const dead = out(4, { players: [{ lost: true }, { lost: false }], winner: 1 })
    expect(goalMet(p, start, dead)).toMatchObject({ met: false, lost: true, why: 'you lost' })
  })

  it('score N points this turn (MCR-9): lost when the turn ends short of them', () => {
    const p = puzzle({ kind: 'score', points: 2 })
    const one = [{ score: 1 }, { score: 0 }]
    expect(goalMet(p, start, out(3, { players: one })).lost).toBeUndefined()
    expect(goalMet(p, start, out(4, { players: one }))).toMatchObject({ met: false, lost: true })
    expect(goalMet(p, start, out(4, { players: [{ score: 2 }, { score: 0 }] }))).toMatchObject({ met: true })
  })
})
