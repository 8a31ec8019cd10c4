// The source card itself moved: "return ~ to its owner's hand", "put ~ on the bottom of its owner's library",
// "shuffle ~ into its owner's library". On the battlefield it is the permanent; after a dies or leaves trigger it
// is the card it became in the zone it went to (CR 400.7, 603.10a: the ability can find that new object).
import type { EffectKind, EffectOf } from './kind'
import { moveObject } from '../zones'
import { nameOf, playerName } from '../query'
import { shuffleLibrary } from '../zones'
import { Tilde } from '../../cards/text/lexer'
import type { ObjId } from '../types'

type To = EffectOf<'selfCard'>['to']

export const selfCard: EffectKind<'selfCard'> = {
  kind: 'selfCard',
  parse(g) {
    return g.alt<EffectOf<'selfCard'>>(0, [
      () => {
        g.w(0, 'return')
        g.alt(4, [() => g.tok(0, Tilde), () => g.w(13, 'it')])
        g.w(1, 'to')
        const to = g.alt<To>(1, [
          () => (g.ph(2, "its owner's hand"), 'hand'),
          () => (g.ph(3, 'your hand'), 'hand'),
          () => {
            g.ph(4, 'the battlefield')
            g.opt(0, () => g.alt(2, [() => g.ph(5, "under its owner's control"), () => g.ph(6, 'under your control')]))
            return 'battlefield'
          },
        ])
        return { kind: 'selfCard', to }
      },
      () => {
        g.w(7, 'put')
        g.alt(5, [() => g.tok(1, Tilde), () => g.w(14, 'it')])
        const to = g.alt<To>(3, [() => (g.ph(8, 'on the bottom of'), 'bottom'), () => (g.ph(9, 'on top of'), 'top')])
        g.ph(10, "its owner's library")
        return { kind: 'selfCard', to }
      },
      () => {
        g.w(11, 'shuffle')
        g.alt(6, [() => g.tok(2, Tilde), () => g.w(15, 'it')])
        g.ph(12, "into its owner's library")
        return { kind: 'selfCard', to: 'shuffle' }
      },
    ])
  },
  describe(e) {
    if (e.to === 'hand') return "return ~ to its owner's hand"
    if (e.to === 'battlefield') return 'return ~ to the battlefield'
    if (e.to === 'shuffle') return "shuffle ~ into its owner's library"
    return `put ~ ${e.to === 'top' ? 'on top of' : 'on the bottom of'} its owner's library`
  },
  apply(ctx, e) {
    const { tx } = ctx
    let id: ObjId | undefined
    if (tx.s.objects[ctx.source.id]?.zone === 'battlefield') id = ctx.source.id
    else {
      // CR 400.7: only the card it became after the event that triggered the ability, still in that zone.
      const after = ctx.item.extra?.card as ObjId | undefined
      const zone = after ? tx.s.objects[after]?.zone : undefined
      if (after && (zone === 'graveyard' || zone === 'exile')) id = after
    }
    if (!id) return
    const name = nameOf(tx.s, id)
    const owner = tx.s.objects[id].owner
    if (e.to === 'hand') {
      moveObject(tx, id, 'hand', { cause: 'return' })
      tx.log(`${name} returns to its owner's hand`)
    } else if (e.to === 'battlefield') {
      moveObject(tx, id, 'battlefield', { cause: 'return', controller: owner })
      tx.log(`${name} returns to the battlefield`)
    } else if (e.to === 'shuffle') {
      moveObject(tx, id, 'library', { cause: 'shuffle' })
      shuffleLibrary(tx, owner)
      tx.log(`${name} is shuffled into ${playerName(tx.s, owner)}'s library`)
    } else {
      moveObject(tx, id, 'library', { cause: 'put', position: e.to })
      tx.log(`${name} is put ${e.to === 'top' ? 'on top' : 'on the bottom'} of its owner's library`)
    }
  },
}
