// What a Magic Combat Rules position is worth to the computer player beyond the board: the point race.
import type { GameState, PlayerIndex } from '../../engine/types'
import { combatData, scoreOf, slotsOf, SPELL_ZONE } from './rules'
import { powerToughness } from '../../engine/query'

/** Points, and unblocked creatures that score at the end of combat (MCR-3, MCR-9); set spells in hand for later (MCR-8). */
export function combatPositionValue(state: GameState, player: PlayerIndex): number {
  const unblocked = combatData(state).unblocked.filter(
    (id) => state.objects[id]?.zone === 'battlefield' && state.objects[id].controller === player,
  ).length
  return (
    (scoreOf(state, player) + unblocked) * 12 +
    (state.players[player].zones[SPELL_ZONE]?.length ?? 0) * 1.2 +
    laneValue(state, player)
  )
}

/** What stands across from each of the player's creatures: an empty slot is a point to score (MCR-9), a creature
 *  that wins the fight across is a loss waiting (MCR-8). */
function laneValue(state: GameState, player: PlayerIndex): number {
  const mine = slotsOf(state, player)
  const theirs = state.players.map((_, i) => i).find((i) => i !== player && !state.players[i].lost)
  if (theirs === undefined) return 0
  const across = slotsOf(state, theirs as PlayerIndex)
  let v = 0
  mine.forEach((id, i) => {
    const o = id ? state.objects[id] : undefined
    if (!o || o.zone !== 'battlefield') return
    const other = across[i] ? state.objects[across[i]!] : undefined
    if (!other || other.zone !== 'battlefield') {
      v += 2
      return
    }
    const me = powerToughness(state, o)
    const them = powerToughness(state, other)
    if (them.power >= me.toughness && me.power < them.toughness) v -= 1 + Math.max(0, me.power)
  })
  return v
}
