// "Take an extra turn after this one", "Target player takes an extra turn after this one" (CR 500.7): the turn is
// queued, and the most recently created extra turn is taken first.
import type { EffectKind } from './kind'
import { whoText } from './kind'
import { playerName } from '../../engine/query'

export const extraTurn: EffectKind<'extraTurn'> = {
  kind: 'extraTurn',
  parse(g) {
    const who = g.alt(0, [
      () => (g.w(0, 'take'), 'you' as const),
      () => {
        const w = g.who(1)
        g.w(1, 'takes')
        return w
      },
    ])
    g.ph(2, 'an extra turn after this one')
    return { kind: 'extraTurn', who }
  },
  describe: (e, d) => `${whoText(e.who, d, ['take', 'takes'])} an extra turn after this one`,
  apply(ctx, e) {
    for (const p of ctx.players(e.who)) {
      const extra = ctx.tx.s.extra
      const queued = (extra.extraTurns as number[] | undefined) ?? []
      ctx.tx.set('extra', { ...extra, extraTurns: [...queued, p] })
      ctx.tx.log(`${playerName(ctx.tx.s, p)} will take an extra turn after this one (CR 500.7)`)
    }
  },
}
