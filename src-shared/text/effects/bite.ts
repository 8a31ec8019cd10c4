// "Target creature you control deals damage equal to its power to target creature you don't control" (CR 120.3,
// 701.12 fight's one-sided cousin): the first target is the damage's source, its power (last known, CR 608.2h) the
// amount. Nothing happens unless both targets are still legal (CR 608.2b).
import type { EffectKind } from './kind'
import { dealDamage, sourceInfo } from '../../engine/effects'
import { nameOf, playerName } from '../../engine/query'
import { countNow } from './amounts'
import { Plain } from '../lexer'

export const bite: EffectKind<'bite'> = {
  kind: 'bite',
  parse(g) {
    const source = g.target(0)
    g.alt(0, [() => g.w(0, 'deals'), () => g.w(1, 'deal')])
    return g.alt(1, [
      () => {
        g.ph(2, 'damage equal to its power to')
        return { kind: 'bite' as const, source, target: g.target(1) }
      },
      // "Target creature deals damage to itself equal to its power." (Justice Strike)
      () => {
        g.ph(3, 'damage to')
        g.tokWhere(4, Plain, (w) => w === 'itself')
        g.ph(5, 'equal to its power')
        return { kind: 'bite' as const, source, target: source }
      },
    ])
  },
  describe: (e, d) =>
    e.target === e.source
      ? `${d.target(e.source)} deals damage to itself equal to its power`
      : `${d.target(e.source)} deals damage equal to its power to ${d.target(e.target)}`,
  apply(ctx, e) {
    const from = ctx.target(e.source)
    const to = ctx.target(e.target)
    if (!from || !to || !('card' in from)) return
    const obj = ctx.tx.s.objects[from.card]
    const n = countNow(
      ctx.tx.s,
      ctx.tx.events,
      { of: 'power', whose: e.source },
      ctx.controller,
      ctx.source.id,
      (i) => ctx.item.targets[i],
    )
    if (n <= 0) return
    const info = sourceInfo(ctx.tx, obj)
    ctx.tx.log(
      `${info.name} deals ${n} damage to ${'player' in to ? playerName(ctx.tx.s, to.player) : nameOf(ctx.tx.s, to.card)}`,
    )
    dealDamage(ctx.tx, info, to, n)
  },
}
