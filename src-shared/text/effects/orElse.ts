// "Sacrifice a creature other than ~. If you can't, ~ deals 7 damage to you." (Lord of the Pit, Eldrazi Monument,
// Rust Elemental; CR 608.2c, 609.3): X is done when it can be done in full, else the sentence after "If you can't".
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { ableToDo } from './ifYouDo'
import { playerName } from '../../engine/query'

export const orElse: EffectKind<'orElse'> = {
  kind: 'orElse',
  // Read by the sentence rule of the grammar ("X. If you can't, Y."), not as a clause: never tried as one.
  parse: () => ({ kind: 'orElse', effects: [], otherwise: [] }),
  describe: (e, d) =>
    `${e.effects.map((x) => describeEffect(x, d)).join(', then ')}. If you can't, ${e.otherwise.map((x) => describeEffect(x, d)).join(', then ')}`,
  expand(ctx, e) {
    if (ableToDo(ctx, e.effects)) return e.effects
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} can't sacrifice as instructed (CR 609.3)`)
    return e.otherwise
  },
  apply() {},
}
