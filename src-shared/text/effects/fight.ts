// Fight (CR 701.12): "Target creature you control fights target creature you don't control" (Prey Upon), "~ fights
// target creature": each deals damage equal to its power to the other; if either has left the battlefield or is
// an illegal target, no damage is dealt (CR 701.12b).
import type { EffectKind } from './kind'
import { Tilde } from '../lexer'
import { dealDamage, sourceInfo } from '../../engine/effects'
import { isCreature, nameOf, powerOf } from '../../engine/query'
import type { ObjId } from '../../engine/types'

export const fight: EffectKind<'fight'> = {
  kind: 'fight',
  parse(g) {
    // "It fights …" after a target names it (CR 608.2c), and otherwise the source ("When ~ enters, it fights …");
    // "that creature fights …" names the target before (Hunt the Weak). "You may have it fight …" (Foe-Razer Regent).
    const it = () => {
      g.w(2, 'it')
      return g.act(() => (g.targetRead() ? g.lastTarget() : -1))
    }
    const have = g.opt(0, () => (g.w(3, 'have'), true))
    const first = g.alt(0, [
      () => (g.tok(0, Tilde), -1),
      () => g.target(0),
      it,
      () => {
        g.ph(5, 'that creature')
        g.refuse(() => !g.targetRead())
        return g.act(() => g.lastTarget())
      },
    ])
    g.alt(1, [() => (g.w(1, 'fights'), g.refuse(() => !!have)), () => (g.w(4, 'fight'), g.refuse(() => !have))])
    // "… fights up to one target creature you don't control": none chosen, no fight (CR 601.2c, 701.12b).
    const second = g.alt(2, [
      () => g.target(1),
      () => {
        const s = g.subject(1)
        g.refuse(() => typeof s !== 'object' || !('target' in s) || !s.upTo || s.count !== 1)
        return g.act(() => (s as { target: number }).target)
      },
    ])
    return { kind: 'fight', first, second }
  },
  describe: (e, d) => `${e.first < 0 ? '~' : d.target(e.first)} fights ${d.target(e.second)}`,
  apply(ctx, e) {
    const { tx } = ctx
    const pick = (i: number): ObjId | null => {
      if (i < 0) return tx.s.objects[ctx.source.id]?.zone === 'battlefield' ? ctx.source.id : null
      const t = ctx.target(i)
      return t && 'card' in t ? t.card : null
    }
    const a = pick(e.first)
    const b = pick(e.second)
    if (!a || !b || a === b) return
    const oa = tx.s.objects[a]
    const ob = tx.s.objects[b]
    if (!oa || !ob || !isCreature(tx.s, oa) || !isCreature(tx.s, ob)) return
    const pa = powerOf(tx.s, oa)
    const pb = powerOf(tx.s, ob)
    const ia = sourceInfo(tx, oa)
    const ib = sourceInfo(tx, ob)
    tx.log(`${nameOf(tx.s, a)} fights ${nameOf(tx.s, b)}`)
    if (pa > 0) dealDamage(tx, ia, { card: b }, pa) // CR 701.12a: at the same time
    if (pb > 0) dealDamage(tx, ib, { card: a }, pb)
  },
}
