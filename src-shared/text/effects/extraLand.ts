// "You may play an additional land this turn" (Explore, Urban Evolution): the player may play one more land this
// turn than the rule allows (CR 305.2; `landsAllowed` in engine/playerRules.ts); the turn's beginning resets it.
// Read whole, so no "you may" question is asked: the permission is only used if the player plays a land.
import type { EffectKind } from './kind'
import { playerName } from '../../engine/query'

export const extraLand: EffectKind<'extraLand'> = {
  kind: 'extraLand',
  parse(g) {
    g.ph(0, 'you may play an additional land this turn')
    return { kind: 'extraLand' }
  },
  describe: () => 'you may play an additional land this turn',
  apply(ctx) {
    const p = ctx.tx.s.players[ctx.controller]
    ctx.tx.player(ctx.controller).extraLands = (p.extraLands ?? 0) + 1
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} may play an additional land this turn`)
  },
}
