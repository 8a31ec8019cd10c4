// "If <condition>, …" in an effect (CR 608.2c): the condition is checked as the sentence is reached; when it holds,
// its effects run in its place (engine/conditions.ts holds the conditions).
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { conditionNow, describeCondition } from '../conditions'

export const ifCondition: EffectKind<'ifCondition'> = {
  kind: 'ifCondition',
  // Read by the sentence rule of the grammar ("If a creature died this turn, …"), not as a clause.
  parse() {
    throw new Error('internal: ifCondition is read by the sentence rule')
  },
  describe: (e, d) =>
    `if ${describeCondition(e.condition)}, ${e.effects.map((x) => describeEffect(x, d)).join(', then ')}`,
  apply() {
    // Expanded by `expand` as resolution reaches it.
  },
  expand: (ctx, e) => (conditionNow(ctx.tx.s, e.condition, ctx.controller, ctx.source.id) ? e.effects : []),
}
