// "Copy target instant or sorcery spell [you control]. You may choose new targets for the copy." (Twincast,
// Reverberate, Dualcaster Mage, Nivix Guildmage) and a cast trigger's "copy that spell" (Swarm Intelligence, Mirari).
// The copy is put on the stack under its copier's control; it is not cast (CR 707.10) and has the spell's choices:
// modes, X, kicker, divided damage and its number of targets. Its controller may then change its targets (CR 707.10c):
// `choose` with `targets` (the copy's targets in order, each legal; unchanged ones named again) or "no" to keep them.
import type { EffectKind } from './kind'
import type { ObjId, Target } from '../../engine/types'
import { nameOf, playerName } from '../../engine/query'
import { emitTargeted } from '../../engine/triggerStack'
import { Period } from '../lexer'
import { putCopy } from './copySpell'
import { answerNewTargets, askNewTargets, checkNewTargets } from './copyChoices'

export const copyTarget: EffectKind<'copyTarget'> = {
  kind: 'copyTarget',
  parse(g) {
    g.plainWhere(0, (w) => w === 'copy')
    const which = g.alt<{ target?: number; that?: true }>(0, [
      () => ({ target: g.target(0) }),
      () => (g.ph(1, 'that spell'), { that: true as const }),
    ])
    // CR 707.10c: "You may choose new targets for the copy."
    const newTargets = g.opt(0, () => {
      g.tok(0, Period)
      g.ph(2, 'you may choose')
      g.plainWhere(1, (w) => w === 'new')
      g.ph(3, 'targets for the')
      g.plainWhere(2, (w) => w === 'copy')
      return true as const
    })
    return { kind: 'copyTarget', ...which, ...(newTargets ? { newTargets } : {}) }
  },
  describe: (e, d) =>
    `copy ${e.that ? 'that spell' : d.target(e.target ?? 0)}${e.newTargets ? '. You may choose new targets for the copy' : ''}`,
  apply(ctx, e) {
    const { tx } = ctx
    const t = e.that ? null : ctx.target(e.target ?? 0)
    const card = e.that
      ? (ctx.item.extra?.event as { card?: ObjId } | undefined)?.card // the spell of the cast trigger (CR 603.2)
      : t && 'card' in t
        ? t.card
        : undefined
    const spell = card ? tx.s.objects[card] : undefined
    const item = tx.s.stack.find((i) => i.id === card && i.kind === 'spell')
    if (!spell || spell.zone !== 'stack' || !item) return // CR 707.10: only a spell on the stack is copied
    const copied = putCopy(tx, spell, item, ctx.controller)
    tx.log(`${playerName(tx.s, ctx.controller)} copies ${nameOf(tx.s, spell.id)} (the copy is not cast, CR 707.10)`)
    const pause = e.newTargets ? askNewTargets(tx, copied, ctx.controller) : null
    if (!pause) emitTargeted(tx, copied) // CR 702.21a: ward
    return pause ?? undefined
  },
  resume(ctx, _e, pause, answer) {
    answerNewTargets(ctx.tx, pause, answer, ctx.controller)
  },
  check: ({ s }, pause, answer) => checkNewTargets(s, pause, answer),
  answers: (pause) => [{ option: 'no' }, ...((pause.choices as Target[][]) ?? []).map((targets) => ({ targets }))],
}
