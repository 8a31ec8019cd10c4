// Manahearth invariants (checked after every action in random games and tests, through hooks.invariants):
// the Manahearth Zone plus its lands on the battlefield make ten of each basic land (ruling MH-6); one hero per
// player in the game (rule 13.1); no hand above ten after a cleanup step (ruling MH-7).
import type { Tx } from '../../engine/tx'
import type { GameState } from '../../engine/types'
import { zoneInvariants } from './manahearthZone'
import { heroInvariants } from './heroZone'

const LAST_CLEANUP = 'lastCleanup'

/** The endTurn hook: records the hand size the cleanup step left (ruling MH-7), for the invariant. */
export function recordCleanup(tx: Tx): void {
  const p = tx.s.active
  tx.gameExtra()[LAST_CLEANUP] = { player: p, hand: tx.s.players[p].zones.hand.length }
}

export function manahearthInvariants(state: GameState, maxHandSize = 10): string[] {
  const problems = [...zoneInvariants(state), ...heroInvariants(state)]
  const last = state.extra[LAST_CLEANUP] as { player: number; hand: number } | undefined
  if (last && last.hand > maxHandSize && !state.players[last.player]?.lost) {
    problems.push(
      `player ${last.player} ended a turn with ${last.hand} cards in hand, above ${maxHandSize} (ruling MH-7)`,
    )
  }
  return problems
}
