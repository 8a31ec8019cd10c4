// Mental Magic's table: the marked names in the header, casting as another card and Utopias (MM-2..MM-5), the
// announcements (MM-7, MM-8).
import type { VariantTable } from '../registry'
import MentalHeader from './MentalHeader.vue'
import MentalBoard from './MentalBoard.vue'
import MentalPrompt from './MentalPrompt.vue'

export const mentalTable: VariantTable = {
  prompts: ['announce'],
  prompt: MentalPrompt,
  ownActions: ['announce'],
  header: MentalHeader,
  board: MentalBoard,
  sharedZones: {},
  playerZones: {},
}
