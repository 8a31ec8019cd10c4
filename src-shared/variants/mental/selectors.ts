// What the table may read about a Mental Magic game: the public surface for the renderer (casting as another card,
// MM-2, MM-3; Utopias and what lies under them, MM-4; the marked names; the announcements, MM-7, MM-8).
import type { GameState, ObjId } from '../../engine/types'
import { physicalDef } from './identity'

export { castAsChoices, castAsTargets } from './casting'
export { announceChoices } from './announce'
export { isUtopia, markedNames } from './identity'

/** The name of the card under a Utopia (only its controller may look, rule 904.5e); '?' when the view hides it. */
export function cardUnderUtopia(state: GameState, id: ObjId): string {
  const obj = state.objects[id]
  return (obj && state.cards[physicalDef(obj)]?.name) ?? '?'
}
