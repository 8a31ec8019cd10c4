// "Put target creature on top of / on the bottom of its owner's library" (CR 401.4: its owner's library; the owner
// doesn't choose the order of one card), and "put target card from a graveyard on the bottom of its owner's library"
// (Reito Sentinel): the target is moved from the zone its phrase names.
import type { EffectKind } from './kind'
import { moveObject } from '../../engine/zones'
import { nameOf } from '../../engine/query'

export const tuck: EffectKind<'tuck'> = {
  kind: 'tuck',
  parse(g) {
    g.w(0, 'put')
    const target = g.target(0)
    const position = g.alt<'top' | 'bottom'>(0, [
      () => (g.ph(1, 'on top of'), 'top'),
      () => (g.ph(2, 'on the bottom of'), 'bottom'),
    ])
    g.ph(3, "its owner's library")
    return { kind: 'tuck', target, position }
  },
  describe: (e, d) =>
    `put ${d.target(e.target)} ${e.position === 'top' ? 'on top of' : 'on the bottom of'} its owner's library`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    const zone = t && 'card' in t ? ctx.tx.s.objects[t.card]?.zone : undefined
    if (!t || !('card' in t) || (zone !== 'battlefield' && zone !== 'graveyard')) return
    ctx.tx.log(
      `${nameOf(ctx.tx.s, t.card)} is put ${e.position === 'top' ? 'on top' : 'on the bottom'} of its owner's library`,
    )
    moveObject(ctx.tx, t.card, 'library', { cause: 'put', position: e.position })
  },
}
