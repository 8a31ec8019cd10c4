// "Return a land you control to its owner's hand" (the karoo lands, Man-o'-War's kin): a chosen permanent, not a
// target (CR 115.1: no "target"; chosen as the effect resolves, CR 608.2d).
import type { EffectKind } from './kind'
import { specText } from '../../engine/specText'
import { nameOf } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'
import { moveObject } from '../../engine/zones'
import type { ObjId } from '../../engine/types'

export const returnChosen: EffectKind<'returnChosen'> = {
  kind: 'returnChosen',
  parse(g) {
    g.w(0, 'return')
    g.alt(0, [() => g.w(1, 'a'), () => g.w(2, 'an'), () => g.w(3, 'another')])
    const filter = g.noun(0)
    g.ph(4, "to its owner's hand")
    return { kind: 'returnChosen', filter }
  },
  describe: (e) => `return a ${specText(e.filter)} to its owner's hand`,
  apply(ctx, e) {
    const { tx } = ctx
    const options = tx.s.battlefield.filter((id) =>
      matchesSpec(tx.s, e.filter, tx.s.objects[id], ctx.controller, undefined, ctx.source.id),
    )
    if (options.length === 0) return
    if (options.length === 1) return returnIt(ctx, options[0])
    return {
      player: ctx.controller,
      choice: 'returnChosen',
      prompt: `Return a ${specText(e.filter)} to its owner's hand`,
      options,
      count: 1,
    }
  },
  resume(ctx, _e, _pause, a) {
    const id = (a.cards ?? [])[0]
    if (id && ctx.tx.s.objects[id]?.zone === 'battlefield') returnIt(ctx, id)
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length === 1 && (pause.options ?? []).includes(a.cards![0])
      ? null
      : 'choose one permanent to return',
  answers: (pause) => (pause.options ?? []).map((id) => ({ cards: [id] })),
}

function returnIt(ctx: Parameters<EffectKind<'returnChosen'>['apply']>[0], id: ObjId): void {
  ctx.tx.log(`${nameOf(ctx.tx.s, id)} is returned to its owner's hand`)
  moveObject(ctx.tx, id, 'hand', { cause: 'bounce' })
}
