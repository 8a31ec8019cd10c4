// "Look at target player's hand." (Glasses of Urza, Peek, Gitaxian Probe; CR 402.3, 701.16 "look": only the player
// looking sees the cards). The looker gets a private decision naming the cards, with nothing to choose; other players'
// views keep only that it is there (engine/view.ts hides a decision that names a card hidden from them).
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { nameOf, playerName } from '../../engine/query'

export const lookHand: EffectKind<'lookHand'> = {
  kind: 'lookHand',
  parse(g) {
    g.ph(0, 'look at target')
    const opponent = g.alt(0, [() => (g.w(1, "player's"), false), () => (g.w(2, "opponent's"), true)])
    g.w(3, 'hand')
    return g.act((): EffectOf<'lookHand'> => ({
      kind: 'lookHand',
      whose: g.addTarget(opponent ? { what: 'opponent' } : { what: 'player' }),
    }))
  },
  describe: (e, d) => `look at ${d.target(e.whose)}'s hand`,
  apply(ctx, e) {
    const t = ctx.target(e.whose)
    if (!t || !('player' in t)) return
    const { tx } = ctx
    const hand = tx.s.players[t.player].zones.hand
    const whose = playerName(tx.s, t.player)
    tx.log(`${playerName(tx.s, ctx.controller)} looks at ${whose}'s hand`)
    if (!hand.length || t.player === ctx.controller) return
    return {
      player: ctx.controller,
      choice: 'lookHand',
      prompt: `${whose}'s hand: ${hand.map((id) => nameOf(tx.s, id)).join(', ')}`,
      options: [...hand],
      count: 0,
    }
  },
  resume() {},
  check: (_s, _pause, a) => ((a.cards ?? []).length ? 'nothing to choose: you only look at the cards' : null),
  answers: () => [{ cards: [] }],
}
