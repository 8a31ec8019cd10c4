// A ladder game of Heroic (Easy against the random player) once ran for ever: the random player's Krenko, Mob Boss
// doubled its goblins turn after turn (5,578 tokens by turn 41) and never attacked, and listing its attack
// declarations grew with the square of its creatures. A game whose battlefield passes the runaway cap stops there,
// unfinished, like one at the action cap, and doesn't count in the ratings.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { playGame } from '@shared/computer/match'
import { starterMatchDecks } from '@shared/computer/decks'

describe('computer matches: a runaway battlefield stops the game', () => {
  it('stops unfinished (a stall) once the battlefield passes the cap', () => {
    const d = starterMatchDecks('normal')
    const r = playGame({ variant: 'normal', seats: ['easy', 'random'], decks: [d, d], seed: 5, maxPermanents: 6 }, 0)
    expect(r.winner).toBe(null)
    expect(r.stalled).toBe(true)
    expect(r.turns).toBeLessThan(30)
  }, 60_000)
})
