// "~ deals N damage to any target / target creature / each opponent / each creature" (CR 120).
import type { Effect } from '../../cards/text/ast'
import type { EffectKind } from './kind'
import { amountText, specText } from './kind'
import { dealDamage } from '../effects'
import { isCreature, livingPlayers, matchesSpec, nameOf, opponentsOf, playerName } from '../query'
import { Tilde } from '../../cards/text/lexer'

type Each = 'opponents' | 'players' | 'creatures' | 'creaturesAndPlayers'

export const damage: EffectKind<'damage'> = {
  kind: 'damage',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    g.w(2, 'deals')
    const amount = g.amount(0)
    g.w(3, 'damage')
    g.opt(1, () => g.ph(4, 'divided as you choose among'))
    g.opt(2, () => g.w(5, 'to'))
    const target = g.target(1)
    return { kind: 'damage', amount, target }
  },
  describe: (e, d) => `~ deals ${amountText(e.amount)} damage to ${d.target(e.target)}`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t) return
    const n = ctx.amount(e.amount)
    ctx.tx.log(
      `${ctx.info.name} deals ${n} damage to ${'player' in t ? playerName(ctx.tx.s, t.player) : nameOf(ctx.tx.s, t.card)}`,
    )
    dealDamage(ctx.tx, ctx.info, t, n)
  },
}

export const damageEach: EffectKind<'damageEach'> = {
  kind: 'damageEach',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    g.w(2, 'deals')
    const amount = g.amount(0)
    g.ph(3, 'damage to each')
    return g.alt(1, [
      () => (g.w(4, 'opponent'), { kind: 'damageEach', amount, each: 'opponents' as Each }),
      () => (g.w(5, 'player'), { kind: 'damageEach', amount, each: 'players' as Each }),
      () => {
        const filter = g.noun(1)
        const both = g.opt(2, () => (g.ph(6, 'and each player'), true))
        return g.act(() => {
          const out: Effect = { kind: 'damageEach', amount, each: both ? 'creaturesAndPlayers' : 'creatures' }
          if (filter.what !== 'creature' || Object.keys(filter).length > 1) out.filter = filter
          return out as Effect & { kind: 'damageEach' }
        })
      },
    ])
  },
  describe: (e) =>
    `~ deals ${amountText(e.amount)} damage to each ${
      e.each === 'opponents'
        ? 'opponent'
        : e.each === 'players'
          ? 'player'
          : (e.filter ? specText(e.filter) : 'creature') + (e.each === 'creaturesAndPlayers' ? ' and each player' : '')
    }`,
  apply(ctx, e) {
    const { tx } = ctx
    const n = ctx.amount(e.amount)
    if (e.each === 'creatures' || e.each === 'creaturesAndPlayers') {
      for (const id of tx.s.battlefield) {
        const o = tx.s.objects[id]
        if (e.filter ? matchesSpec(tx.s, e.filter, o, ctx.controller, undefined, ctx.source.id) : isCreature(tx.s, o))
          dealDamage(tx, ctx.info, { card: id }, n)
      }
    }
    if (e.each !== 'creatures') {
      const who = e.each === 'opponents' ? opponentsOf(tx.s, ctx.controller) : livingPlayers(tx.s)
      for (const p of who) dealDamage(tx, ctx.info, { player: p }, n)
    }
    tx.log(`${ctx.info.name} deals ${n} damage to ${damageEach.describe(e, { target: () => '' }).split(' to ')[1]}`)
  },
}
