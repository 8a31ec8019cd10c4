// "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into
// your hand and the other into your graveyard." (Fact or Fiction; CR 700.3: a pile may be empty.) The caster chooses
// the opponent when there are several; that opponent names one pile (`cards`, the rest is the other), then the
// caster names the pile they take.
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { moveObject } from '../../engine/zones'
import { nameOf, opponentsOf, playerName } from '../../engine/query'
import type { PlayerIndex } from '../../engine/types'
import { Period } from '../lexer'

const names = (s: Parameters<typeof nameOf>[0], ids: string[]) =>
  ids.length ? ids.map((id) => nameOf(s, id)).join(', ') : 'no cards'

export const piles: EffectKind<'piles'> = {
  kind: 'piles',
  parse(g) {
    g.ph(0, 'reveal the top')
    const count = g.amount(0)
    g.ph(1, 'cards of your library')
    g.tok(0, Period)
    g.ph(2, 'an opponent separates those cards into two piles')
    g.tok(1, Period)
    g.ph(3, 'put one pile into your hand and the other into your graveyard')
    g.opt(0, () => g.tok(2, Period))
    return { kind: 'piles', count }
  },
  describe: (e) =>
    `reveal the top ${amountText(e.count)} cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard`,
  apply(ctx, e) {
    const s = ctx.tx.s
    const me = ctx.controller
    if (e.by === undefined) {
      const opponents = opponentsOf(s, me)
      if (opponents.length > 1)
        return {
          player: me,
          choice: 'pilesOpponent',
          prompt: 'Choose the opponent who separates the cards into two piles',
          choices: opponents.map((p) => playerName(s, p)),
        }
      return piles.apply(ctx, { ...e, by: opponents[0] ?? me })
    }
    if (!e.piles) {
      const cards = s.players[me].zones.library.slice(0, ctx.amount(e.count))
      ctx.tx.log(`${playerName(s, me)} reveals ${names(s, cards)}`)
      if (!cards.length) return
      return {
        player: e.by as PlayerIndex,
        choice: 'piles',
        prompt: `Separate ${names(s, cards)} into two piles: choose the cards of one pile (the rest is the other)`,
        options: cards,
      }
    }
    return {
      player: me,
      choice: 'pile',
      prompt: `Put one pile into your hand (the other goes to your graveyard): ${names(s, e.piles[0])} or ${names(s, e.piles[1])}`,
      options: [...e.piles[0], ...e.piles[1]],
      piles: e.piles,
    }
  },
  resume(ctx, e, pause, a) {
    const s = ctx.tx.s
    if (pause.choice === 'pilesOpponent') {
      const picked = ((pause.choices as string[]) ?? []).findIndex(
        (n) => n.toLowerCase() === String(a.option ?? '').toLowerCase(),
      )
      const by = s.players.findIndex((p) => p.name === (pause.choices as string[])[picked])
      return [{ ...e, by }]
    }
    const options = pause.options ?? []
    if (pause.choice === 'piles') {
      const one = options.filter((id) => (a.cards ?? []).includes(id))
      const other = options.filter((id) => !one.includes(id))
      ctx.tx.log(`${playerName(s, pause.player)} separates them into ${names(s, one)} and ${names(s, other)}`)
      return [{ ...e, piles: [one, other] }]
    }
    const [p1, p2] = pause.piles as [string[], string[]]
    const chosen = a.cards ?? []
    const take = p1.length === chosen.length && p1.every((id) => chosen.includes(id)) ? p1 : p2
    const rest = take === p1 ? p2 : p1
    const who = playerName(s, pause.player)
    ctx.tx.log(`${who} puts ${names(s, take)} into their hand and ${names(s, rest)} into their graveyard`)
    for (const id of take) moveObject(ctx.tx, id, 'hand', { cause: 'dig' })
    for (const id of rest) moveObject(ctx.tx, id, 'graveyard', { cause: 'dig' })
  },
  check(_s, pause, a) {
    if (pause.choice === 'pilesOpponent') {
      const ok = ((pause.choices as string[]) ?? []).some(
        (n) => n.toLowerCase() === String(a.option ?? '').toLowerCase(),
      )
      return ok ? null : `name an opponent: ${((pause.choices as string[]) ?? []).join(', ')}`
    }
    const cards = a.cards ?? []
    const options = pause.options ?? []
    if (cards.some((c) => !options.includes(c)) || new Set(cards).size !== cards.length)
      return 'choose among the revealed cards, each once'
    if (pause.choice === 'piles') return null // any split: a pile may be empty (CR 700.3)
    const [p1, p2] = pause.piles as [string[], string[]]
    const same = (pile: string[]) => pile.length === cards.length && pile.every((id) => cards.includes(id))
    return same(p1) || same(p2) ? null : 'name the cards of one pile exactly'
  },
  answers(pause) {
    if (pause.choice === 'pilesOpponent') return ((pause.choices as string[]) ?? []).map((option) => ({ option }))
    const options = pause.options ?? []
    if (pause.choice === 'piles') return [{ cards: options.slice(0, 1) }, { cards: options.slice(0, 2) }, { cards: [] }]
    const [p1, p2] = pause.piles as [string[], string[]]
    return [{ cards: p1 }, { cards: p2 }]
  },
}
