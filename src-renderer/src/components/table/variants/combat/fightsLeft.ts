// Before passing in the fights step (ruling MCR-8): the player's creatures that could still fight, so the table
// can warn before passing them by.
import { nameOf } from '@shared/engine'
import type { Action, GameState, PlayerIndex } from '@shared/engine'
import { combatData, slotsOf } from '@shared/variants/combat/selectors'

export function fightsLeft(state: GameState, viewer: PlayerIndex, why: (a: Action) => string | null): string[] {
  if (state.variant !== 'combat' || state.phase !== 'turn' || state.step !== 'fights' || state.active !== viewer)
    return []
  const fought = combatData(state).fought
  return slotsOf(state, viewer)
    .filter((id): id is string => !!id && !fought.includes(id))
    .filter((id) => !why({ type: 'fight', player: viewer, card: id } as Action))
    .map((id) => nameOf(state, id))
}

/** The fights step makes Fight the primary action: Pass is the secondary one while a fight is possible. */
export function isFightsStep(state: GameState, viewer: PlayerIndex): boolean {
  return state.variant === 'combat' && state.phase === 'turn' && state.step === 'fights' && state.active === viewer
}
