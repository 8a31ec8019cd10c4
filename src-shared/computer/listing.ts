// The legal actions the computer starts from. A declaration of attackers or blockers is a combinatorial choice: the
// engine lists samples of it (one per creature, each checked against every requirement, CR 508.1, 509.1), which on a
// battlefield of tokens costs a check per pair of creatures. The computer builds its own declarations there (combat.ts,
// blocks.ts) and checks each, so for these two decisions it starts from the least legal declaration alone.
import type { Action, GameState, PlayerIndex } from '../engine/types'
import { checkAction, legalActions } from '../engine/game'
import { meetBlockRequirements } from '../engine/blocking'
import { work } from './work'

const DECLARATIONS = new Set(['declareAttackers', 'declareBlockers'])

/** Whether the computer's decision now is a declaration of attackers or blockers (its own candidates). */
export function declaring(s: GameState, me: PlayerIndex): boolean {
  const first = s.pending[0]
  return !!first && first.player === me && DECLARATIONS.has(first.kind)
}

/** The engine's legal actions for `me`, except that a declaration of attackers or blockers lists only the least
 *  legal one (no attack; no blocks, or those the blocking requirements demand, CR 509.1c). */
export function computerListing(s: GameState, me: PlayerIndex): Action[] {
  if (!declaring(s, me)) return legalActions(s, me)
  const least: Action =
    s.pending[0].kind === 'declareAttackers'
      ? { type: 'declareAttackers', player: me, attackers: [] }
      : { type: 'declareBlockers', player: me, blockers: meetBlockRequirements(s, me, []) }
  // Attack requirements (CR 508.1d) can make the least declaration illegal: then the engine's own list.
  if (!checkAction(s, least)) return [least]
  work.declarationListings++
  return legalActions(s, me)
}
