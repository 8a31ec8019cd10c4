// Determinisation: copies of the computer's view with each opponent's hidden hand filled in by a sample of the
// opponent model's hand prior (never the real hidden cards: the computer sees only its own seat's view). The prior is
// read once per search; each iteration draws a fresh sample.
import type { GameState, PlayerIndex } from '../../engine/types'
import type { Random } from '../../engine/rng'
import { determinizer } from '../opponentModel'

/** A seeded sampler of determinisations of `view` for the computer at `me`. */
export function determiniser(view: GameState, me: PlayerIndex): (rng: Random) => GameState {
  return determinizer(view, me)
}
