// "Put all creature cards from all graveyards onto the battlefield under your control" (Liliana Vess; CR 110.2a:
// the effect's controller controls them).
import type { EffectKind } from './kind'
import { moveObject } from '../../engine/zones'
import { faceOf, nameOf, playerName } from '../../engine/query'

export const returnAllCreatureCards: EffectKind<'returnAllCreatureCards'> = {
  kind: 'returnAllCreatureCards',
  parse(g) {
    g.ph(0, 'put all creature cards from all graveyards')
    g.ph(1, 'onto the battlefield under your control')
    return { kind: 'returnAllCreatureCards' }
  },
  describe: () => 'put all creature cards from all graveyards onto the battlefield under your control',
  apply(ctx) {
    const { tx } = ctx
    for (let p = 0; p < tx.s.players.length; p++) {
      for (const id of [...(tx.s.players[p].zones.graveyard ?? [])]) {
        if (!faceOf(tx.s, tx.s.objects[id])?.types.includes('Creature')) continue
        const name = nameOf(tx.s, id)
        moveObject(tx, id, 'battlefield', { cause: 'effect', controller: ctx.controller })
        tx.log(`${name} is put onto the battlefield under ${playerName(tx.s, ctx.controller)}'s control`)
      }
    }
  },
}
