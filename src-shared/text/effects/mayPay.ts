// "You may pay {1}{B}. If you do, create a 2/2 black Zombie creature token." / "You may pay 2 life. If you do, …"
// (CR 117.12, 603.5, 608.2c): the controller pays or declines as it resolves; only a payment made runs the rest.
import { Comma, Mana, Period } from '../lexer'
import type { ManaCost } from '../../mana/types'
import { parseManaCost } from '../../mana'
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { describeEffect } from './registry'
import { canAfford, payCost } from '../../engine/mana'
import { loseLife } from '../../engine/effects'
import { playerName } from '../../engine/query'

function costOf(mana: string): ManaCost | null {
  try {
    return parseManaCost(mana)
  } catch {
    return null
  }
}

/** CR 119.4, 117.3: life can be paid only up to the life total; mana only if it can be paid now. */
function able(ctx: Parameters<EffectKind<'mayPay'>['apply']>[0], e: EffectOf<'mayPay'>): boolean {
  const p = ctx.controller
  const cost = e.mana ? costOf(e.mana) : null
  return e.mana ? !!cost && canAfford(ctx.tx.s, p, cost) : ctx.tx.s.players[p].life >= (e.life ?? 0)
}

export const mayPay: EffectKind<'mayPay'> = {
  kind: 'mayPay',
  parse(g) {
    // "Pay {2}{B}. If you don't, you lose the game." (the Pacts): the same choice, and what declining does.
    g.alt(1, [() => g.ph(0, 'you may pay'), () => g.w(5, 'pay')])
    const paid = g.alt<{ mana: string } | { life: number }>(0, [
      () => {
        const symbols: string[] = [g.tokWhere(0, Mana, (m) => m !== '{e}').image]
        g.rep(0, () => g.add(symbols, g.tokWhere(1, Mana, (m) => m !== '{e}').image))
        return g.act(() => ({ mana: symbols.join('').toUpperCase() }))
      },
      () => {
        const n = g.amount(0)
        g.w(1, 'life')
        return { life: typeof n === 'number' ? n : 0 }
      },
    ])
    g.tok(2, Period)
    const dont = g.alt(2, [() => (g.ph(2, 'if you do'), false), () => (g.ph(6, "if you don't"), true)])
    g.tok(3, Comma)
    const then = g.clauses(0)
    g.opt(0, () => g.tok(4, Period))
    return (
      dont ? { kind: 'mayPay', ...paid, then: [], ifYouDont: then } : { kind: 'mayPay', ...paid, then }
    ) as EffectOf<'mayPay'>
  },
  describe: (e, d) =>
    e.ifYouDont
      ? `pay ${e.mana ?? `${e.life} life`}. If you don't, ${e.ifYouDont.map((x) => describeEffect(x, d)).join(', then ')}`
      : `you may pay ${e.mana ?? `${e.life} life`}. If you do, ${e.then.map((x) => describeEffect(x, d)).join(', then ')}`,
  // CR 608.2c: a cost that can't be paid now is not paid: "if you don't" happens at once, with no question.
  expand(ctx, e) {
    if (!e.ifYouDont || able(ctx, e)) return null
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} can't pay ${e.mana ?? `${e.life} life`}`)
    return e.ifYouDont
  },
  apply(ctx, e) {
    const { tx } = ctx
    const p = ctx.controller
    // CR 119.4: life can be paid only up to the life total; mana only if it can be paid now (CR 117.3).
    if (!able(ctx, e)) return void tx.log(`${playerName(tx.s, p)} can't pay ${e.mana ?? `${e.life} life`}`)
    return {
      player: p,
      choice: 'payOrDecline',
      prompt: `${mayPay.describe(e, { target: () => 'the target' })}?`,
    }
  },
  resume(ctx, e, _pause, a) {
    if (a.option !== 'pay' && a.option !== 'yes') return e.ifYouDont
    const { tx } = ctx
    const p = ctx.controller
    if (e.mana) {
      const cost = costOf(e.mana)
      if (!cost || payCost(tx, p, cost)) return e.ifYouDont
    } else {
      if (tx.s.players[p].life < (e.life ?? 0)) return e.ifYouDont
      loseLife(tx, p, e.life ?? 0) // CR 119.4: paying life is losing it
    }
    tx.log(`${playerName(tx.s, p)} pays ${e.mana ?? `${e.life} life`}`)
    return e.then
  },
  check: (_s, _p, a) =>
    ['pay', 'decline', 'yes', 'no'].includes(String(a.option)) ? null : 'answer "pay" or "decline"',
  answers: () => [{ option: 'pay' }, { option: 'decline' }],
}
