// "Switch target creature's / ~'s / each creature's power and toughness until end of turn" (CR 613.4d: applied after
// every other change to power and toughness, `powerToughness` in query.ts; CR 514.2 ends it).
import type { Subject } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { Poss, Tilde } from '../lexer'
import { nameOf } from '../../engine/query'

export const switchPT: EffectKind<'switchPT'> = {
  kind: 'switchPT',
  parse(g) {
    g.w(0, 'switch')
    const subject = g.alt<Subject>(0, [
      () => (g.tok(0, Tilde), g.tok(1, Poss), 'self'),
      () => {
        g.w(1, 'its')
        return g.act(() => (g.lastTarget() >= 0 ? { target: g.lastTarget() } : 'self')) as Subject
      },
      () => {
        g.w(2, 'target')
        g.w(3, "creature's")
        return { target: g.recordTarget({ what: 'creature' }) }
      },
      () => (g.w(4, 'each'), g.w(5, "creature's"), { all: { what: 'creature' } }),
    ])
    g.ph(6, 'power and toughness until end of turn')
    return { kind: 'switchPT', subject } as EffectOf<'switchPT'>
  },
  describe: (e, d) =>
    `switch ${
      e.subject === 'self' || e.subject === 'that'
        ? "~'s"
        : 'all' in e.subject
          ? "each creature's"
          : `${d.target(e.subject.target)}'s`
    } power and toughness until end of turn`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      o.mods = [...(o.mods ?? []), { switchPT: true, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)}'s power and toughness are switched until end of turn`)
    }
  },
}
