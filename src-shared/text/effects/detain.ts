// Detain (CR 701.35a): "Until your next turn, that permanent can't attack or block and its activated abilities can't
// be activated." The permanent remembers who detained it (`detainedBy`); it ends as that player's next turn begins
// (turnActions.ts), and combat.ts and activationBans.ts read it.
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import { nameOf } from '../../engine/query'

export const detain: EffectKind<'detain'> = {
  kind: 'detain',
  parse(g) {
    g.w(0, 'detain')
    return { kind: 'detain', subject: g.subject(0) }
  },
  describe: (e, d) => `detain ${subjectText(e.subject, d)}`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      if (ctx.tx.s.objects[id]?.zone !== 'battlefield') continue
      ctx.tx.obj(id).detainedBy = ctx.controller
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} is detained`)
    }
  },
}
