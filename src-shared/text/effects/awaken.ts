// Awaken N—[cost] (CR 702.113a): "If you cast this spell for [cost], also put N +1/+1 counters on target land you
// control and it becomes a 0/0 Elemental creature with haste. It's still a land." The land stays a creature for as
// long as it is on the battlefield (query.ts faceOf: `awakened`).
import type { EffectKind } from './kind'
import { addCounters } from '../../engine/effects'
import { nameOf } from '../../engine/query'

export const awaken: EffectKind<'awaken'> = {
  kind: 'awaken',
  parse() {
    throw new Error('internal: awaken is built from its keyword, not read')
  },
  describe: (e, d) =>
    `put ${e.amount} +1/+1 counters on ${d.target(e.target)} and it becomes a 0/0 Elemental creature with haste`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t || !('card' in t) || ctx.tx.s.objects[t.card]?.zone !== 'battlefield') return
    ctx.tx.obj(t.card).awakened = true
    addCounters(ctx.tx, t.card, '+1/+1', e.amount)
    ctx.tx.log(
      `${nameOf(ctx.tx.s, t.card)} becomes a 0/0 Elemental creature with haste and ${e.amount} +1/+1 counters (awaken)`,
    )
  },
}
