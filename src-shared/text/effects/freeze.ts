// "Target permanent doesn't untap during its controller's next untap step" (Ajani Vengeant; CR 502.3): the
// permanent skips untapping in that step, tapped or not now. "It" after a target is that target (CR 608.2c).
import type { Subject } from '../../engine/ast'
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import { nameOf } from '../../engine/query'
import { Tilde } from '../lexer'

export const freeze: EffectKind<'freeze'> = {
  kind: 'freeze',
  parse(g) {
    const subject = g.alt<Subject>(0, [
      () => (g.tok(0, Tilde), 'self' as Subject),
      () => (g.w(0, 'it'), g.act(() => (g.lastTarget() >= 0 ? { target: g.lastTarget() } : 'self')) as Subject),
      () => g.subject(0),
    ])
    g.alt(1, [() => g.w(1, "doesn't"), () => g.w(2, "don't")])
    g.ph(3, 'untap during')
    g.alt(2, [
      () => g.ph(4, "its controller's"),
      () => g.ph(5, "their controller's"),
      () => g.ph(6, "their controllers'"),
    ])
    g.ph(7, 'next untap step')
    return { kind: 'freeze', subject }
  },
  describe: (e, d) => `${subjectText(e.subject, d)} doesn't untap during its controller's next untap step`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      ctx.tx.obj(id).frozen = true
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} doesn't untap during its controller's next untap step`)
    }
  },
}
