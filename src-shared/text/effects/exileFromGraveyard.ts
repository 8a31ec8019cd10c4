// "Exile a creature card from your graveyard", "exile two creature cards from your graveyard" (CR 406.3): cards the
// controller chooses as it resolves, not targets (CR 115.1). Under "you may …. If you do, …" it is offered only when
// the graveyard holds that many (text/effects/ifYouDo.ts, CR 608.2c, 609.3).
import type { EffectKind } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import type { TargetSpec } from '../../engine/ast'
import { specText } from '../../engine/specText'
import { moveObject } from '../../engine/zones'
import { exileCandidates } from '../../engine/actions/costs'
import { nameOf, playerName } from '../../engine/query'

/** The cards of the controller's graveyard the effect may exile (the source itself never, as for a cost). */
export function graveyardChoices(ctx: EffectContext, spec: TargetSpec): string[] {
  return exileCandidates(ctx.tx.s, ctx.controller, ctx.source.id, spec)
}

export const exileFromGraveyard: EffectKind<'exileFromGraveyard'> = {
  kind: 'exileFromGraveyard',
  parse(g) {
    g.w(0, 'exile')
    // Its own occurrence indices: cardNoun's choices are read inside this rule.
    const n = g.alt(20, [() => (g.w(1, 'a'), 1), () => (g.w(2, 'an'), 1), () => g.amount(20)])
    const spec = g.cardNoun(20)
    // Only "from your graveyard", and a number (not X, not "any number").
    g.refuse(() => !spec.yours || typeof n !== 'number' || n < 1)
    return { kind: 'exileFromGraveyard', spec, count: typeof n === 'number' ? n : 1 }
  },
  describe: (e) =>
    `exile ${e.count === 1 ? 'a' : e.count} ${specText(e.spec)}${e.count === 1 ? '' : 's'} from your graveyard`,
  apply(ctx, e) {
    const options = graveyardChoices(ctx, e.spec)
    if (options.length <= e.count) {
      // CR 406.3: no more than that many, all of them, without a choice.
      for (const id of options) exileIt(ctx, id)
      return
    }
    return {
      player: ctx.controller,
      choice: 'exileFromGraveyard',
      prompt: `Exile ${e.count === 1 ? 'a' : e.count} ${specText(e.spec)} from your graveyard`,
      options,
      count: e.count,
    }
  },
  resume(ctx, _e, _pause, a) {
    for (const id of a.cards ?? []) exileIt(ctx, id)
  },
  check: (_s, pause, a) => {
    const cards = a.cards ?? []
    const want = pause.count ?? 1
    return cards.length === want && new Set(cards).size === want && cards.every((id) => pause.options?.includes(id))
      ? null
      : `choose ${want} different card${want === 1 ? '' : 's'} of your graveyard to exile`
  },
  answers: (pause) => [{ cards: (pause.options ?? []).slice(0, pause.count ?? 1) }],
}

function exileIt(ctx: EffectContext, id: string): void {
  ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} exiles ${nameOf(ctx.tx.s, id)} from their graveyard`)
  moveObject(ctx.tx, id, 'exile', { cause: 'exile' })
}
