// Reconfigure [cost] (CR 702.151a): "[Cost]: Attach this permanent to another target creature you control. Activate
// only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if this permanent is attached to a creature
// and only as a sorcery." Read as one ability with an optional target: with a target it attaches, without one it
// unattaches. While attached it isn't a creature and has no creature types (CR 702.151b; query.ts faceOf).
import type { EffectKind } from './kind'
import { nameOf } from '../../engine/query'

export const reconfigure: EffectKind<'reconfigure'> = {
  kind: 'reconfigure',
  parse() {
    throw new Error('internal: reconfigure is built from its keyword, not read')
  },
  describe: () => 'attach ~ to target creature you control; or unattach it from a creature',
  apply(ctx) {
    const { tx } = ctx
    const self = ctx.source.id
    if (tx.s.objects[self]?.zone !== 'battlefield') return
    const t = ctx.item.targets.length ? ctx.target(0) : null
    if (t && 'card' in t) {
      tx.obj(self).attachedTo = t.card
      tx.log(`${nameOf(tx.s, self)} is attached to ${nameOf(tx.s, t.card)} (reconfigure)`)
      return
    }
    if (ctx.item.targets.length || !tx.s.objects[self].attachedTo) return
    tx.obj(self).attachedTo = null
    tx.log(`${nameOf(tx.s, self)} is unattached and is a creature again (reconfigure)`)
  },
}
