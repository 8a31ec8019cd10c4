// What a player may see (ruling MCR-2): the other player's placement stays hidden until both have placed. The
// placed and set cards themselves are face down, so the core view already hides them from the other player.
import type { GameState, PlayerIndex } from '../../engine/types'

export function hidePlacements(_state: GameState, viewer: PlayerIndex | 'spectator', view: GameState): GameState {
  if (!view.players.some((p, i) => i !== viewer && p.extra.placement !== undefined)) return view
  return {
    ...view,
    players: view.players.map((p, i) => {
      if (i === viewer || p.extra.placement === undefined) return p
      const { placement: _hidden, ...extra } = p.extra
      return { ...p, extra }
    }),
  }
}
