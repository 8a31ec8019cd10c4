// "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone; CR 707.9, 614.1c):
// asked as its spell resolves, before it moves (flow.ts), so it enters already a copy and its enters triggers are
// the copied card's. The answer is `choose` `cards`: the permanent to copy, or none to decline. The copy takes the
// copied permanent's card (its copiable values, CR 707.2, themselves a copy's if that one is a copy); off the
// battlefield it is its own card again (zones.ts, CR 400.7).
import type { EffectKind } from './kind'
import { nameOf } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'

export const enterAsCopy: EffectKind<'enterAsCopy'> = {
  kind: 'enterAsCopy',
  parse() {
    throw new Error('internal: enterAsCopy is built from its static ability, not read')
  },
  describe: () => 'you may have ~ enter as a copy of a permanent',
  apply(ctx, e) {
    const s = ctx.tx.s
    const self = ctx.source.id
    if (s.objects[self]?.zone !== 'stack') return
    const options = s.battlefield.filter((id) => matchesSpec(s, e.spec, s.objects[id], ctx.controller, new Set(), self))
    if (!options.length) return
    return {
      player: ctx.controller,
      choice: 'copy',
      prompt: `You may have ${nameOf(s, self)} enter as a copy of a permanent`,
      options,
    }
  },
  resume(ctx, _e, pause, answer) {
    const id = answer.cards?.[0]
    const s = ctx.tx.s
    const self = ctx.source.id
    if (!id || !(pause.options ?? []).includes(id) || s.objects[id]?.zone !== 'battlefield') return
    if (s.objects[self]?.zone !== 'stack') return
    const original = s.objects[id]
    ctx.tx.obj(self).enterAs = { def: original.def, face: original.face ?? 0 }
    ctx.tx.log(`${nameOf(s, self)} will enter as a copy of ${nameOf(s, id)} (CR 707.9)`)
  },
  check(_s, pause, answer) {
    const cards = answer.cards ?? []
    return cards.length === 0 || (cards.length === 1 && (pause.options ?? []).includes(cards[0]))
      ? null
      : 'choose one permanent to copy, or none'
  },
  // Each permanent it may copy (the table's buttons), then declining.
  answers: (pause) => [...(pause.options ?? []).slice(0, 24).map((id) => ({ cards: [id] })), { cards: [] }],
}
