// "Attach ~ to target creature you control" (Cranial Plating), "When ~ enters, attach it to target creature you
// control" (Embercleave, Bramble Armor): the Equipment or Aura moves onto that creature (CR 701.3a). An Equipment
// that is a creature, an Aura that couldn't enchant it, or a permanent already attached to it stays where it is
// (CR 701.3b-c, 301.5c).
import type { EffectKind } from './kind'
import { Tilde } from '../lexer'
import { abilitiesOf, faceOf, isCreature, nameOf } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'

export const attachSelf: EffectKind<'attachSelf'> = {
  kind: 'attachSelf',
  parse(g) {
    g.plainWhere(0, (w) => w === 'attach')
    g.alt(0, [() => g.tok(0, Tilde), () => (g.w(1, 'it'), g.refuse(() => g.targetRead()))])
    g.w(2, 'to')
    const target = g.target(0)
    return { kind: 'attachSelf', target }
  },
  describe: (e, d) => `attach ~ to ${d.target(e.target)}`,
  apply(ctx, e) {
    const { tx } = ctx
    const self = tx.s.objects[ctx.source.id]
    const t = ctx.target(e.target)
    if (!self || self.zone !== 'battlefield' || !t || !('card' in t) || t.card === self.id) return
    const host = tx.s.objects[t.card]
    if (!host || host.zone !== 'battlefield' || self.attachedTo === t.card) return
    const subtypes = faceOf(tx.s, self)?.subtypes ?? []
    const enchant = abilitiesOf(tx.s, self)?.statics.find((st) => st.kind === 'enchant')
    const fits = subtypes.includes('Equipment')
      ? isCreature(tx.s, host) && !isCreature(tx.s, self) // CR 301.5c
      : subtypes.includes('Aura') && !!enchant && enchant.kind === 'enchant'
        ? matchesSpec(tx.s, enchant.spec, host, self.controller) // CR 303.4, 701.3b
        : false
    if (!fits) {
      tx.log(`${nameOf(tx.s, self.id)} can't be attached to ${nameOf(tx.s, t.card)} (CR 701.3b)`)
      return
    }
    tx.obj(self.id).attachedTo = t.card
    tx.log(`${nameOf(tx.s, self.id)} is attached to ${nameOf(tx.s, t.card)}`)
  },
}
