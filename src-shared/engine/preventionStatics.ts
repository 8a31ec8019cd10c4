// Static prevention (CR 615.1): "Prevent all [combat] damage that would be dealt to [and dealt by] ~ / enchanted
// creature / you", checked as each damage event would happen.
import type { CardObject, GameState, PlayerIndex, Target } from './types'
import type { DamageSource } from './effects'
import { abilitiesOf } from './query'

/** The name of the permanent whose static ability prevents this damage, or null when none does. */
export function staticPreventer(
  s: GameState,
  source: DamageSource,
  target: Target,
  combat: boolean,
  /** `staticSources(s)` when known: the only permanents with static abilities. */
  sources?: CardObject[],
): string | null {
  for (const o of sources ?? s.battlefield.map((id) => s.objects[id])) {
    const id = o.id
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
