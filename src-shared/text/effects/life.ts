// Drawing cards and gaining or losing life (CR 121, 119).
import type { Amount, Who } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { EffectKind } from './kind'
import { plural, amountText, whoText } from './kind'
import { counted } from './amounts'
import { gainLife as gain, loseLife as lose } from '../../engine/effects'
import { drawCards } from '../../engine/zones'
import { opponentsOf, playerName } from '../../engine/query'

export const draw: EffectKind<'draw'> = {
  kind: 'draw',
  parse(g) {
    const subject = g.opt(0, () => g.who(0))
    const third = g.alt(1, [() => (g.w(1, 'draw'), false), () => (g.w(2, 'draws'), true)])
    const who = subject ?? g.subjectFor(third) // "Target player gains 7 life and draws two cards" (CR 608.2c)
    const amount = g.alt<Amount>(8, [
      () => {
        const n = g.amount(1)
        g.opt(7, () => g.w(7, 'additional')) // "draws an additional card" (Howling Mine, CR 504.2)
        g.alt(2, [() => g.w(3, 'card'), () => g.w(4, 'cards')])
        return n
      },
      // "Draw cards equal to the greatest power among creatures you control" (CR 107.3).
      () => (g.ph(9, 'cards equal to'), { count: g.count(2) }),
      // "You may draw that many cards" after "deals combat damage to a player": the event's damage (CR 603.2,
      // 608.2h); read only after such an event (compile.ts `thatReadable`).
      () => {
        g.w(10, 'that')
        g.plainWhere(0, (w) => w === 'many') // a plain word: the lexer doesn't name it (grammar/statics.ts)
        g.w(11, 'cards')
        return { count: { of: 'thatMuch' } } as Amount
      },
    ])
    // "Target player draws two cards and loses 2 life": the same players lose it (CR 608.2c).
    const loseLife = g.opt(5, () => {
      g.ph(5, 'and loses')
      const n = g.amount(6)
      g.w(6, 'life')
      return n
    })
    return { kind: 'draw', amount, who, ...(loseLife !== undefined ? { loseLife } : {}) }
  },
  describe: (e, d) =>
    `${whoText(e.who, d, ['draw', 'draws'])} ${typeof e.amount === 'object' ? `cards equal to ${counted.describe(e.amount.count)}` : plural(e.amount, 'card')}${e.loseLife !== undefined ? ` and ${e.who === 'you' ? 'lose' : 'loses'} ${amountText(e.loseLife)} life` : ''}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    for (const p of ctx.players(e.who)) {
      drawCards(ctx.tx, p, n)
      ctx.tx.log(`${playerName(ctx.tx.s, p)} draws ${n} card${n === 1 ? '' : 's'}`)
      if (e.loseLife === undefined) continue
      const l = ctx.amount(e.loseLife)
      lose(ctx.tx, p, l)
      ctx.tx.log(`${playerName(ctx.tx.s, p)} loses ${l} life`)
    }
  },
}

export const gainLife: EffectKind<'gainLife'> = {
  kind: 'gainLife',
  parse(g) {
    // "You may gain 1 life" (Angel's Feather): "gain" with no subject is the imperative, you.
    const who = g.alt<Who>(2, [
      () => (g.w(1, 'gain'), 'you'),
      () => {
        const w = g.who(0)
        g.alt(0, [() => g.w(3, 'gain'), () => g.w(2, 'gains')])
        return w
      },
    ])
    const amount = lifeAmount(g, 1)
    return { kind: 'gainLife', amount, who }
  },
  describe: (e, d) => `${whoText(e.who, d, ['gain', 'gains'])} ${lifeText(e.amount)}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    for (const p of ctx.players(e.who)) {
      gain(ctx.tx, p, n)
      ctx.tx.log(`${playerName(ctx.tx.s, p)} gains ${n} life`)
    }
  },
}

export const loseLife: EffectKind<'loseLife'> = {
  kind: 'loseLife',
  parse(g) {
    const who = g.who(0)
    g.alt(0, [() => g.w(1, 'lose'), () => g.w(2, 'loses')])
    const amount = lifeAmount(g, 1)
    const unless = g.opt(4, () => {
      g.ph(4, 'unless an opponent has')
      const n = g.amount(5)
      g.ph(5, 'or less life')
      return n
    })
    return { kind: 'loseLife', amount, who, ...(typeof unless === 'number' ? { unlessOpponentAtMost: unless } : {}) }
  },
  describe: (e, d) =>
    `${whoText(e.who, d, ['lose', 'loses'])} ${lifeText(e.amount)}${e.unlessOpponentAtMost !== undefined ? ` unless an opponent has ${e.unlessOpponentAtMost} or less life` : ''}`,
  apply(ctx, e) {
    if (e.unlessOpponentAtMost !== undefined) {
      const low = opponentsOf(ctx.tx.s, ctx.controller).some((p) => ctx.tx.s.players[p].life <= e.unlessOpponentAtMost!)
      if (low) return void ctx.tx.log(`An opponent has ${e.unlessOpponentAtMost} or less life: no life is lost`)
    }
    const n = ctx.amount(e.amount)
    for (const p of ctx.players(e.who)) {
      const before = ctx.tx.s.players[p].life
      lose(ctx.tx, p, n)
      // "You gain life equal to the life lost this way" (CR 608.2c) reads what was lost.
      ctx.memo.lost = (ctx.memo.lost ?? 0) + Math.max(0, before - ctx.tx.s.players[p].life)
      ctx.tx.log(`${playerName(ctx.tx.s, p)} loses ${n} life`)
    }
  },
}

/** "N life" or "life equal to <count>" (CR 107.3: "gains life equal to its power"). */
function lifeAmount(g: Grammar, i: number): Amount {
  return g.alt<Amount>(20 + i, [
    () => {
      const n = g.amount(i)
      g.w(20 + i, 'life')
      return n
    },
    () => (g.ph(20 + i, 'life equal to'), { count: g.count(i) }),
  ])
}

function lifeText(a: Amount): string {
  return typeof a === 'object' && !a.times ? `life equal to ${counted.describe(a.count)}` : `${amountText(a)} life`
}
