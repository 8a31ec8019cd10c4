// "Sacrifice it unless you return a non-Lair land you control to its owner's hand" (Crosis's Catacombs), "… unless
// you discard a card" (Masticore), "… unless you sacrifice a land" (Bog Elemental): the controller pays the cost or
// the source is sacrificed (CR 117.12, 701.17a). Paying needs enough of what the cost names (CR 117.12a).
import type { CardFilter, TargetSpec } from '../../engine/ast'
import type { Grammar } from '../grammar'
import { Tilde } from '../lexer'
import { subtypeNounKind } from '../subtypeNouns'
import type { EffectKind } from './kind'
import type { EffectContext, EffectOf, Pause } from '../../engine/effectTypes'
import { specText } from '../../engine/specText'
import { cardMatches, filterText } from './library'
import { moveObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'
import type { ObjId } from '../../engine/types'

type Unless = EffectOf<'sacrificeUnless'>

/** "a Forest", "two Forests": a land subtype names lands ("a non-Lair land" is the noun's `notSubtype`). */
function permanentsNamed(spec: TargetSpec): { spec: TargetSpec } {
  const sub = spec.subtype
  if (!sub) return { spec }
  const singular = [sub, sub.replace(/s$/, ''), sub.replace(/es$/, '')].find((w) => subtypeNounKind(w) === 'land')
  return singular ? { spec: { ...spec, what: 'land' } } : { spec }
}

function count(g: Grammar, i: number): number {
  const n = g.alt(i, [() => (g.w(i, 'a'), 1), () => (g.w(i + 1, 'an'), 1), () => g.amount(i)])
  return g.act(() => (typeof n === 'number' ? n : 0))
}

const CARD_TYPES = ['creature', 'land', 'artifact', 'enchantment']

export const sacrificeUnless: EffectKind<'sacrificeUnless'> = {
  kind: 'sacrificeUnless',
  parse(g) {
    g.w(0, 'sacrifice')
    g.alt(0, [() => g.w(1, 'it'), () => g.tok(0, Tilde)])
    g.ph(2, 'unless you')
    return g.alt<Unless>(1, [
      () => {
        g.w(3, 'return')
        // "another creature you control" (Faerie Impostor): not the source itself.
        const pick = g.alt<[number, boolean]>(6, [() => (g.w(21, 'another'), [1, true]), () => [count(g, 10), false]])
        const n = pick?.[0] ?? 1 // not an array while the grammar is recorded
        const other = !!pick?.[1]
        const untapped = g.opt(2, () => (g.w(20, 'untapped'), true)) // "an untapped Island" (bounce lands)
        const noun = g.noun(0)
        const spec =
          untapped || other
            ? g.act(() => ({ ...noun, ...(untapped ? { untapped } : {}), ...(other ? { other } : {}) }))
            : noun
        const yours = g.opt(0, () => (g.ph(4, 'you control'), true))
        g.alt(2, [() => g.ph(5, "to its owner's hand"), () => g.ph(6, "to their owner's hand")])
        return g.act(() => ({
          kind: 'sacrificeUnless' as const,
          action: 'return' as const,
          count: n,
          ...permanentsNamed(yours ? { ...spec, youControl: true } : spec),
        }))
      },
      () => {
        g.w(7, 'sacrifice')
        const n = count(g, 20)
        const spec = g.noun(1)
        return g.act(() => ({
          kind: 'sacrificeUnless' as const,
          action: 'sacrifice' as const,
          count: n,
          ...permanentsNamed({ ...spec, youControl: true }),
        }))
      },
      () => {
        g.w(8, 'discard')
        return g.alt<Unless>(3, [
          () => {
            g.ph(9, 'a card')
            const random = g.opt(1, () => (g.ph(11, 'at random'), true))
            return { kind: 'sacrificeUnless', action: 'discard', count: 1, ...(random ? { random } : {}) }
          },
          () => {
            const n = g.amount(30)
            g.w(12, 'cards')
            return g.act(() => ({
              kind: 'sacrificeUnless' as const,
              action: 'discard' as const,
              count: typeof n === 'number' ? n : 0,
            }))
          },
          () => {
            g.alt(4, [() => g.w(13, 'a'), () => g.w(14, 'an')])
            const t = g.alt(
              5,
              CARD_TYPES.map((w, k) => () => (g.w(15 + k, w), w[0].toUpperCase() + w.slice(1))),
            )
            g.w(19, 'card')
            return g.act(() => ({
              kind: 'sacrificeUnless' as const,
              action: 'discard' as const,
              count: 1,
              filter: { types: [t], subtypes: [] } as CardFilter,
            }))
          },
        ])
      },
    ])
  },
  describe(e) {
    const n = e.count === 1 ? 'a' : String(e.count)
    const what =
      e.action === 'discard'
        ? e.filter
          ? `${n} ${filterText(e.filter)}`
          : e.count === 1
            ? `a card${e.random ? ' at random' : ''}`
            : `${e.count} cards`
        : `${n} ${specText(e.spec as TargetSpec)}`
    const tail = e.action === 'return' ? " to its owner's hand" : ''
    return `sacrifice ~ unless you ${e.action} ${what}${tail}`
  },
  apply(ctx, e) {
    const self = ctx.source.id
    if (ctx.tx.s.objects[self]?.zone !== 'battlefield') return // nothing left to sacrifice
    const p = ctx.controller
    const options = payOptions(ctx, e)
    if (e.count < 1 || options.length < e.count) return void sacrificeSelf(ctx, "can't pay")
    return {
      player: p,
      choice: 'unless',
      prompt: `${sacrificeUnless.describe(e, { target: () => 'the target' }).replace('~', nameOf(ctx.tx.s, self))}: ${e.random ? 'answer pay or decline' : `choose ${e.count} to pay, or none to sacrifice it`}`,
      options: e.random ? [] : options,
      count: e.count,
      ...(e.random ? { random: true } : {}),
    }
  },
  resume(ctx, e, pause, a) {
    const { tx } = ctx
    const p = pause.player
    const who = playerName(tx.s, p)
    a = payWithDefault(pause, a)
    const declined = pause.random ? a.option !== 'pay' : !(a.cards ?? []).length || a.option === 'decline'
    if (declined) return void sacrificeSelf(ctx, 'declines')
    if (pause.random) {
      const hand = tx.s.players[p].zones.hand
      const id = hand[tx.randomInt(hand.length)]
      if (!id) return void sacrificeSelf(ctx, "can't pay")
      tx.log(`${who} discards ${nameOf(tx.s, id)} at random`)
      moveObject(tx, id, 'graveyard', { cause: 'discard' })
      return
    }
    for (const id of a.cards ?? []) {
      const name = nameOf(tx.s, id)
      if (e.action === 'return') {
        tx.log(`${who} returns ${name} to its owner's hand`)
        moveObject(tx, id, 'hand', { cause: 'return' })
      } else if (e.action === 'sacrifice') {
        tx.log(`${who} sacrifices ${name}`)
        moveObject(tx, id, 'graveyard', { cause: 'sacrifice' })
      } else {
        tx.log(`${who} discards ${name}`)
        moveObject(tx, id, 'graveyard', { cause: 'discard' })
      }
    }
  },
  check(_s, pause, a) {
    if (pause.random)
      return a.option === 'pay' || a.option === 'decline' ? null : 'answer "pay" (discard at random) or "decline"'
    if (a.option === 'pay' && !(a.cards ?? []).length && (pause.options ?? []).length < (pause.count ?? 1))
      return `you can't pay: there are only ${(pause.options ?? []).length} to choose from`
    const cards = payWithDefault(pause, a).cards ?? []
    if (a.option === 'decline' || !cards.length) return null
    const options = pause.options ?? []
    if (new Set(cards).size !== cards.length || cards.some((c) => !options.includes(c)))
      return 'choose among the cards offered, each once'
    return cards.length === pause.count ? null : `choose exactly ${pause.count}, or none to sacrifice it`
  },
  answers(pause) {
    if (pause.random) return [{ option: 'pay' }, { option: 'decline' }]
    const options = pause.options ?? []
    const n = pause.count ?? 1
    const out = []
    for (let k = 0; k + n <= options.length && out.length < 3; k++) out.push({ cards: options.slice(k, k + n) })
    return [...out, { option: 'decline' }]
  },
}

/** What may pay the cost: permanents to return or sacrifice, or cards in the hand to discard. */
function payOptions(ctx: EffectContext, e: Unless): ObjId[] {
  const s = ctx.tx.s
  const p = ctx.controller
  if (e.action === 'discard') return s.players[p].zones.hand.filter((id) => !e.filter || cardMatches(s, id, e.filter))
  const spec = e.spec as TargetSpec
  return s.battlefield.filter((id) => {
    const o = s.objects[id]
    if (e.action === 'sacrifice' && o.controller !== p) return false
    return matchesSpec(s, spec, o, p, undefined, ctx.source.id)
  })
}

function sacrificeSelf(ctx: EffectContext, why: string): void {
  const { tx } = ctx
  const self = ctx.source.id
  if (tx.s.objects[self]?.zone !== 'battlefield') return
  tx.log(`${playerName(tx.s, ctx.controller)} ${why} and sacrifices ${nameOf(tx.s, self)}`)
  moveObject(tx, self, 'graveyard', { cause: 'sacrifice' })
}

/** "pay" without naming the cards pays with the first ones offered (CR 118.12: the player chooses; the least
 *  valuable come first). */
function payWithDefault<A extends { option?: string | number; cards?: string[] }>(pause: Pause, a: A): A {
  if (pause.random || a.option !== 'pay' || (a.cards ?? []).length) return a
  return { ...a, cards: (pause.options ?? []).slice(0, pause.count ?? 1) }
}
