// "That player loses all unspent mana" (Mana Short, Worldpurge; CR 106.4): the player's mana pool empties now, as
// it does at the end of a step, but without mana burn (that is a step's end, ruling MA-5).
import type { EffectKind } from './kind'
import { whoText } from './kind'
import { playerName } from '../../engine/query'

export const loseMana: EffectKind<'loseMana'> = {
  kind: 'loseMana',
  parse(g) {
    const who = g.who(0)
    g.alt(0, [() => g.w(0, 'loses'), () => g.w(1, 'lose')])
    g.w(2, 'all')
    g.plainWhere(3, (w) => w === 'unspent')
    g.w(4, 'mana')
    return { kind: 'loseMana', who }
  },
  describe: (e, d) => `${whoText(e.who, d, ['lose', 'loses'])} all unspent mana`,
  apply(ctx, e) {
    for (const p of ctx.players(e.who)) {
      if (!ctx.tx.s.players[p].manaPool.length) continue
      ctx.tx.player(p).manaPool = []
      ctx.tx.log(`${playerName(ctx.tx.s, p)} loses all unspent mana`)
    }
  },
}
