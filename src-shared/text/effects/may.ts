// "You may …" (CR 603.5, 608.2c) and "If you do, …": the controller answers yes or no, then the chosen effects run.
import type { EffectKind } from './kind'
import { describeEffect } from './registry'

export const may: EffectKind<'may'> = {
  kind: 'may',
  // Read by the sentence rule of the grammar ("you may X. If you do, Y."), not as a clause.
  parse(g) {
    g.ph(0, 'you may')
    const effects = g.clauses(0)
    return { kind: 'may', effects }
  },
  describe: (e, d) =>
    `you may ${e.effects.map((x) => describeEffect(x, d)).join(', then ')}${e.ifYouDo ? `. If you do, ${e.ifYouDo.map((x) => describeEffect(x, d)).join(', then ')}` : ''}`,
  apply(ctx, e) {
    return { player: ctx.controller, choice: 'may', prompt: `${may.describe(e, { target: () => 'the target' })}?` }
  },
  resume(_ctx, e, _pause, a) {
    if (a.option === 'yes') return [...e.effects, ...(e.ifYouDo ?? [])]
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}
