// Energy (CR 107.14, 122.1): "you get {E}{E}" gives the player energy counters; "You may pay {E}{E}. If you do, …"
// pays them (only with at least that many) for the rest. "Pay {E}" as an activation cost is in actions/costs.ts.
import { Comma, Mana, Period } from '../lexer'
import type { Grammar } from '../grammar'
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { describeEffect } from './registry'
import { playerName } from '../../engine/query'

/** "{e}{e}": how many energy symbols. */
function energySymbols(g: Grammar, i: number): number {
  const symbols: string[] = [g.tokWhere(i, Mana, (m) => m === '{e}').image]
  g.rep(i, () => g.add(symbols, g.tokWhere(i + 1, Mana, (m) => m === '{e}').image))
  return g.act(() => symbols.length)
}

const symbols = (n: number) => '{E}'.repeat(n)

export const energy: EffectKind<'energy'> = {
  kind: 'energy',
  parse(g) {
    return g.alt<EffectOf<'energy'>>(0, [
      () => {
        g.ph(0, 'you get')
        return { kind: 'energy', get: energySymbols(g, 0) }
      },
      () => {
        g.ph(1, 'you may pay')
        const pay = energySymbols(g, 2)
        g.tok(0, Period)
        g.ph(2, 'if you do')
        g.tok(1, Comma)
        const then = g.clauses(0)
        g.opt(0, () => g.tok(2, Period))
        return { kind: 'energy', pay, then }
      },
    ])
  },
  describe: (e, d) =>
    e.get
      ? `you get ${symbols(e.get)}`
      : `you may pay ${symbols(e.pay ?? 0)}. If you do, ${(e.then ?? []).map((x) => describeEffect(x, d)).join(', then ')}`,
  apply(ctx, e) {
    const { tx } = ctx
    const p = ctx.controller
    const have = tx.s.players[p].energy ?? 0
    if (e.get) {
      tx.player(p).energy = have + e.get
      tx.log(`${playerName(tx.s, p)} gets ${symbols(e.get)} (${have + e.get} energy)`)
      return
    }
    if (have < (e.pay ?? 0)) return // CR 107.14: can't pay more energy than you have
    return {
      player: p,
      choice: 'may',
      prompt: `${energy.describe(e, { target: () => 'the target' })}?`,
    }
  },
  resume(ctx, e, _pause, a) {
    if (a.option !== 'yes') return
    const { tx } = ctx
    const p = ctx.controller
    const have = tx.s.players[p].energy ?? 0
    if (have < (e.pay ?? 0)) return
    tx.player(p).energy = have - (e.pay ?? 0)
    tx.log(`${playerName(tx.s, p)} pays ${symbols(e.pay ?? 0)}`)
    return e.then ?? []
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}
