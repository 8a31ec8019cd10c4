// "Target player's life total becomes 20" (Blessed Wind), "Target opponent's life total becomes 10" (Sorin Markov):
// CR 119.5, the player gains or loses the difference.
import type { Who } from '../../engine/ast'
import type { EffectKind } from './kind'
import { gainLife, loseLife } from '../../engine/effects'
import { playerName } from '../../engine/query'

export const lifeBecomes: EffectKind<'lifeBecomes'> = {
  kind: 'lifeBecomes',
  parse(g) {
    const who = g.alt<Who>(0, [
      () => (g.w(0, 'your'), 'you' as Who),
      () => (g.ph(1, "target player's"), { target: g.recordTarget({ what: 'player' }) }),
      () => (g.ph(2, "target opponent's"), { target: g.recordTarget({ what: 'opponent' }) }),
      () => (g.ph(3, "each player's"), 'players' as Who),
    ])
    g.ph(4, 'life total becomes')
    const amount = g.amount(0)
    return { kind: 'lifeBecomes', who, amount }
  },
  describe: (e, d) => {
    const whose =
      e.who === 'you'
        ? 'your'
        : e.who === 'players'
          ? "each player's"
          : typeof e.who === 'object' && 'target' in e.who
            ? `${d.target(e.who.target)}'s`
            : "that player's"
    return `${whose} life total becomes ${typeof e.amount === 'number' ? e.amount : 'X'}`
  },
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    for (const p of ctx.players(e.who)) {
      const life = ctx.tx.s.players[p].life
      if (n > life) gainLife(ctx.tx, p, n - life)
      else if (n < life) loseLife(ctx.tx, p, life - n)
      ctx.tx.log(`${playerName(ctx.tx.s, p)}'s life total becomes ${ctx.tx.s.players[p].life}`)
    }
  },
}
