// Discarding (CR 701.8): by the player's own choice, at random, or a card chosen from a revealed hand (Duress).
import type { EffectKind } from './kind'
import { amountText, whoText } from './kind'
import { moveObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import { cardFilter, cardMatches, filterText } from './library'
import { Comma, Num, Period } from '../lexer'

export const discard: EffectKind<'discard'> = {
  kind: 'discard',
  parse(g) {
    const subject = g.opt(0, () => g.who(0))
    const third = g.alt(1, [() => (g.w(1, 'discard'), false), () => (g.w(2, 'discards'), true)])
    const who = subject ?? g.subjectFor(third) // "… and discards a card": the clause before's players (CR 608.2c)
    return g.alt(2, [
      () => {
        const amount = g.amount(1)
        g.alt(3, [() => g.w(3, 'card'), () => g.w(4, 'cards')])
        const random = g.opt(4, () => (g.ph(5, 'at random'), true))
        return { kind: 'discard', amount, who, ...(random ? { random } : {}) }
      },
      () => (g.ph(6, 'their hand'), { kind: 'discard', amount: 0, who, all: true }),
      () => (g.ph(7, 'your hand'), { kind: 'discard', amount: 0, who, all: true }),
    ])
  },
  describe: (e, d) =>
    `${whoText(e.who, d, ['discard', 'discards'])} ${e.all ? 'their hand' : `${amountText(e.amount)} card${e.amount === 1 ? '' : 's'}${e.random ? ' at random' : ''}`}`,
  apply(ctx, e) {
    const { tx } = ctx
    const players = ctx.players(e.who)
    for (const p of players) {
      const hand = tx.s.players[p].zones.hand
      const n = e.all ? hand.length : Math.min(ctx.amount(e.amount), hand.length)
      if (n === 0) continue
      if (e.all || n === hand.length || e.random) {
        const chosen = e.all || n === hand.length ? [...hand] : pickRandom(tx, hand, n)
        for (const id of chosen) {
          tx.log(`${playerName(tx.s, p)} discards ${nameOf(tx.s, id)}`)
          moveObject(tx, id, 'graveyard', { cause: 'discard' })
        }
        continue
      }
      // By their own choice: answered with `discard`. One player at a time (APNAP is close enough for two).
      if (players.length > 1) {
        const rest = players.slice(players.indexOf(p) + 1)
        return {
          player: p,
          choice: 'discard',
          prompt: `Discard ${n} card${n === 1 ? '' : 's'}`,
          count: n,
          options: [...hand],
          then: rest,
        }
      }
      return {
        player: p,
        choice: 'discard',
        prompt: `Discard ${n} card${n === 1 ? '' : 's'}`,
        count: n,
        options: [...hand],
      }
    }
  },
  resume(ctx, e, pause, a) {
    for (const id of a.cards ?? []) {
      ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} discards ${nameOf(ctx.tx.s, id)}`)
      moveObject(ctx.tx, id, 'graveyard', { cause: 'discard' })
    }
    const rest = pause.then as number[] | undefined
    if (rest?.length) return [{ ...e, who: { players: rest } }]
  },
  check({ s }, pause, a) {
    const cards = a.cards ?? []
    const hand = s.players[pause.player].zones.hand
    if (cards.length !== pause.count) return `discard exactly ${pause.count} card${pause.count === 1 ? '' : 's'}`
    if (cards.some((c) => !hand.includes(c)) || new Set(cards).size !== cards.length)
      return 'discard cards from your hand'
    return null
  },
  answers: (pause) => [{ cards: (pause.options ?? []).slice(0, pause.count ?? 1) }],
}

function pickRandom(tx: Parameters<typeof moveObject>[0], hand: string[], n: number): string[] {
  const pool = [...hand]
  const out: string[] = []
  for (let i = 0; i < n && pool.length; i++) out.push(pool.splice(Math.floor(tx.random() * pool.length), 1)[0])
  return out
}

export const duress: EffectKind<'duress'> = {
  kind: 'duress',
  parse(g) {
    const who = g.who(0)
    g.ph(0, 'reveals their hand')
    g.tok(0, Period)
    g.ph(1, 'you choose a')
    const nonFilter: string[] = []
    g.rep(1, () => {
      g.alt(2, [
        () => (g.w(2, 'noncreature'), g.add(nonFilter, 'Creature')),
        () => (g.w(3, 'nonland'), g.add(nonFilter, 'Land')),
        () => (g.w(4, 'nonartifact'), g.add(nonFilter, 'Artifact')),
        () => void g.tok(1, Comma),
      ])
    })
    const chosen = cardFilter(g, 40)
    g.ph(5, 'from it')
    // "… from it with mana value 3 or less" (Inquisition of Kozilek, CR 202.3).
    const mv = g.opt(7, () => {
      g.ph(7, 'with mana value')
      const n = g.tok(3, Num).image
      g.w(8, 'or')
      return g.alt<[number, boolean]>(3, [
        () => (g.w(9, 'less'), [Number(n), true]),
        () => (g.w(10, 'greater'), [Number(n), false]),
      ])
    })
    const filter = g.act(() => (mv ? { ...chosen, [mv[1] ? 'maxManaValue' : 'minManaValue']: mv[0] } : chosen))
    // "That player discards that card" (CR 701.8), or "Exile that card" / "… and exile that card" (Castigate,
    // Thought-Knot Seer; CR 406.3): the card chosen goes there.
    const exile = g.alt<boolean>(4, [
      () => (g.tok(2, Period), g.ph(6, 'that player discards that card'), false),
      () => (g.tok(4, Period), g.ph(11, 'exile that card'), true),
      () => (g.ph(12, 'and exile that card'), true),
    ])
    return g.act(() => ({
      kind: 'duress' as const,
      target: typeof who === 'object' && 'target' in who ? who.target : 0,
      filter,
      ...(nonFilter.length ? { nonFilter } : {}),
      ...(exile ? { exile: true as const } : {}),
    }))
  },
  describe: (e, d) =>
    `${d.target(e.target)} reveals their hand. You choose a ${(e.nonFilter ?? []).map((t) => `non${t.toLowerCase()}, `).join('')}${filterText(e.filter)} from it. ${e.exile ? 'Exile that card' : 'That player discards that card'}`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t || !('player' in t)) return
    const hand = ctx.tx.s.players[t.player].zones.hand
    ctx.tx.log(
      `${playerName(ctx.tx.s, t.player)} reveals their hand: ${hand.map((id) => nameOf(ctx.tx.s, id)).join(', ') || 'no cards'}`,
    )
    const options = hand.filter((id) => {
      const types = ctx.tx.s.cards[ctx.tx.s.objects[id].def].faces[0].types
      return cardMatches(ctx.tx.s, id, e.filter) && !(e.nonFilter ?? []).some((n) => types.includes(n))
    })
    if (!options.length) return
    return {
      player: ctx.controller,
      choice: 'pickCard',
      prompt: `Choose a card from ${playerName(ctx.tx.s, t.player)}'s hand`,
      options,
      count: 1,
      owner: t.player,
    }
  },
  resume(ctx, e, pause, a) {
    const id = (a.cards ?? [])[0]
    if (!id) return
    if (e.exile) {
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} is exiled from ${playerName(ctx.tx.s, pause.owner as number)}'s hand`)
      moveObject(ctx.tx, id, 'exile', { cause: 'exile' })
      return
    }
    ctx.tx.log(`${playerName(ctx.tx.s, pause.owner as number)} discards ${nameOf(ctx.tx.s, id)}`)
    moveObject(ctx.tx, id, 'graveyard', { cause: 'discard' })
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length === 1 && (pause.options ?? []).includes(a.cards![0])
      ? null
      : 'choose one of the revealed cards',
  answers: (pause) => (pause.options ?? []).map((id) => ({ cards: [id] })),
}
