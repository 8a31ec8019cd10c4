// "[Effects] unless [a player] pays {2} / 2 life", "Unless [a player] pays {B}{B}{B}, [effects]" (CR 118.12: the
// same as "[the player] may pay {2}. If they don't, [effects]"; CR 603.5: the choice is made as the ability
// resolves). The payer is you, the player the effects name ("they", "that player"), or a target's controller ("its
// controller"); "unless any player / any opponent pays" asks each in turn order from the active player until one
// pays (CR 101.4: Rhystic Tutor, Icy Prison). A payer who can't pay (CR 118.3; life only up to the life total,
// CR 119.4) isn't asked: the effects happen. "You may draw a card unless that player pays {1}" (Rhystic Study) asks
// the payer first, then, unpaid, the "you may" (`unlessTail`). Force of Nature, Carnophage, Plague Fiend, Soul Barrier.
import type { Effect, Who } from '../../engine/ast'
import type { Grammar } from '../grammar'
import { Comma, Mana, Period } from '../lexer'
import type { ManaCost } from '../../mana/types'
import { parseManaCost } from '../../mana'
import type { EffectKind } from './kind'
import { whoText } from './kind'
import type { EffectContext, EffectOf } from '../../engine/effectTypes'
import { describeEffect } from './registry'
import { canAfford, payCost } from '../../engine/mana'
import { loseLife } from '../../engine/effects'
import { apnapOrder, nameOf, opponentsOf, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import type { CardFilter } from '../../engine/ast'
import type { ObjId } from '../../engine/types'
import { cardFilter, cardMatches, filterText } from './library'

type Cost = { mana: string } | { life: number } | { discard: CardFilter }
type AnyOf = 'players' | 'opponents'
type Payer = Who | 'they' | { anyOf: AnyOf }

/** The payer after "unless": a player the grammar names, "they", or "any player / any opponent" (CR 101.4). */
function payerWords(g: Grammar, o: number): Payer {
  return g.alt<Payer>(40 + o, [
    () => {
      g.w(40 + o, 'any')
      const anyOf = g.alt<AnyOf>(41 + o, [
        () => (g.w(41 + o, 'player'), 'players'),
        () => (g.w(42 + o, 'opponent'), 'opponents'),
      ])
      return { anyOf }
    },
    () => g.who(40 + o),
    () => (g.w(43 + o, 'they'), 'they' as const),
  ])
}

/** The effect for a payer read: "any player" pays for `you` as a placeholder, `anyOf` naming who is asked. */
function unlessEffect(payer: Who | { anyOf: AnyOf }, effects: Effect[], paid: Cost): Effect {
  if (typeof payer === 'object' && 'anyOf' in payer)
    return { kind: 'unlessPays', payer: 'you', anyOf: payer.anyOf, effects, ...paid } as Effect
  return { kind: 'unlessPays', payer, effects, ...paid } as Effect
}

/** Players one effect names, when it names exactly one ("they" after it: that player). */
function singlePayer(e: Effect | undefined): Who | null {
  const who = e && 'who' in e ? (e.who as Who) : null
  if (!who || who === 'opponents' || who === 'players' || (typeof who === 'object' && 'players' in who)) return null
  return who
}

function cost(g: Grammar, o: number): Cost {
  return g.alt<Cost>(26 + o, [
    () => {
      // "unless you discard an artifact card" (Thirst for Knowledge): one card of that kind from the hand.
      g.alt(27 + o, [() => g.w(27 + o, 'discard'), () => g.w(28 + o, 'discards')])
      g.alt(28 + o, [() => g.w(29 + o, 'a'), () => g.w(30 + o, 'an')])
      const filter = cardFilter(g, 60 + o)
      return g.act(() => ({ discard: filter }))
    },
    () => payment(g, o),
  ])
}

function payment(g: Grammar, o: number): Cost {
  g.alt(20 + o, [() => g.w(20 + o, 'pay'), () => g.w(21 + o, 'pays')])
  return g.alt<Cost>(21 + o, [
    () => {
      // Mana without X (an X to choose as it resolves isn't read).
      const symbols: string[] = [g.tokWhere(22 + o, Mana, (m) => m !== '{e}' && m !== '{x}').image]
      g.rep(22 + o, () => g.add(symbols, g.tokWhere(23 + o, Mana, (m) => m !== '{e}' && m !== '{x}').image))
      return g.act(() => ({ mana: symbols.join('').toUpperCase() }))
    },
    () => {
      const n = g.amount(24 + o)
      g.w(25 + o, 'life')
      return g.act(() => ({ life: typeof n === 'number' ? n : 0 }))
    },
  ])
}

/** The sentence: "[effects] unless [payer] pays [cost]." or "Unless [payer] pays [cost], [effects]." */
export function unlessSentence(g: Grammar): Effect[] {
  return g.alt<Effect[]>(0, [
    () => {
      g.opt(3, () => g.w(3, 'then')) // "Then discard two cards unless …" (CR 608.2c: in order)
      const effects = g.clauses(0)
      const tail = unlessTail(g, 0)
      // "they": the one player the effects name; several ("each opponent … unless they pay") aren't read.
      g.refuse(() => tail.payer === 'they' && !singlePayer(effects[0]))
      g.opt(0, () => g.tok(0, Period))
      return g.act(() => [unlessOf(tail, effects)!])
    },
    () => {
      g.w(2, 'unless')
      const payer = payerWords(g, 100)
      g.refuse(() => payer === 'they')
      const paid = cost(g, 100)
      g.tok(1, Comma)
      const effects = g.clauses(1)
      g.opt(1, () => g.tok(2, Period))
      return g.act(() => [unlessEffect(payer as Who | { anyOf: AnyOf }, effects, paid)])
    },
  ])
}

/** "unless [payer] pays [cost]" after effects (read by the "you may …" sentence too: Rhystic Study). */
export function unlessTail(g: Grammar, o: number): { payer: Payer; paid: Cost } {
  g.w(0 + o, 'unless')
  const payer = payerWords(g, o)
  const paid = cost(g, o)
  return { payer, paid }
}

/** The "unless" effect over these effects, or null when "they" doesn't name one player (several "each opponent …
 *  unless they pay" aren't read). */
export function unlessOf(tail: { payer: Payer; paid: Cost }, effects: Effect[], named = effects): Effect | null {
  const payer = tail.payer === 'they' ? singlePayer(named[0]) : tail.payer
  return payer ? unlessEffect(payer, effects, tail.paid) : null
}

function costOf(mana: string): ManaCost | null {
  try {
    return parseManaCost(mana)
  } catch {
    return null
  }
}

type Paid = { mana?: string; life?: number; discard?: CardFilter }

/** What is paid, after its verb: "{2}", "2 life", "an artifact card". */
const costText = (e: Paid) =>
  e.discard
    ? e.discard.any
      ? 'a card'
      : `a ${filterText(e.discard)}`.replace(/^a ([aeiou])/, 'an $1')
    : (e.mana ?? `${e.life} life`)
const verb = (e: Paid): [string, string] => (e.discard ? ['discard', 'discards'] : ['pay', 'pays'])

/** The cards in the payer's hand that may be discarded to pay. */
function discardable(ctx: EffectContext, p: number, e: Paid): ObjId[] {
  return e.discard ? ctx.tx.s.players[p].zones.hand.filter((id) => cardMatches(ctx.tx.s, id, e.discard!)) : []
}

function canPay(ctx: EffectContext, p: number, e: Paid): boolean {
  if (e.discard) return discardable(ctx, p, e).length > 0
  if (e.mana) {
    const c = costOf(e.mana)
    return !!c && canAfford(ctx.tx.s, p, c)
  }
  return ctx.tx.s.players[p].life >= (e.life ?? 0) // CR 119.4
}

export const unlessPays: EffectKind<'unlessPays'> = {
  kind: 'unlessPays',
  // Read by the sentence rule (`unlessSentence`), not as a clause.
  parse() {
    throw new Error('internal: unlessPays is read by the sentence rule')
  },
  describe: (e, d) =>
    `${e.effects.map((x) => describeEffect(x, d)).join(', then ')} unless ${e.anyOf ? `any ${e.anyOf === 'players' ? 'player' : 'opponent'} ${verb(e)[1]}` : whoText(e.payer, d, verb(e))} ${costText(e)}`,
  apply() {
    // Expanded by `expand` as resolution reaches it.
  },
  expand(ctx, e) {
    const paidWith = e.discard ? { discard: e.discard } : e.mana ? { mana: e.mana } : { life: e.life }
    if (e.anyOf) {
      // CR 101.4, 118.12: each player (or opponent) in turn order from the active player may pay; one who can't isn't
      // asked; the first who pays stops the effects.
      const them = e.anyOf === 'opponents' ? opponentsOf(ctx.tx.s, ctx.controller) : null
      const order = apnapOrder(ctx.tx.s).filter((p) => (!them || them.includes(p)) && canPay(ctx, p, e))
      if (!order.length) {
        ctx.tx.log(`No ${e.anyOf === 'players' ? 'player' : 'opponent'} can ${verb(e)[0]} ${costText(e)}`)
        return e.effects
      }
      return [{ kind: 'unlessAsk', payer: order[0], effects: e.effects, ...paidWith, rest: order.slice(1) }]
    }
    const payer = ctx.players(e.payer)[0]
    // No one left to pay, or a payer who can't: the effects happen (CR 118.3, 118.12).
    if (payer === undefined || !canPay(ctx, payer, e)) {
      if (payer !== undefined) ctx.tx.log(`${playerName(ctx.tx.s, payer)} can't ${verb(e)[0]} ${costText(e)}`)
      return e.effects
    }
    return [{ kind: 'unlessAsk', payer, effects: e.effects, ...paidWith }]
  },
}

/** The question of an "unless" (CR 118.12), asked of the payer as resolution reaches it. */
export const unlessAsk: EffectKind<'unlessAsk'> = {
  kind: 'unlessAsk',
  parse() {
    throw new Error('internal: unlessAsk is made by unlessPays as it resolves')
  },
  describe: (e, d) =>
    `${e.effects.map((x) => describeEffect(x, d)).join(', then ')} unless that player ${verb(e)[1]} ${costText(e)}`,
  apply(ctx, e) {
    const what = e.effects.map((x) => describeEffect(x, { target: () => 'the target' })).join(', then ')
    if (e.discard)
      return {
        player: e.payer,
        choice: 'unless',
        prompt: `Discard ${costText(e)}? If you don't: ${what}. Choose the card, or decline`,
        options: discardable(ctx, e.payer, e),
        count: 1,
      }
    return {
      player: e.payer,
      choice: 'payOrDecline',
      prompt: `Pay ${costText(e)}? If you don't: ${what}`,
    }
  },
  resume(ctx, e, _pause, a) {
    const { tx } = ctx
    const p = e.payer
    const pays = a.option === 'pay' || a.option === 'yes'
    if (e.discard && (pays || (a.cards ?? []).length)) {
      // CR 701.8: the card named, or the first one offered.
      const id = (a.cards ?? [])[0] ?? discardable(ctx, p, e)[0]
      if (id && discardable(ctx, p, e).includes(id)) {
        tx.log(`${playerName(tx.s, p)} discards ${nameOf(tx.s, id)}`)
        moveObject(tx, id, 'graveyard', { cause: 'discard' })
        return
      }
    } else if (pays && canPay(ctx, p, e)) {
      if (e.mana) {
        const c = costOf(e.mana)
        if (c && !payCost(tx, p, c)) return void tx.log(`${playerName(tx.s, p)} pays ${e.mana}`)
      } else {
        loseLife(tx, p, e.life ?? 0) // CR 119.4: paying life is losing it
        return void tx.log(`${playerName(tx.s, p)} pays ${e.life} life`)
      }
    }
    tx.log(`${playerName(tx.s, p)} doesn't ${verb(e)[0]} ${costText(e)}`)
    // "Unless any player pays": the next player in turn order who can pay is asked (CR 101.4).
    const next = (e.rest ?? []).findIndex((q) => canPay(ctx, q, e))
    if (next >= 0) return [{ ...e, payer: e.rest![next], rest: e.rest!.slice(next + 1) }]
    return e.effects
  },
  check: (_s, pause, a) => {
    if ((a.cards ?? []).length)
      return a.cards!.length === 1 && (pause.options ?? []).includes(a.cards![0])
        ? null
        : 'choose one of the cards offered, or decline'
    return ['pay', 'decline', 'yes', 'no'].includes(String(a.option)) ? null : 'answer "pay" or "decline"'
  },
  answers: (pause) => [
    ...(pause.options ?? []).slice(0, 3).map((id) => ({ cards: [id] })),
    ...(pause.options?.length ? [] : [{ option: 'pay' }]),
    { option: 'decline' },
  ],
}

export type UnlessPays = EffectOf<'unlessPays'>
