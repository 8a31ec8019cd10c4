// Random games with computers in every seat, in every variant: the engine's and the variant's invariants hold
// after every action, no game stalls (every action is legal and the game moves on), and none reaches the turn cap.
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { playMatch, type Seat } from '@shared/computer/match'
import { starterMatchDecks } from '@shared/computer/decks'

const VARIANTS = ['normal', 'manahearth', 'combat', 'heroic', 'mental']

function run(variant: string, seats: Seat[], games: number, seed: number) {
  const decks = starterMatchDecks(variant)
  return playMatch({ variant, seats, decks: seats.map(() => decks), seed, invariants: true }, games)
}

describe('all-computer games', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: Normal against Easy, invariants after every action, every game finishes`, () => {
      const r = run(variant, ['normal', 'easy'], 3, 5)
      expect(r.unfinished).toBe(0)
      expect(r.wins[0] + r.wins[1] + r.draws).toBe(3)
    })
    it(`${variant}: Hard against Normal finishes`, () => {
      const r = run(variant, ['hard', 'normal'], 1, 6)
      expect(r.unfinished).toBe(0)
    })
  }
})
