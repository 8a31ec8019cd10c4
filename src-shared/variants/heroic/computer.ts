// What a Heroic position is worth to the computer player beyond the board: hero levels and hero damage, and the
// fourth resolved hero cast that loses the game at cleanup.
import type { GameState, ObjId, PlayerIndex } from '../../engine/types'
import { isHero } from './hero'
import { HERO_CAST_LIMIT, HERO_DAMAGE_TO_WIN, heroStatus } from './selectors'

/** Worth about half a win, the other way: a player past the limit loses at cleanup (HE-10). */
const OVER_THE_LIMIT = -50000

/** HE-9 levels and HE-10 hero damage count for the player; a cast past the limit loses at cleanup (HE-10). */
export function heroicPositionValue(state: GameState, player: PlayerIndex): number {
  const hero = heroStatus(state, player)
  return hero.level * 1.5 + hero.damage * 0.7 + (hero.casts >= HERO_CAST_LIMIT ? OVER_THE_LIMIT : 0)
}

/** Whether `damage` dealt to a player by the creature `id` wins its owner the game: it is a hero whose owner's hero
 *  damage reaches 17 with it (HE-10), so a defender must block it like lethal damage. */
export function heroDamageWins(state: GameState, id: ObjId, damage: number): boolean {
  const o = state.objects[id]
  if (state.variant !== 'heroic' || !isHero(o) || damage <= 0) return false
  return heroStatus(state, o.owner).damage + damage >= HERO_DAMAGE_TO_WIN
}
