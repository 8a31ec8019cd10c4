// "Add {R}{G}" (CR 106.3) as part of a resolving ability; "Add {G} for each Elf you control", "Add an amount of {G}
// equal to ~'s power" (CR 107.3): the symbols that many times.
import type { Amount } from '../../engine/ast'
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { addMana as add } from '../../engine/mana'
import { Mana } from '../lexer'

export const addMana: EffectKind<'addMana'> = {
  kind: 'addMana',
  parse(g) {
    g.w(0, 'add')
    const symbols: string[] = []
    const symbol = (i: number) => {
      const m = g.tok(i, Mana).image
      g.add(symbols, m?.slice(1, -1).toUpperCase())
    }
    const amount = g.alt<Amount | undefined>(0, [
      () => {
        g.ph(1, 'an amount of')
        symbol(1)
        g.ph(2, 'equal to')
        return { count: g.count(0) }
      },
      () => {
        g.rep(0, () => symbol(0))
        return g.opt(1, () => (g.ph(3, 'for each'), { count: g.forEach(0) }) as Amount)
      },
    ])
    return { kind: 'addMana', symbols, ...(amount !== undefined ? { amount } : {}) }
  },
  describe: (e) =>
    e.amount === undefined
      ? `add ${e.symbols.map((s) => `{${s}}`).join('')}`
      : `add ${e.symbols.map((s) => `{${s}}`).join('')} ${amountText(e.amount)} times`,
  apply(ctx, e) {
    if (!e.symbols.every((s) => /^[WUBRGC]$/.test(s))) return
    const n = e.amount === undefined ? 1 : ctx.amount(e.amount)
    if (n > 0) add(ctx.tx, ctx.controller, Array.from({ length: n }, () => e.symbols).flat(), ctx.source)
  },
}
