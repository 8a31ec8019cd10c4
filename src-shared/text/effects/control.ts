// "Gain control of target creature [until end of turn]. Untap that creature. It gains haste until end of turn."
// (CR 613.1b control-changing effects; CR 302.6: it can't attack or {T} until its new controller's next turn
// unless it has haste).
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { nameOf, playerName } from '../../engine/query'
import { Comma, Period } from '../lexer'

export const gainControl: EffectKind<'gainControl'> = {
  kind: 'gainControl',
  parse(g) {
    // "Untap target creature and gain control of it" (Threaten) or "Gain control of target creature" (Act of Treason).
    const read = g.alt<[number, boolean]>(4, [
      () => {
        g.ph(0, 'gain control of')
        return [g.target(0), false]
      },
      () => {
        g.w(12, 'untap')
        const t = g.target(1)
        g.ph(13, 'and gain control of it')
        return [t, true]
      },
    ])
    const [target, untapFirst] = Array.isArray(read) ? read : [0, false] // not an array while the grammar is recorded
    const untilEndOfTurn = !!g.opt(0, () => (g.ph(1, 'until end of turn'), true))
    // The sentences about "that creature" that follow (CR 608.2c): untap it; it gains haste until end of turn.
    const untap =
      untapFirst ||
      !!g.opt(1, () => {
        g.alt(0, [() => g.tok(0, Period), () => g.tok(1, Comma)])
        g.w(2, 'untap')
        g.alt(1, [() => g.ph(3, 'that creature'), () => g.w(4, 'it'), () => g.ph(5, 'that permanent')])
        return true
      })
    const haste = !!g.opt(2, () => {
      g.alt(2, [() => g.tok(2, Period), () => g.tok(3, Comma), () => g.w(6, 'and')])
      g.alt(3, [() => g.w(7, 'it'), () => g.ph(8, 'that creature')])
      g.w(9, 'gains')
      g.w(10, 'haste')
      g.ph(11, 'until end of turn')
      return true
    })
    return {
      kind: 'gainControl',
      target,
      ...(untilEndOfTurn ? { untilEndOfTurn } : {}),
      ...(untap ? { untap } : {}),
      ...(haste ? { haste } : {}),
    } as EffectOf<'gainControl'>
  },
  describe(e, d) {
    let text = `gain control of ${d.target(e.target)}${e.untilEndOfTurn ? ' until end of turn' : ''}`
    if (e.untap) text += '. Untap that creature'
    if (e.haste) text += '. It gains haste until end of turn'
    return text
  },
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t || !('card' in t)) return
    const { tx } = ctx
    const o = tx.s.objects[t.card]
    if (!o || o.zone !== 'battlefield') return
    const w = tx.obj(t.card)
    const mods = [...(w.mods ?? [])]
    if (o.controller !== ctx.controller) {
      // Until end of turn: the control returns as the turn ends (CR 514.2).
      if (e.untilEndOfTurn) mods.push({ controlFrom: o.controller, until: 'endOfTurn' })
      w.controller = ctx.controller
      w.sick = true // CR 302.6: not continuously controlled since the turn began
      delete w.echoed // CR 702.30a: it came under its new controller's control
      tx.log(`${playerName(tx.s, ctx.controller)} gains control of ${nameOf(tx.s, t.card)}`)
    }
    if (e.untap) w.tapped = false
    if (e.haste) mods.push({ keywords: ['haste'], until: 'endOfTurn' })
    if (mods.length) w.mods = mods
  },
}
