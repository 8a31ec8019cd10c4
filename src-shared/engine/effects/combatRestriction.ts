// "Target creature can't be blocked this turn" (Rogue's Passage), "… can't block this turn" (CR 509.1b): a
// restriction until end of turn on the creature (CR 514.2 ends it), checked by combat.ts.
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import { nameOf } from '../query'

export const restrictCombat: EffectKind<'restrictCombat'> = {
  kind: 'restrictCombat',
  parse(g) {
    const subject = g.subject(0)
    const what = g.alt(0, [
      () => (g.ph(1, "can't be blocked this turn"), 'cantBeBlocked' as const),
      () => (g.ph(2, "can't block this turn"), 'cantBlock' as const),
    ])
    return { kind: 'restrictCombat', subject, what }
  },
  describe: (e, d) =>
    `${subjectText(e.subject, d)} can't ${e.what === 'cantBeBlocked' ? 'be blocked' : 'block'} this turn`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      o.mods = [...(o.mods ?? []), { [e.what]: true, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} can't ${e.what === 'cantBeBlocked' ? 'be blocked' : 'block'} this turn`)
    }
  },
}
