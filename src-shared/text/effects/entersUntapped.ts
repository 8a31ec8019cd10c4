// Lands that enter tapped unless (CR 614.1c-d, 614.12): "As ~ enters, you may pay 2 life. If you don't, it enters
// tapped." (shock lands), "~ enters tapped unless you control a Swamp or a Mountain" (check lands), "… unless you
// control two or fewer other lands" (fast lands). The life choice is asked when the land is played; a land put onto
// the battlefield by an effect enters tapped (the payment is declined).
import type { StaticAbility } from '../../engine/ast'
import type { EffectKind } from './kind'
import { noteLifeLost } from '../../engine/lifeLost'
import type { Tx } from '../../engine/tx'
import type { ObjId } from '../../engine/types'
import { applyAsEnters } from './asEnters'
import { isLand, nameOf, opponentsOf, playerName, faceOf } from '../../engine/query'
import { subtypeWordMatches } from '../../engine/legalTargets'

type Unless = Extract<StaticAbility, { kind: 'entersTappedUnless' }>

export const payLifeOrTapped: EffectKind<'payLifeOrTapped'> = {
  kind: 'payLifeOrTapped',
  parse(g) {
    // Read by the static line rule, not as a clause.
    g.ph(0, 'you may pay')
    const n = g.amount(0)
    g.w(1, 'life')
    return { kind: 'payLifeOrTapped', life: typeof n === 'number' ? n : 0 }
  },
  describe: (e) => `you may pay ${e.life} life; if you don't, ~ enters tapped`,
  apply(ctx, e) {
    const name = nameOf(ctx.tx.s, ctx.source.id)
    if (ctx.tx.s.players[ctx.controller].life < e.life) {
      // CR 119.4: life can be paid only with at least that much.
      tapIt(ctx.tx, ctx.source.id)
      return
    }
    return {
      player: ctx.controller,
      choice: 'payLife',
      prompt: `Pay ${e.life} life so that ${name} enters untapped? ("yes" pays, "no": it enters tapped)`,
    }
  },
  resume(ctx, e, _pause, a) {
    const { tx } = ctx
    if (a.option === 'yes' || a.option === 'pay') {
      tx.player(ctx.controller).life = tx.s.players[ctx.controller].life - e.life
      noteLifeLost(tx, ctx.controller, e.life) // CR 119.4
      tx.log(`${playerName(tx.s, ctx.controller)} pays ${e.life} life: ${nameOf(tx.s, ctx.source.id)} stays untapped`)
    } else tapIt(tx, ctx.source.id)
  },
  check: (_s, _p, a) =>
    ['yes', 'no', 'pay', 'decline'].includes(String(a.option)) ? null : 'answer "yes" (pay the life) or "no"',
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}

function tapIt(tx: Tx, id: ObjId): void {
  if (tx.s.objects[id]?.zone !== 'battlefield') return
  tx.obj(id).tapped = true
  tx.log(`${nameOf(tx.s, id)} enters tapped`)
}

/** Whether the land enters tapped now (CR 614.1c); a life payment is asked (a pending choice) when it was played. */
export function entersTappedUnless(tx: Tx, id: ObjId, st: Unless, played: boolean): void {
  const obj = tx.s.objects[id]
  if (st.revealTypes) {
    // CR 614.12: "you may reveal an Elf card from your hand" (effects/revealOrTapped.ts).
    if (!played) {
      tx.obj(id).tapped = true
      return
    }
    applyAsEnters(
      tx,
      obj,
      `As ${nameOf(tx.s, id)} enters, you may reveal ${st.revealTypes.join(' or ')} card from your hand. If you don't, it enters tapped.`,
      [{ kind: 'revealOrTapped', types: st.revealTypes }],
    )
    return
  }
  if (st.payLife) {
    if (!played) {
      tx.obj(id).tapped = true
      return
    }
    applyAsEnters(
      tx,
      obj,
      `As ${nameOf(tx.s, id)} enters, you may pay ${st.payLife} life. If you don't, it enters tapped.`,
      [{ kind: 'payLifeOrTapped', life: st.payLife }],
    )
    return
  }
  const others = tx.s.battlefield.filter(
    (o) =>
      o !== id &&
      tx.s.objects[o].controller === obj.controller &&
      isLand(tx.s, tx.s.objects[o]) &&
      (!st.basicOnly || !!faceOf(tx.s, tx.s.objects[o])?.supertypes.includes('Basic')),
  )
  let untapped = true
  if (st.controlsSubtypes)
    untapped = others.some((o) => {
      const f = faceOf(tx.s, tx.s.objects[o])
      return !!f && st.controlsSubtypes!.some((t) => subtypeWordMatches(t, f.subtypes))
    })
  if (st.maxOtherLands !== undefined) untapped = others.length <= st.maxOtherLands
  if (st.minOtherLands !== undefined) untapped = others.length >= st.minOtherLands
  if (st.minOpponents !== undefined) untapped = opponentsOf(tx.s, obj.controller).length >= st.minOpponents
  if (!untapped) tx.obj(id).tapped = true
}
