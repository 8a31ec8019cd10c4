// "[Effects] unless [a player] pays {2} / 2 life", "Unless [a player] pays {B}{B}{B}, [effects]" (CR 118.12: the
// same as "[the player] may pay {2}. If they don't, [effects]"; CR 603.5: the choice is made as the ability
// resolves). The payer is you, the player the effects name ("they", "that player"), or a target's controller ("its
// controller"). A payer who can't pay (CR 118.3; life only up to the life total, CR 119.4) isn't asked: the effects
// happen. Force of Nature, Carnophage, Hasran Ogress, Plague Fiend, Soul Barrier.
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
import { nameOf, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import type { CardFilter } from '../../engine/ast'
import type { ObjId } from '../../engine/types'
import { cardFilter, cardMatches, filterText } from './library'

type Cost = { mana: string } | { life: number } | { discard: CardFilter }

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
      g.w(0, 'unless')
      const they = g.alt<Who | 'they'>(1, [() => g.who(1), () => (g.w(1, 'they'), 'they' as const)])
      // "they": the one player the effects name; several ("each opponent … unless they pay") aren't read.
      g.refuse(() => they === 'they' && !singlePayer(effects[0]))
      const paid = cost(g, 0)
      g.opt(0, () => g.tok(0, Period))
      return g.act(() => {
        const payer = they === 'they' ? singlePayer(effects[0])! : they
        return [{ kind: 'unlessPays', payer, effects, ...paid } as Effect]
      })
    },
    () => {
      g.w(2, 'unless')
      const payer = g.who(2)
      const paid = cost(g, 100)
      g.tok(1, Comma)
      const effects = g.clauses(1)
      g.opt(1, () => g.tok(2, Period))
      return g.act(() => [{ kind: 'unlessPays', payer, effects, ...paid } as Effect])
    },
  ])
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
    `${e.effects.map((x) => describeEffect(x, d)).join(', then ')} unless ${whoText(e.payer, d, verb(e))} ${costText(e)}`,
  apply() {
    // Expanded by `expand` as resolution reaches it.
  },
  expand(ctx, e) {
    const payer = ctx.players(e.payer)[0]
    // No one left to pay, or a payer who can't: the effects happen (CR 118.3, 118.12).
    if (payer === undefined || !canPay(ctx, payer, e)) {
      if (payer !== undefined) ctx.tx.log(`${playerName(ctx.tx.s, payer)} can't ${verb(e)[0]} ${costText(e)}`)
      return e.effects
    }
    const paid = e.discard ? { discard: e.discard } : e.mana ? { mana: e.mana } : { life: e.life }
    return [{ kind: 'unlessAsk', payer, effects: e.effects, ...paid }]
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
