// Returning a card to the battlefield (CR 110.2), sacrificing (CR 701.17), regenerating (CR 701.15) and
// preventing damage (CR 615).
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { amountText, whoText } from './kind'
import { specText } from '../../engine/specText'
import { moveObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'
import { Period, Tilde } from '../lexer'
import { COLOR_WORDS } from '../../cards/words'
import { isSubtypeWord } from '../subtypeNouns'

const colorWord = (c: string) => Object.keys(COLOR_WORDS).find((w) => COLOR_WORDS[w] === c) ?? c

export const returnCard: EffectKind<'returnCard'> = {
  kind: 'returnCard',
  parse(g) {
    // "Put target creature card from a graveyard onto the battlefield under your control" (CR 110.2a).
    const target = g.alt(1, [
      () => {
        g.w(0, 'return')
        const target = g.target(0)
        g.ph(1, 'to the battlefield')
        g.opt(0, () => g.ph(2, 'under your control'))
        return target
      },
      () => {
        g.w(3, 'put')
        const target = g.target(1)
        g.ph(4, 'onto the battlefield under your control')
        return target
      },
    ])
    // "That creature is a black Zombie in addition to its other colors and types." (Rise from the Grave, CR 613.1d-e)
    const also = g.opt(1, () => {
      g.tok(0, Period)
      g.ph(5, 'that creature is a')
      const color = g.alt(
        2,
        Object.keys(COLOR_WORDS).map((c, k) => () => (g.w(10 + k, c), COLOR_WORDS[c])),
      )
      const sub = g.plainWhere(0, isSubtypeWord).image
      g.ph(6, 'in addition to its other')
      g.plainWhere(1, (w) => w === 'colors')
      g.ph(7, 'and types')
      return g.act(() => ({ colors: [color as string], subtypes: [sub[0].toUpperCase() + sub.slice(1)] }))
    })
    return { kind: 'returnCard', target, to: 'battlefield', ...(also ? { also } : {}) }
  },
  describe: (e, d) =>
    `return ${d.target(e.target)} to the battlefield${e.also ? `. That creature is a ${colorWord(e.also.colors[0])} ${e.also.subtypes[0]} in addition to its other colors and types` : ''}`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t || !('card' in t)) return
    ctx.tx.log(`${nameOf(ctx.tx.s, t.card)} returns to the battlefield`)
    const id = moveObject(ctx.tx, t.card, 'battlefield', { cause: 'return', controller: ctx.controller })
    if (id && e.also) ctx.tx.obj(id).also = e.also
  },
}

export const sacrifice: EffectKind<'sacrifice'> = {
  kind: 'sacrifice',
  parse(g) {
    const subject = g.opt(5, () => g.who(0)) // "Sacrifice a creature." (imperative: its controller)
    const third = g.alt(0, [() => (g.w(1, 'sacrifice'), false), () => (g.w(2, 'sacrifices'), true)])
    const who = subject ?? g.subjectFor(third) // "… and sacrifices a creature": the clause before's (CR 608.2c)
    // "Each player sacrifices two creatures" (CR 701.17a): that many of the noun, each player's choice.
    const count = g.alt(1, [
      () => (g.w(3, 'a'), 1),
      () => (g.w(4, 'an'), 1),
      // "Sacrifice another creature": one, never the source (CR 701.17a).
      () => (g.w(6, 'another'), 0),
      () => {
        const n = g.amount(2)
        g.refuse(() => typeof n !== 'number' || n < 2)
        return n as number
      },
    ])
    const noun = g.noun(1)
    const filter = count === 0 ? g.act(() => ({ ...noun, other: true })) : noun
    return count > 1 ? { kind: 'sacrifice', who, filter, count } : { kind: 'sacrifice', who, filter }
  },
  describe: (e, d) =>
    `${whoText(e.who, d, ['sacrifice', 'sacrifices'])} ${(e.count ?? 1) > 1 ? `${e.count} ×` : 'a'} ${specText(e.filter)}`,
  apply(ctx, e) {
    const players = ctx.players(e.who)
    const want = e.count ?? 1
    for (const p of players) {
      const options = ctx.tx.s.battlefield.filter((id) => {
        const o = ctx.tx.s.objects[id]
        // "another creature", "a creature other than ~": never the source (CR 701.17a).
        return (
          o.controller === p &&
          matchesSpec(
            ctx.tx.s,
            { ...e.filter, youControl: false, opponentControls: false },
            o,
            p,
            undefined,
            ctx.source.id,
          )
        )
      })
      if (options.length === 0) continue
      // CR 701.17a: a player with no more than that many sacrifices them all, without a choice.
      if (options.length <= want) {
        for (const id of options) sacrificeIt(ctx, p, id, e.exploit)
        continue
      }
      const rest = players.slice(players.indexOf(p) + 1)
      return {
        player: p,
        choice: 'sacrifice',
        prompt: want === 1 ? `Sacrifice a ${specText(e.filter)}` : `Sacrifice ${want} × ${specText(e.filter)}`,
        options,
        count: want,
        then: rest,
      }
    }
  },
  resume(ctx, e, pause, a) {
    for (const id of a.cards ?? []) sacrificeIt(ctx, pause.player, id, e.exploit)
    const rest = pause.then as number[] | undefined
    if (rest?.length) return [{ ...e, who: { players: rest } }]
  },
  check: (_s, pause, a) => {
    const cards = a.cards ?? []
    const want = pause.count ?? 1
    return cards.length === want &&
      new Set(cards).size === want &&
      cards.every((id) => (pause.options ?? []).includes(id))
      ? null
      : want === 1
        ? 'choose one permanent to sacrifice'
        : `choose ${want} different permanents to sacrifice`
  },
  answers: (pause) => choices(pause.options ?? [], pause.count ?? 1).map((cards) => ({ cards })),
}

/** The ways to choose `k` of `options` (in order), at most 24 of them. */
function choices(options: string[], k: number): string[][] {
  const out: string[][] = []
  const walk = (from: number, picked: string[]) => {
    if (out.length >= 24) return
    if (picked.length === k) return void out.push(picked)
    for (let i = from; i < options.length; i++) walk(i + 1, [...picked, options[i]])
  }
  walk(0, [])
  return out
}

function sacrificeIt(
  ctx: Parameters<EffectKind<'sacrifice'>['apply']>[0],
  p: number,
  id: string,
  exploit?: true,
): void {
  ctx.tx.log(`${playerName(ctx.tx.s, p)} sacrifices ${nameOf(ctx.tx.s, id)}`)
  const by = ctx.source
  moveObject(ctx.tx, id, 'graveyard', { cause: 'sacrifice' }) // CR 701.17a
  // CR 702.110b: the exploiting creature (as it was, should it have sacrificed itself) "exploits a creature".
  if (exploit)
    ctx.tx.emit({
      type: 'exploited',
      source: ctx.source.id,
      def: by.def,
      face: by.face ?? 0,
      controller: p,
      owner: by.owner,
    })
}

export const regenerate: EffectKind<'regenerate'> = {
  kind: 'regenerate',
  parse(g) {
    g.w(0, 'regenerate')
    return { kind: 'regenerate', subject: g.subject(0) }
  },
  describe: (e, d) =>
    `regenerate ${e.subject === 'self' ? '~' : e.subject === 'that' ? 'that creature' : 'target' in e.subject ? d.target(e.subject.target) : 'them'}`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      o.mods = [...(o.mods ?? []), { regenerate: 1, until: 'endOfTurn' }] // CR 701.15a: a shield until used or the turn ends
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} gains a regeneration shield`)
    }
  },
}

export const prevent: EffectKind<'prevent'> = {
  kind: 'prevent',
  parse(g) {
    g.w(0, 'prevent')
    return g.alt<EffectOf<'prevent'>>(0, [
      () => {
        g.ph(1, 'all combat damage that would be dealt this turn')
        return { kind: 'prevent', amount: 'all', combatOnly: true }
      },
      () => {
        g.ph(2, 'the next')
        const amount = g.amount(0)
        g.ph(3, 'damage that would be dealt to')
        const target = g.alt(1, [() => g.target(1), () => (g.tok(0, Tilde), -1), () => (g.w(5, 'you'), -2)])
        g.ph(4, 'this turn')
        return { kind: 'prevent', amount, ...(target >= 0 ? { target } : target === -2 ? { you: true } : {}) }
      },
    ])
  },
  describe: (e, d) =>
    e.amount === 'all'
      ? 'prevent all combat damage that would be dealt this turn'
      : `prevent the next ${amountText(e.amount)} damage that would be dealt to ${e.you ? 'you' : e.target === undefined ? '~' : d.target(e.target)} this turn`,
  apply(ctx, e) {
    const { tx } = ctx
    if (e.amount === 'all') {
      tx.set('extra', { ...tx.s.extra, preventCombatDamage: tx.s.turn }) // CR 615.1: for the rest of this turn
      tx.log('Combat damage is prevented this turn')
      return
    }
    const n = ctx.amount(e.amount)
    const t = e.you
      ? { player: ctx.controller }
      : e.target === undefined
        ? { card: ctx.source.id }
        : ctx.target(e.target)
    if (!t) return
    if ('player' in t) {
      const shields = { ...((tx.s.extra.preventPlayer as Record<number, number>) ?? {}) }
      shields[t.player] = (shields[t.player] ?? 0) + n
      tx.set('extra', { ...tx.s.extra, preventPlayer: shields, preventTurn: tx.s.turn })
    } else if (tx.s.objects[t.card]?.zone === 'battlefield') {
      const o = tx.obj(t.card)
      o.mods = [...(o.mods ?? []), { prevent: n, until: 'endOfTurn' }]
    }
  },
}
