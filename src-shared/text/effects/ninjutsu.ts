// Ninjutsu (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked attacker you control to hand:
// Put this card onto the battlefield from your hand tapped and attacking." It attacks the player or planeswalker the
// returned creature attacked (CR 702.49c), was never declared as an attacker (CR 508.4: no "attacks" triggers), and
// is unblocked, blockers having been declared.
import type { EffectKind } from './kind'
import { moveObject } from '../../engine/zones'
import { nameOf } from '../../engine/query'
import { targetName } from '../../engine/legalTargets'
import type { Target } from '../../engine/types'

export const ninjutsu: EffectKind<'ninjutsu'> = {
  kind: 'ninjutsu',
  parse() {
    throw new Error('internal: ninjutsu is built from its keyword, not read')
  },
  describe: () => 'put ~ onto the battlefield from your hand tapped and attacking',
  apply(ctx) {
    const { tx } = ctx
    const self = ctx.source.id
    const card = tx.s.objects[self]
    if (!card || card.zone !== 'hand' || card.owner !== ctx.controller) return // CR 702.49a: only from the hand
    const id = moveObject(tx, self, 'battlefield', { cause: 'ninjutsu', tapped: true, controller: ctx.controller })
    if (!id) return
    const target = ctx.item.extra?.attacking as Target | undefined
    const c = tx.s.combat
    // CR 506.4: it is attacking only while combat lasts.
    if (target && c) tx.set('combat', { ...c, attackers: [...c.attackers, { id, target }] })
    tx.log(
      `${nameOf(tx.s, id)} enters tapped${target && c ? ` and attacking ${targetName(tx.s, target)}` : ''} (ninjutsu)`,
    )
  },
}
