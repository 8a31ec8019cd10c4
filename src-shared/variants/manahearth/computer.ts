// What a Manahearth position is worth to the computer player beyond the board: its hero's loyalty (ruling MH-10).
import type { GameState, PlayerIndex } from '../../engine/types'
import { heroOf } from './heroZone'

export function manahearthPositionValue(state: GameState, player: PlayerIndex): number {
  return (heroOf(state, player)?.counters.loyalty ?? 0) * 0.8
}
