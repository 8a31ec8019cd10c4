// "You gain that much life" after "whenever ~ deals damage" (Spirit Link, lifelink's older cousins): the amount of
// the damage event that triggered the ability (CR 603.2, 608.2h).
import type { EffectKind } from './kind'
import { gainLife } from '../../engine/effects'
import { playerName } from '../../engine/query'

export const gainThatMuch: EffectKind<'gainThatMuch'> = {
  kind: 'gainThatMuch',
  parse(g) {
    g.w(0, 'you')
    g.ph(1, 'gain that much life')
    return { kind: 'gainThatMuch' }
  },
  describe: () => 'you gain that much life',
  apply(ctx) {
    const n = (ctx.item.extra?.damage as { amount?: number } | undefined)?.amount ?? 0
    if (n <= 0) return
    gainLife(ctx.tx, ctx.controller, n)
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} gains ${n} life`)
  },
}
