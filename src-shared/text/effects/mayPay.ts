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

export const mayPay: EffectKind<'mayPay'> = {
  kind: 'mayPay',
  parse(g) {
    g.ph(0, 'you may pay')
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
    g.ph(2, 'if you do')
    g.tok(3, Comma)
    const then = g.clauses(0)
    g.opt(0, () => g.tok(4, Period))
    return { kind: 'mayPay', ...paid, then } as EffectOf<'mayPay'>
  },
  describe: (e, d) =>
    `you may pay ${e.mana ?? `${e.life} life`}. If you do, ${e.then.map((x) => describeEffect(x, d)).join(', then ')}`,
  apply(ctx, e) {
    const { tx } = ctx
    const p = ctx.controller
    // CR 119.4: life can be paid only up to the life total; mana only if it can be paid now (CR 117.3).
    const cost = e.mana ? costOf(e.mana) : null
    const able = e.mana ? !!cost && canAfford(tx.s, p, cost) : tx.s.players[p].life >= (e.life ?? 0)
    if (!able) return void tx.log(`${playerName(tx.s, p)} can't pay ${e.mana ?? `${e.life} life`}`)
    return {
      player: p,
      choice: 'payOrDecline',
      prompt: `${mayPay.describe(e, { target: () => 'the target' })}?`,
    }
  },
  resume(ctx, e, _pause, a) {
    if (a.option !== 'pay' && a.option !== 'yes') return
    const { tx } = ctx
    const p = ctx.controller
    if (e.mana) {
      const cost = costOf(e.mana)
      if (!cost || payCost(tx, p, cost)) return
    } else {
      if (tx.s.players[p].life < (e.life ?? 0)) return
      loseLife(tx, p, e.life ?? 0) // CR 119.4: paying life is losing it
    }
    tx.log(`${playerName(tx.s, p)} pays ${e.mana ?? `${e.life} life`}`)
    return e.then
  },
  check: (_s, _p, a) =>
    ['pay', 'decline', 'yes', 'no'].includes(String(a.option)) ? null : 'answer "pay" or "decline"',
  answers: () => [{ option: 'pay' }, { option: 'decline' }],
}
