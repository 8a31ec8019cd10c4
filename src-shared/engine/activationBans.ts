// "Enchanted creature can't attack or block, and its activated abilities can't be activated" (Arrest; CR 602.5).
import type { CardObject, GameState } from './types'
import { abilitiesOf } from './query'

/** Whether an attached Aura or Equipment forbids the permanent's activated abilities (mana abilities too). */
export function activationForbidden(s: GameState, obj: CardObject): boolean {
  if (obj.detainedBy !== undefined) return true // CR 701.35a: detained
  return s.battlefield.some((id) => {
    const a = s.objects[id]
    return (
      a.attachedTo === obj.id &&
      !!abilitiesOf(s, a)?.statics.some((st) => st.kind === 'attachedRestriction' && st.noActivate)
    )
  })
}
