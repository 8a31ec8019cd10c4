// The engine's legal actions of one variant action type for a player (the variant's own `enumerate`).
import { variantById } from '@shared/engine'
import type { Action, GameState, PlayerIndex } from '@shared/engine'

export function legalOf<T extends Action = Action>(state: GameState, player: PlayerIndex, type: string): T[] {
  const handler = variantById(state.variant).actions[type]
  return (handler?.enumerate?.(state, player) ?? []) as T[]
}
