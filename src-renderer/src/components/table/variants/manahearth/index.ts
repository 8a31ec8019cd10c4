// Manahearth's table: the hidden hero choice, the partial mulligan and the Lotus's colour (MH-2, MH-3, MH-4), the
// shared Manahearth Zone piles and the Hero Zone with its abilities (MH-6, MH-10).
import type { VariantTable } from '../registry'
import ManahearthPrompt from './ManahearthPrompt.vue'
import ManahearthZone from './ManahearthZone.vue'
import HeroZone from './HeroZone.vue'

export const manahearthTable: VariantTable = {
  prompts: ['chooseHero', 'mulligan', 'lotusColor'],
  prompt: ManahearthPrompt,
  ownActions: ['chooseHero', 'heroAbility', 'choose'],
  sharedZones: { manahearth: ManahearthZone },
  playerZones: { hero: HeroZone },
}
