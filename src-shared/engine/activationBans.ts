// "Enchanted creature can't attack or block, and its activated abilities can't be activated" (Arrest; CR 602.5).
import type { CardObject, GameState } from './types'
import { abilitiesOf } from './query'

/** Whether an attached Aura or Equipment forbids the permanent's activated abilities: its mana abilities too
 *  (`mana`) unless the ban says "unless they're mana abilities" (Faith's Fetters). */
export function activationForbidden(s: GameState, obj: CardObject, mana = false): boolean {
  if (obj.detainedBy !== undefined) return true // CR 701.35a: detained
  return s.battlefield.some((id) => {
    const a = s.objects[id]
    return (
      a.attachedTo === obj.id &&
      !!abilitiesOf(s, a)?.statics.some(
        (st) => st.kind === 'attachedRestriction' && st.noActivate && !(mana && st.exceptMana),
      )
    )
  })
}

/** "Enchanted permanent can't … crew Vehicles" (Bound in Gold; CR 702.122a): it can't be tapped to crew. */
export function crewForbidden(s: GameState, obj: CardObject): boolean {
  return s.battlefield.some((id) => {
    const a = s.objects[id]
    return (
      a.attachedTo === obj.id &&
      !!abilitiesOf(s, a)?.statics.some((st) => st.kind === 'attachedRestriction' && st.noCrew)
    )
  })
}
