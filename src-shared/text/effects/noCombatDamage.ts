// "~ assigns no combat damage this turn" (Ophidian, Floral Spuzzem, CR 510.1a): after "If you do" it is the price of
// what was done; the creature deals no combat damage in either damage step this turn (engine/combatDamage.ts). The
// change lasts until the turn ends (CR 514.2).
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import { nameOf } from '../../engine/query'

export const noCombatDamage: EffectKind<'noCombatDamage'> = {
  kind: 'noCombatDamage',
  parse(g) {
    const subject = g.subject(0)
    g.plainWhere(0, (w) => w === 'assigns') // a word no other rule names: read as a plain word
    g.ph(0, 'no combat damage this turn')
    return { kind: 'noCombatDamage', subject }
  },
  describe: (e, d) => `${subjectText(e.subject, d)} assigns no combat damage this turn`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      o.mods = [...(o.mods ?? []), { noCombatDamage: true, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} assigns no combat damage this turn`)
    }
  },
}
