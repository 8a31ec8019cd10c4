// Static prevention (CR 615.1): "Prevent all [combat] damage that would be dealt to [and dealt by] ~ / enchanted
// creature / you", checked as each damage event would happen.
import type { GameState, PlayerIndex, Target } from './types'
import type { DamageSource } from './effects'
import { abilitiesOf } from './query'

/** The name of the permanent whose static ability prevents this damage, or null when none does. */
export function staticPreventer(s: GameState, source: DamageSource, target: Target, combat: boolean): string | null {
  for (const id of s.battlefield) {
    const o = s.objects[id]
    const statics = abilitiesOf(s, o)?.statics
    if (!statics?.length) continue
    for (const st of statics) {
      if (st.kind !== 'preventDamage' || (st.combat && !combat)) continue
      if (st.who === 'you') {
        if (st.to && 'player' in target && target.player === (o.controller as PlayerIndex)) return id
        continue
      }
      const who = st.who === 'self' ? id : o.attachedTo
      if (!who) continue
      if (st.to && 'card' in target && target.card === who) return id
      if (st.by && source.id === who) return id
    }
  }
  return null
}
