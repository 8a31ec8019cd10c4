// What happens to the permanents a spell or ability has just dealt damage to ("dealt damage this way", CR 608.2c):
// Incinerate's "A creature dealt damage this way can't be regenerated this turn" (CR 701.15), Spikefield Hazard's
// "If a permanent dealt damage this way would die this turn, exile it instead" (CR 614.6).
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import { isCreature, nameOf } from '../../engine/query'
import type { ObjId } from '../../engine/types'
import { Comma } from '../lexer'

/** The permanents this source has dealt damage to while it resolves (its damage events in this action). */
export function damagedThisWay(ctx: EffectContext): ObjId[] {
  const out: ObjId[] = []
  for (const e of ctx.tx.events) {
    if (e.type !== 'damage' || e.source !== ctx.source.id || typeof e.card !== 'string') continue
    if (!out.includes(e.card as ObjId)) out.push(e.card as ObjId)
  }
  return out
}

export const noRegenDamaged: EffectKind<'noRegenDamaged'> = {
  kind: 'noRegenDamaged',
  parse(g) {
    g.ph(0, 'a creature dealt damage this way')
    g.alt(0, [() => g.ph(1, "can't be regenerated this turn"), () => g.ph(2, 'cannot be regenerated this turn')])
    return { kind: 'noRegenDamaged' }
  },
  describe: () => "a creature dealt damage this way can't be regenerated this turn",
  apply(ctx) {
    for (const id of damagedThisWay(ctx)) {
      const o = ctx.tx.s.objects[id]
      if (!o || o.zone !== 'battlefield' || !isCreature(ctx.tx.s, o)) continue
      // CR 701.15: no regeneration shield replaces its destruction this turn.
      ctx.tx.obj(id).mods = [...(o.mods ?? []), { noRegen: true, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} can't be regenerated this turn`)
    }
  },
}

export const exileDamagedIfDies: EffectKind<'exileDamagedIfDies'> = {
  kind: 'exileDamagedIfDies',
  parse(g) {
    // "If a permanent / a creature dealt damage this way would die …" or "If that creature would die this turn, …"
    // (Lava Coil: the target, CR 608.2c).
    const that = g.alt<boolean | 'creatures' | 'itCreature'>(0, [
      () => (g.ph(0, 'if a permanent dealt damage this way would die this turn'), false),
      // Disintegrate: "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it
      // instead." (the target, when it is a creature as the spell resolves; CR 701.15, 614.6).
      () => {
        g.ph(6, "if it's a creature")
        g.tok(1, Comma)
        g.ph(7, "it can't be regenerated this turn")
        g.tok(2, Comma)
        g.ph(8, 'and if it would die this turn')
        return 'itCreature' as const
      },
      () => (g.ph(2, 'if a creature dealt damage this way would die this turn'), 'creatures' as const),
      () => {
        g.ph(3, 'if that creature')
        g.opt(0, () => g.ph(4, 'or planeswalker'))
        g.ph(5, 'would die this turn')
        return true
      },
    ])
    g.tok(0, Comma)
    g.ph(1, 'exile it instead')
    return g.act(() => {
      const target = that === true || that === 'itCreature' ? g.lastTarget() : -1
      if (target >= 0 && that === 'itCreature')
        return { kind: 'exileDamagedIfDies', target, creatures: true, noRegen: true }
      if (target >= 0) return { kind: 'exileDamagedIfDies', target }
      return that === 'creatures' ? { kind: 'exileDamagedIfDies', creatures: true } : { kind: 'exileDamagedIfDies' }
    })
  },
  describe: (e) =>
    e.noRegen
      ? "if it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead"
      : e.target !== undefined
        ? 'if that creature would die this turn, exile it instead'
        : `if a ${e.creatures ? 'creature' : 'permanent'} dealt damage this way would die this turn, exile it instead`,
  apply(ctx, e) {
    const target = e.target !== undefined ? ctx.target(e.target) : null
    const ids = e.target !== undefined ? (target && 'card' in target ? [target.card] : []) : damagedThisWay(ctx)
    for (const id of ids) {
      const o = ctx.tx.s.objects[id]
      if (!o || o.zone !== 'battlefield' || (e.creatures && !isCreature(ctx.tx.s, o))) continue
      // CR 614.6: a replacement effect for the rest of the turn; CR 701.15: no regeneration shield replaces it.
      const mods = e.noRegen ? [{ noRegen: true, until: 'endOfTurn' as const }] : []
      ctx.tx.obj(id).mods = [...(o.mods ?? []), ...mods, { exileIfDies: true, until: 'endOfTurn' }]
      if (e.noRegen) ctx.tx.log(`${nameOf(ctx.tx.s, id)} can't be regenerated this turn`)
    }
  },
}

/** "Target creature can't be regenerated this turn" (Hurr Jackal), "It can't be regenerated this turn" after damage
 *  to a target (Engulfing Flames): no regeneration shield replaces its destruction this turn (CR 701.15). */
export const noRegen: EffectKind<'noRegen'> = {
  kind: 'noRegen',
  parse(g) {
    const subject = g.subject(0)
    g.alt(0, [() => g.ph(1, "can't be regenerated this turn"), () => g.ph(2, 'cannot be regenerated this turn')])
    return { kind: 'noRegen', subject }
  },
  describe: (e, d) => `${subjectText(e.subject, d)} can't be regenerated this turn`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.s.objects[id]
      ctx.tx.obj(id).mods = [...(o.mods ?? []), { noRegen: true, until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} can't be regenerated this turn`)
    }
  },
}
