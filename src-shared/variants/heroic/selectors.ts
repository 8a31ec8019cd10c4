// What the table may read about a Heroic game: the public surface for the renderer (the hero, its level, casts and
// damage, rulings HE-7..HE-10; the decisions the variant adds).
import type { GameState, PlayerIndex } from '../../engine/types'
import { heroicExtra } from './hero'

export { HERO_CAST_LIMIT, HERO_DAMAGE_TO_WIN, OUTSIDE, heroName, heroObject } from './hero'
export { BONUS_KIND, LEVEL_TEXT } from './levels'
export { WARD_KIND } from './casting'

export interface HeroStatus {
  /** The Hero Level emblem's level (ruling HE-9). */
  level: number
  /** Hero casts that resolved (ruling HE-10: the fourth loses). */
  casts: number
  /** Combat damage the hero dealt to players (ruling HE-10: 17 wins). */
  damage: number
}

export function heroStatus(state: GameState, player: PlayerIndex): HeroStatus {
  const extra = heroicExtra(state, player)
  return { level: extra.heroLevel ?? 0, casts: extra.heroCasts ?? 0, damage: extra.heroDamage ?? 0 }
}
