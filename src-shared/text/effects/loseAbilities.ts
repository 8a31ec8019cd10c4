// "It loses all abilities until end of turn" (Merfolk Trickster; CR 613.1f, layer 6): the permanent has no abilities
// until the turn ends, except those an effect grants it later (CR 613.7, timestamps). "It" after a target is that
// target (CR 608.2c).
import type { Subject } from '../../engine/ast'
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import { nameOf } from '../../engine/query'
import { Tilde } from '../lexer'

export const loseAbilities: EffectKind<'loseAbilities'> = {
  kind: 'loseAbilities',
  parse(g) {
    const subject = g.alt<Subject>(0, [
      () => (g.tok(0, Tilde), 'self' as Subject),
      () => (g.w(0, 'it'), g.act(() => (g.lastTarget() >= 0 ? { target: g.lastTarget() } : 'self')) as Subject),
      () => g.subject(0),
    ])
    g.alt(1, [() => g.w(1, 'loses'), () => g.w(2, 'lose')])
    g.ph(3, 'all abilities until end of turn')
    return { kind: 'loseAbilities', subject }
  },
  describe: (e, d) => `${subjectText(e.subject, d)} loses all abilities until end of turn`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.s.objects[id]
      ctx.tx.obj(id).mods = [...(o.mods ?? []), { noAbilities: true, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} loses all abilities until end of turn`)
    }
  },
}
