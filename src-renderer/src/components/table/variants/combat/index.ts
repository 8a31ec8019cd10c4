// Magic Combat Rules' table: rounds and scores in the header, the slots facing each other, placing creatures and
// setting spells (MCR-2, MCR-7), fights (MCR-8).
import type { VariantTable } from '../registry'
import CombatHeader from './CombatHeader.vue'
import CombatPrompt from './CombatPrompt.vue'
import CombatBoard from './CombatBoard.vue'

export const combatTable: VariantTable = {
  prompts: ['placeCreatures', 'setSpells'],
  prompt: CombatPrompt,
  ownActions: ['placeCreatures', 'setSpells', 'fight'],
  header: CombatHeader,
  board: CombatBoard,
  boardShowsCreatures: true,
  sharedZones: {},
  playerZones: { placed: null, spellSlots: null },
}
