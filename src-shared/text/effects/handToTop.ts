// "Put two cards from your hand on top of your library in any order" (Brainstorm; CR 401.4: the owner orders cards
// put on top together). Answered with `choose` `cards`: the cards, the first named to be the top card. The cards
// come from a hidden zone to a hidden zone, so the log names how many, not which (CR 400.2).
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { moveObject } from '../../engine/zones'
import { playerName } from '../../engine/query'
import type { ObjId } from '../../engine/types'

export const handToTop: EffectKind<'handToTop'> = {
  kind: 'handToTop',
  parse(g) {
    g.w(0, 'put')
    const count = g.amount(0)
    g.alt(0, [() => g.w(1, 'card'), () => g.w(2, 'cards')])
    g.ph(3, 'from your hand on top of your library')
    g.opt(0, () => g.ph(4, 'in any order'))
    return { kind: 'handToTop', count }
  },
  describe: (e) =>
    `put ${amountText(e.count)} card${e.count === 1 ? '' : 's'} from your hand on top of your library in any order`,
  apply(ctx, e) {
    const p = ctx.controller
    const hand = ctx.tx.s.players[p].zones.hand
    const n = Math.min(ctx.amount(e.count), hand.length)
    if (n === 0) return
    return {
      player: p,
      choice: 'handToTop',
      prompt: `Put ${n} card${n === 1 ? '' : 's'} from your hand on top of your library (the first named on top)`,
      count: n,
      options: [...hand],
    }
  },
  resume(ctx, _e, pause, a) {
    const cards = a.cards ?? []
    // The last one moved is the top card: move them from the last named to the first.
    for (const id of [...cards].reverse()) moveObject(ctx.tx, id, 'library', { cause: 'put', position: 'top' })
    ctx.tx.log(
      `${playerName(ctx.tx.s, pause.player)} puts ${cards.length} card${cards.length === 1 ? '' : 's'} from their hand on top of their library`,
    )
  },
  check({ s }, pause, a) {
    const cards = a.cards ?? []
    const hand = s.players[pause.player].zones.hand
    if (cards.length !== pause.count) return `choose exactly ${pause.count} card${pause.count === 1 ? '' : 's'}`
    if (cards.some((c: ObjId) => !hand.includes(c)) || new Set(cards).size !== cards.length)
      return 'choose cards from your hand, each once'
    return null
  },
  answers(pause) {
    // Each ordered choice of cards (the table offers these as choices), at most 90 of them.
    const options = pause.options ?? []
    const out: { cards: ObjId[] }[] = []
    const pick = (chosen: ObjId[]) => {
      if (out.length >= 90) return
      if (chosen.length === (pause.count ?? 1)) return void out.push({ cards: chosen })
      for (const id of options) if (!chosen.includes(id)) pick([...chosen, id])
    }
    pick([])
    return out
  },
}
