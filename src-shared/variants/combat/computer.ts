// What a Magic Combat Rules position is worth to the computer player beyond the board: the point race.
import type { GameState, PlayerIndex } from '../../engine/types'
import { combatData, scoreOf, SPELL_ZONE } from './rules'

/** Points, and unblocked creatures that score at the end of combat (MCR-3, MCR-9); set spells in hand for later (MCR-8). */
export function combatPositionValue(state: GameState, player: PlayerIndex): number {
  const unblocked = combatData(state).unblocked.filter(
    (id) => state.objects[id]?.zone === 'battlefield' && state.objects[id].controller === player,
  ).length
  return (scoreOf(state, player) + unblocked) * 12 + (state.players[player].zones[SPELL_ZONE]?.length ?? 0) * 1.2
}
