// Heroic's table: the hero's damage and casts in the header, the hero panel (HE-7..HE-9), the level-up bonus and
// the Hero Level 0 payment (HE-9).
import type { VariantTable } from '../registry'
import HeroicHeader from './HeroicHeader.vue'
import HeroicBoard from './HeroicBoard.vue'
import HeroicPrompt from './HeroicPrompt.vue'

export const heroicTable: VariantTable = {
  prompts: ['heroBonus', 'heroWard'],
  prompt: HeroicPrompt,
  ownActions: ['choose'],
  header: HeroicHeader,
  board: HeroicBoard,
  sharedZones: {},
  playerZones: {},
}
