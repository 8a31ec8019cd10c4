// "You win the game" (CR 104.2b), "you lose the game" / "target player loses the game" (CR 104.3d, 104.3e): the game
// ends for that player at once as the effect happens, with no state-based action to wait for. A player who wins
// ends the game with every other player losing (CR 104.2b, 104.3h: a player who would both win and lose loses).
import type { Who } from '../../engine/ast'
import type { EffectKind } from './kind'
import { whoText } from './kind'
import { endGame, playerLoses } from '../../engine/sba'
import { livingPlayers, nameOf } from '../../engine/query'

export const gameOutcome: EffectKind<'gameOutcome'> = {
  kind: 'gameOutcome',
  parse(g) {
    const who = g.opt(0, () => g.who(0)) ?? 'you'
    const win = g.alt(0, [
      () => (g.plainWhere(1, (w) => w === 'win' || w === 'wins'), true),
      () => (g.alt(1, [() => g.w(2, 'lose'), () => g.w(3, 'loses')]), false),
    ])
    g.w(4, 'the')
    g.plainWhere(5, (w) => w === 'game')
    return g.act(() => ({ kind: 'gameOutcome' as const, who: who as Who, win: !!win }))
  },
  describe: (e, d) => `${whoText(e.who, d, e.win ? ['win', 'wins'] : ['lose', 'loses'])} the game`,
  apply(ctx, e) {
    const { tx } = ctx
    const players = ctx.players(e.who)
    if (!e.win) {
      for (const p of players) playerLoses(tx, p, `${nameOf(tx.s, ctx.source.id)}, CR 104.3e`)
      return
    }
    const winner = players[0]
    if (winner === undefined || tx.s.players[winner].lost) return
    // CR 104.2b: the game ends; in a game of more than two players the others lose with it.
    for (const p of livingPlayers(tx.s)) if (p !== winner) playerLoses(tx, p, `${tx.s.players[winner].name} won`)
    endGame(tx, winner)
  },
}
