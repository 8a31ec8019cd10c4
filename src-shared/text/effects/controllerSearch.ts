// "Its controller may search their library for a basic land card, put it onto the battlefield [tapped], then shuffle"
// (Path to Exile, Assassin's Trophy, Ghost Quarter): the target's controller, as last known (CR 608.2h), chooses
// whether to search (CR 608.2d); one who doesn't search doesn't shuffle. A search may find nothing (CR 701.19b).
import type { EffectKind } from './kind'
import { cardFilter, cardMatches, filterText } from './library'
import { controllerOfTarget } from './thatTarget'
import { moveObject, shuffleLibrary } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import type { PlayerIndex } from '../../engine/types'
import { Comma } from '../lexer'

export const controllerSearch: EffectKind<'controllerSearch'> = {
  kind: 'controllerSearch',
  parse(g) {
    g.ph(0, 'its controller may search their library for')
    g.alt(0, [() => g.w(1, 'a'), () => g.w(2, 'an')])
    const filter = cardFilter(g, 30)
    g.tok(0, Comma)
    g.w(3, 'put')
    g.alt(1, [() => g.w(4, 'it'), () => g.ph(5, 'that card')])
    g.ph(6, 'onto the battlefield')
    const tapped = g.opt(0, () => (g.w(7, 'tapped'), true))
    g.tok(1, Comma)
    g.ph(8, 'then shuffle')
    // "Its controller" names the target read before it (Swords to Plowshares' rule, CR 608.2c).
    g.refuse(() => !g.targetRead())
    return g.act(() => ({ kind: 'controllerSearch', of: g.lastTarget(), filter, ...(tapped ? { tapped } : {}) }))
  },
  describe: (e, d) =>
    `${d.target(e.of).replace(/^target /, 'that ')}'s controller may search their library for a ${filterText(e.filter)}, put it onto the battlefield${e.tapped ? ' tapped' : ''}, then shuffle`,
  apply(ctx, e) {
    if (e.searcher === undefined) {
      const p = controllerOfTarget(ctx, e.of)
      if (p === null || ctx.tx.s.players[p]?.lost) return
      return {
        player: p,
        choice: 'may',
        prompt: `Search your library for a ${filterText(e.filter)} and put it onto the battlefield${e.tapped ? ' tapped' : ''}?`,
      }
    }
    const p = e.searcher as PlayerIndex
    const options = ctx.tx.s.players[p].zones.library.filter((id) => cardMatches(ctx.tx.s, id, e.filter))
    return {
      player: p,
      choice: 'search',
      prompt: `Search your library for a ${filterText(e.filter)}`,
      options,
      count: 1,
    }
  },
  resume(ctx, e, pause, a) {
    if (e.searcher === undefined) {
      if (a.option === 'yes') return [{ ...e, searcher: pause.player }]
      ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} doesn't search`)
      return
    }
    const p = pause.player
    for (const id of (a.cards ?? []).slice(0, 1).filter((c) => (pause.options ?? []).includes(c))) {
      const name = nameOf(ctx.tx.s, id)
      moveObject(ctx.tx, id, 'battlefield', { cause: 'search', tapped: !!e.tapped })
      ctx.tx.log(`${playerName(ctx.tx.s, p)} puts ${name} onto the battlefield${e.tapped ? ' tapped' : ''}`)
    }
    shuffleLibrary(ctx.tx, p)
    ctx.tx.log(`${playerName(ctx.tx.s, p)} shuffles their library`)
  },
  check(_s, pause, a) {
    if (pause.choice === 'may') return a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'
    const cards = a.cards ?? []
    if (cards.length > 1) return 'choose at most 1 card'
    if (cards.some((c) => !(pause.options ?? []).includes(c))) return 'choose among the cards the search may find'
    return null
  },
  answers: (pause) =>
    pause.choice === 'may'
      ? [{ option: 'yes' }, { option: 'no' }]
      : [...(pause.options ?? []).slice(0, 3).map((id) => ({ cards: [id] })), { cards: [] }],
}
