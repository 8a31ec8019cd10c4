// "Take an extra turn after this one" (CR 500.7), from real cards: Temporal Manipulation and Beacon of Tomorrows.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith('Temporal Manipulation', 'Beacon of Tomorrows')
const manual = (name: string) => explainCard(pool.byName(name)!).lines.filter((l) => !l.automated)
const islands = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island']
const lib = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island']

/** Ann casts `card` (at `targets`) with eight Islands out, then play goes on to the upkeep of `turn`. */
const castUntil = (card: string, turn: number, targets?: string[]) =>
  playWithBasics(pool, { hand: [card], battlefield: islands, library: lib }, { library: lib }, [
    { player: 0, type: 'cast', card, ...(targets ? { targets } : {}) },
    { player: 0, type: 'pass' },
    { player: 1, type: 'pass' },
    { type: 'passUntil', step: 'upkeep', turn },
  ])

describe('extra turns', () => {
  it('CR 500.7: Temporal Manipulation gives Ann turn 4, then Ben has turn 5', () => {
    expect(manual('Temporal Manipulation')).toEqual([])
    const r = castUntil('Temporal Manipulation', 4)
    expect(r.output.rejected).toEqual([])
    expect(r.state.turn).toBe(4)
    expect(r.state.active).toBe(0)
    const after = castUntil('Temporal Manipulation', 5)
    expect(after.output.rejected).toEqual([])
    expect(after.state.active).toBe(1)
  })

  it('CR 500.7: Beacon of Tomorrows gives the targeted player (Ben) the next turn, even when Ben would have it anyway', () => {
    expect(manual('Beacon of Tomorrows')).toEqual([])
    const r = castUntil('Beacon of Tomorrows', 5, ['player:1'])
    expect(r.output.rejected).toEqual([])
    const turn4 = castUntil('Beacon of Tomorrows', 4, ['player:1'])
    expect(turn4.state.active).toBe(1)
    expect(turn4.state.extra.resumeAfter).toBe(0)
    // Turn 4 is Ben's extra turn, turn 5 his normal one (the next in turn order after Ann's turn 3).
    expect(r.state.active).toBe(1)
  })
})
