// "Distribute two +1/+1 counters among one or two target creatures", "… among any number of target creatures you
// control" (Elven Rite, Verdurous Gearhulk, Ajani, Mentor of Heroes): counters divided as their controller chooses
// among the targets, at least one each (CR 601.2d: chosen as the spell is cast or the ability put on the stack;
// `engine/divided.ts`). A target no longer legal as it resolves gets none (CR 608.2b).
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { addCounters } from '../../engine/effects'
import { nameOf } from '../../engine/query'
import { dividedAmounts } from './damage'
import { PT } from '../lexer'

export const distribute: EffectKind<'distribute'> = {
  kind: 'distribute',
  parse(g) {
    g.plainWhere(0, (w) => w === 'distribute')
    const amount = g.amount(0)
    const counter = g.tok(0, PT).image
    g.w(0, 'counters')
    g.w(1, 'among')
    const { first, count, anyNumber } = g.dividedTargets(0, typeof amount === 'number' ? amount : undefined)
    return { kind: 'distribute', counter, amount, target: first, among: count, ...(anyNumber ? { anyNumber } : {}) }
  },
  describe: (e) =>
    `distribute ${amountText(e.amount)} ${e.counter} counters among ${e.anyNumber ? 'any number of' : e.among === 3 ? 'one, two, or three' : e.among === 2 ? 'one or two' : String(e.among)} targets`,
  apply(ctx, e) {
    const total = ctx.amount(e.amount)
    const chosen = ctx.item.targets.length - e.target
    const n = Math.max(1, Math.min(e.among, chosen))
    const split = dividedAmounts(total, n, ctx.item.divide?.slice(e.target))
    for (let k = 0; k < e.among; k++) {
      const t = ctx.target(e.target + k)
      if (!t || !('card' in t) || !split[k]) continue
      ctx.tx.log(
        `${ctx.info.name} puts ${split[k]} ${e.counter} counter${split[k] === 1 ? '' : 's'} on ${nameOf(ctx.tx.s, t.card)}`,
      )
      addCounters(ctx.tx, t.card, e.counter, split[k])
    }
  },
}
