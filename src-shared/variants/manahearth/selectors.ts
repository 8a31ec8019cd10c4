// What the table may read about a Manahearth game: the public surface for the renderer (the Hero Zone's abilities
// and costs, ruling MH-10; the Manahearth Zone's piles, MH-6).
export { isUltimate, lifeCost } from './heroAbilities'
export type { HeroAbilityAction } from './heroAbilities'
export { BASIC_LANDS, MANAHEARTH_ZONE, pileTop, zoneCounts } from './manahearthZone'
