// "Target creature can't be blocked this turn" (Rogue's Passage), "… can't block this turn" (CR 509.1b), "All
// creatures able to block target creature this turn do so", "… must be blocked this turn if able", "… blocks this turn
// if able" (CR 509.1c), "creatures your opponents control attack this turn if able" (CR 508.1d), "target creature
// can't attack [or block] this turn" (CR 508.1c): a
// restriction or requirement until end of turn on the creature (CR 514.2 ends it), checked by combat.ts.
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { subjectText } from './kind'
import { nameOf } from '../../engine/query'
import type { Subject } from '../../engine/ast'
import { Tilde } from '../lexer'

const WORDS = {
  cantBeBlocked: "can't be blocked this turn",
  cantBlock: "can't block this turn",
  lure: 'must be blocked this turn by all creatures able to block it',
  mustBeBlocked: 'must be blocked this turn if able',
  attacks: 'attacks this turn if able',
  blocks: 'blocks this turn if able',
  blocksSelf: 'blocks ~ this turn if able',
  cantBlockSelf: "can't block ~ this turn",
  cantAttack: "can't attack this turn",
  cantAttackOrBlock: "can't attack or block this turn",
}

export const restrictCombat: EffectKind<'restrictCombat'> = {
  kind: 'restrictCombat',
  parse(g) {
    return g.alt<EffectOf<'restrictCombat'>>(1, [
      () => {
        // CR 509.1c: "All creatures able to block target creature this turn do so."
        g.ph(3, 'all creatures able to block')
        // A target or ~ ("it" here is the spell's target, which `subject` doesn't read yet).
        const subject = g.alt<Subject>(2, [() => ({ target: g.target(1) }), () => (g.tok(1, Tilde), 'self')])
        g.ph(4, 'this turn do so')
        return { kind: 'restrictCombat' as const, subject, what: 'lure' as const }
      },
      () => {
        const subject = g.subject(0)
        const what = g.alt(0, [
          () => (g.ph(1, "can't be blocked this turn"), 'cantBeBlocked' as const),
          () => (g.ph(2, "can't block this turn"), 'cantBlock' as const),
          () => (g.ph(9, "can't block"), g.tok(3, Tilde), g.ph(10, 'this turn'), 'cantBlockSelf' as const),
          () => (g.ph(5, 'must be blocked this turn if able'), 'mustBeBlocked' as const), // CR 509.1c
          () => (g.ph(6, 'attacks this turn if able'), 'attacks' as const), // CR 508.1d
          () => (g.w(7, 'blocks'), g.tok(2, Tilde), g.ph(8, 'this turn if able'), 'blocksSelf' as const), // CR 509.1c
          () => (g.ph(11, 'blocks this turn if able'), 'blocks' as const), // CR 509.1c: any attacker
          // "Creatures your opponents control attack this turn if able" (CR 508.1d): each of them.
          () => (g.ph(12, 'attack this turn if able'), 'attacks' as const),
          () => (g.ph(13, 'block this turn if able'), 'blocks' as const),
          () => (g.ph(14, "can't attack or block this turn"), 'cantAttackOrBlock' as const), // CR 508.1c, 509.1b
          () => (g.ph(15, "can't attack this turn"), 'cantAttack' as const), // CR 508.1c
        ])
        // CR 611.2c: "Creatures can't attack this turn" changes a rule of the game, so it also binds creatures that
        // come later; kept on the permanents named now, it is read only of a target or ~.
        g.refuse(
          () =>
            (what === 'cantAttack' || what === 'cantAttackOrBlock') && typeof subject === 'object' && 'all' in subject,
        )
        return { kind: 'restrictCombat' as const, subject, what }
      },
    ])
  },
  describe: (e, d) => `${subjectText(e.subject, d)} ${WORDS[e.what]}`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      const mod =
        e.what === 'blocksSelf'
          ? { mustBlock: ctx.source.id }
          : e.what === 'cantBlockSelf'
            ? { cantBlockId: ctx.source.id }
            : e.what === 'cantAttackOrBlock'
              ? { cantAttack: true, cantBlock: true }
              : { [e.what]: true }
      o.mods = [...(o.mods ?? []), { ...mod, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} ${WORDS[e.what]}`)
    }
  },
}
