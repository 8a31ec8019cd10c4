// "~ deals N damage to any target / target creature / each opponent / each creature" (CR 120).
import type { Amount, Effect } from '../../engine/ast'
import type { Target } from '../../engine/types'
import type { EffectKind } from './kind'
import type { Grammar } from '../grammar'
import { counted } from './amounts'
import { amountText } from './kind'
import { specText } from '../../engine/specText'
import { type EffectOf } from '../../engine/effectTypes'
import { dealDamage } from '../../engine/effects'
import { isCreature, isPlaneswalker, livingPlayers, nameOf, opponentsOf, playerName } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'
import { Comma, Tilde } from '../lexer'

type Each = 'you' | 'opponents' | 'players' | 'creatures' | 'creaturesAndPlayers' | 'that'

export const damage: EffectKind<'damage'> = {
  kind: 'damage',
  parse(g) {
    // "you may have it deal 1 damage to any target" (Goblin Arsonist): the same damage, as the choice words it.
    g.opt(9, () => g.w(11, 'have'))
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    g.alt(13, [() => g.w(2, 'deals'), () => g.w(12, 'deal')])
    return g.alt(20, [
      () => numbered(g),
      // "deals damage equal to its power to target creature" / "… to target creature equal to the number of lands
      // you control" (CR 107.3, 208.3).
      () => {
        g.ph(20, 'damage equal to')
        const amount = { count: g.count(0) }
        g.w(21, 'to')
        return { kind: 'damage', amount, target: g.target(7) } as EffectOf<'damage'>
      },
      () => {
        g.ph(22, 'damage to')
        const target = g.target(8)
        g.ph(23, 'equal to')
        return { kind: 'damage', amount: { count: g.count(1) }, target } as EffectOf<'damage'>
      },
    ])
  },
  describe: (e, d) =>
    e.among && e.evenly
      ? `~ deals ${amountText(e.amount)} damage divided evenly, rounded down, among any number of targets`
      : e.among
        ? `~ deals ${amountText(e.amount)} damage divided as you choose among ${e.anyNumber ? 'any number of' : e.among === 3 ? 'one, two, or three' : 'one or two'} targets`
        : e.count
          ? `~ deals ${amountText(e.amount)} damage to each of ${e.count} targets (${Array.from({ length: e.count }, (_, k) => d.target(e.target + k)).join(', ')})`
          : `~ deals ${typeof e.amount === 'object' ? `damage equal to ${counted.describe(e.amount.count)} to ${d.target(e.target)}` : `${amountText(e.amount)} damage to ${d.target(e.target)}`}${
              e.and
                ? ` and ${amountText(e.and.amount)} damage to ${
                    e.and.to === 'you'
                      ? 'you'
                      : e.and.to === 'controller'
                        ? "that creature's controller"
                        : d.target(e.and.target!).replace(/^target /, 'another target ')
                  }`
                : ''
            }`,
  apply(ctx, e) {
    if (e.among) {
      // CR 601.2d: each chosen target gets its amount (divided as cast; evenly when none was given).
      const total = ctx.amount(e.amount)
      const chosen = ctx.item.targets.length - e.target
      const n = Math.max(1, Math.min(e.among, chosen))
      const split = e.evenly
        ? Array<number>(n).fill(Math.floor(total / n))
        : dividedAmounts(total, n, ctx.item.divide?.slice(e.target))
      for (let k = 0; k < e.among; k++) {
        const t = ctx.target(e.target + k)
        if (!t || !split[k]) continue
        ctx.tx.log(
          `${ctx.info.name} deals ${split[k]} damage to ${'player' in t ? playerName(ctx.tx.s, t.player) : nameOf(ctx.tx.s, t.card)}`,
        )
        dealDamage(ctx.tx, ctx.info, t, split[k])
      }
      return
    }
    const hit = (t: Target | null, n: number) => {
      if (!t) return
      ctx.tx.log(
        `${ctx.info.name} deals ${n} damage to ${'player' in t ? playerName(ctx.tx.s, t.player) : nameOf(ctx.tx.s, t.card)}`,
      )
      dealDamage(ctx.tx, ctx.info, t, n)
    }
    if (e.count) {
      // Each of the targets still legal (CR 608.2b).
      const n = ctx.amount(e.amount)
      for (let k = 0; k < e.count; k++) hit(ctx.target(e.target + k), n)
      return
    }
    const first = ctx.target(e.target)
    // CR 608.2b: each part happens for the targets still legal; "that creature's controller" only with its creature.
    const second = !e.and
      ? null
      : e.and.to === 'you'
        ? { player: ctx.controller }
        : e.and.to === 'controller'
          ? first && 'card' in first
            ? { player: ctx.tx.s.objects[first.card].controller }
            : null
          : ctx.target(e.and.target!)
    hit(first, ctx.amount(e.amount))
    if (e.and) hit(second, ctx.amount(e.and.amount))
  },
}

/** "N damage …" after "~ deals" (the damage parse's first form). */
function numbered(g: Grammar): EffectOf<'damage'> {
  const amount = g.amount(0)
  g.w(3, 'damage')
  return g.alt(3, [
    () => {
      // CR 601.2d: divided among up to `count` targets (the amounts are chosen as it is cast).
      g.ph(4, 'divided as you choose among')
      const { first, count, anyNumber } = g.dividedTargets(2, typeof amount === 'number' ? amount : undefined)
      return {
        kind: 'damage',
        amount,
        target: first,
        among: count,
        ...(anyNumber ? { anyNumber } : {}),
      } as EffectOf<'damage'>
    },
    () => {
      // "divided evenly, rounded down, among any number of targets" (Fireball): X / n each, rounded down (CR 601.2d).
      g.ph(5, 'divided evenly')
      g.tok(5, Comma)
      g.ph(6, 'rounded down')
      g.tok(6, Comma)
      g.w(7, 'among')
      const { first, count, anyNumber } = g.dividedTargets(3, typeof amount === 'number' ? amount : undefined)
      return {
        kind: 'damage',
        amount,
        target: first,
        among: count,
        evenly: true,
        ...(anyNumber ? { anyNumber } : {}),
      } as EffectOf<'damage'>
    },
    () => {
      // "… to each of two target creatures / each of up to two target creatures / each of two targets" (CR 115.1).
      g.ph(30, 'to each of')
      const each = g.alt<{ target: number; count?: number }>(30, [
        () => {
          g.w(31, 'two')
          g.w(32, 'targets')
          const target = g.recordTarget({ what: 'any' })
          g.recordTarget({ what: 'any' })
          return { target, count: 2 }
        },
        () => {
          const s = g.subject(30)
          g.refuse(() => typeof s !== 'object' || !('target' in s) || !s.count)
          return s as { target: number; count?: number }
        },
      ])
      return { kind: 'damage', amount, target: each.target, count: each.count } as EffectOf<'damage'>
    },
    () => {
      g.opt(2, () => g.w(5, 'to'))
      const target = g.target(1)
      // "… and 1 damage to another target / to you / to that creature's controller" (Arc Trail, CR 120.3).
      const and = g.opt(3, () => {
        g.w(6, 'and')
        const second = g.amount(4)
        g.ph(7, 'damage to')
        return g.alt<Extra>(5, [
          () => (g.w(8, 'you'), { amount: second, to: 'you' }),
          () => (g.ph(9, "that creature's controller"), { amount: second, to: 'controller' }),
          () => ({ amount: second, target: g.target(6) }),
        ])
      })
      return { kind: 'damage', amount, target, ...(and ? { and } : {}) } as EffectOf<'damage'>
    },
  ])
}

type Extra = { amount: Amount; to?: 'you' | 'controller'; target?: number }

export const damageEach: EffectKind<'damageEach'> = {
  kind: 'damageEach',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(1, 'it')])
    g.w(2, 'deals')
    return g.alt<EffectOf<'damageEach'>>(3, [
      () => {
        // "~ deals damage to that player equal to the number of Swamps they control" (Karma; CR 603.2, 107.3),
        // "… to each opponent equal to your devotion to red" (Fanatic of Mogis).
        g.ph(12, 'damage to')
        return g.alt<EffectOf<'damageEach'>>(4, [
          () => {
            g.ph(13, 'that player')
            g.refuse(() => g.targetRead())
            g.ph(15, 'equal to')
            return { kind: 'damageEach', amount: { count: g.count(0) }, each: 'that' }
          },
          () => {
            g.ph(14, 'each opponent')
            g.ph(16, 'equal to')
            const count = g.count(1)
            // "… the number of cards in that player's hand" counts each opponent's own: not read here.
            g.refuse(() => /"whose":(-1|"that")/.test(JSON.stringify(count)))
            return { kind: 'damageEach', amount: { count }, each: 'opponents' }
          },
        ])
      },
      () => eachNumbered(g),
    ])
  },
  describe: (e) =>
    `~ deals ${amountText(e.amount)} damage to ${e.each === 'you' ? 'you' : e.each === 'that' ? 'that player' : 'each '}${
      e.each === 'you' || e.each === 'that'
        ? ''
        : e.each === 'opponents'
          ? 'opponent'
          : e.each === 'players'
            ? 'player'
            : (e.filter ? specText(e.filter) : 'creature') +
              (e.each === 'creaturesAndPlayers' ? ' and each player' : '') +
              (e.planeswalkers ? ' and each planeswalker' : '')
    }`,
  apply(ctx, e) {
    const { tx } = ctx
    const n = ctx.amount(e.amount)
    if (e.each === 'creatures' || e.each === 'creaturesAndPlayers') {
      for (const id of tx.s.battlefield) {
        const o = tx.s.objects[id]
        if (e.filter ? matchesSpec(tx.s, e.filter, o, ctx.controller, undefined, ctx.source.id) : isCreature(tx.s, o))
          dealDamage(tx, ctx.info, { card: id }, n)
        // Each planeswalker too, once even if it is also a creature dealt damage above.
        else if (e.planeswalkers && isPlaneswalker(tx.s, o)) dealDamage(tx, ctx.info, { card: id }, n)
      }
    }
    if (e.each !== 'creatures') {
      const who =
        e.each === 'you'
          ? [ctx.controller]
          : e.each === 'that'
            ? ctx.players({ target: -1, that: true })
            : e.each === 'opponents'
              ? opponentsOf(tx.s, ctx.controller)
              : livingPlayers(tx.s)
      for (const p of who) dealDamage(tx, ctx.info, { player: p }, n)
    }
    tx.log(`${ctx.info.name} deals ${n} damage to ${damageEach.describe(e, { target: () => '' }).split(' to ')[1]}`)
  },
}

/** The amounts for `n` targets: as chosen, or as even as possible with the first ones getting more (CR 601.2d). */
export function dividedAmounts(total: number, n: number, chosen?: number[]): number[] {
  if (chosen && chosen.length >= n) return chosen.slice(0, n)
  return Array.from({ length: n }, (_, k) => Math.floor(total / n) + (k < total % n ? 1 : 0))
}

/** "~ deals N damage to you / each opponent / each player / that player / each creature …". */
function eachNumbered(g: Grammar): EffectOf<'damageEach'> {
  const amount = g.amount(0)
  g.ph(3, 'damage to')
  return g.alt(1, [
    () => (g.w(7, 'you'), { kind: 'damageEach', amount, each: 'you' as Each }), // "deals 1 damage to you"
    () => (g.ph(8, 'each opponent'), { kind: 'damageEach', amount, each: 'opponents' as Each }),
    () => (g.ph(9, 'each player'), { kind: 'damageEach', amount, each: 'players' as Each }),
    // "… deals 1 damage to that player" with no target before: the player of the trigger's event (CR 603.2).
    () => {
      g.ph(11, 'that player')
      g.refuse(() => g.targetRead())
      return { kind: 'damageEach', amount, each: 'that' as Each }
    },
    () => {
      g.w(10, 'each')
      const filter = g.noun(1)
      const also = g.opt(2, () =>
        g.alt<'player' | 'planeswalker'>(2, [
          () => (g.ph(6, 'and each player'), 'player'),
          () => (g.ph(60, 'and each planeswalker'), 'planeswalker'),
        ]),
      )
      return g.act(() => {
        const out: Effect = {
          kind: 'damageEach',
          amount,
          each: also === 'player' ? 'creaturesAndPlayers' : 'creatures',
        }
        if (also === 'planeswalker') out.planeswalkers = true // Magmaquake (CR 120.3)
        if (filter.what !== 'creature' || Object.keys(filter).length > 1) out.filter = filter
        return out as Effect & { kind: 'damageEach' }
      })
    },
  ])
}
