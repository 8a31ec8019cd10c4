// Champion a [type] (CR 702.72a): "When this enters, sacrifice it unless you exile another [type] you control" and
// "When this leaves the battlefield, that card returns to the battlefield under its owner's control." The exiled card
// is linked to it and comes back as it leaves (exileLinked.ts, CR 607.2a).
import type { EffectKind } from './kind'
import { specText } from '../../engine/specText'
import { exileLinked } from './exileLinked'
import { moveObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'

export const champion: EffectKind<'champion'> = {
  kind: 'champion',
  parse() {
    throw new Error('internal: champion is built from its keyword, not read')
  },
  describe: (e) => `sacrifice ~ unless you exile another ${specText(e.spec)} you control`,
  apply(ctx, e) {
    const s = ctx.tx.s
    const self = ctx.source.id
    if (s.objects[self]?.zone !== 'battlefield') return
    const options = s.battlefield.filter(
      (id) =>
        id !== self && matchesSpec(s, { ...e.spec, youControl: true }, s.objects[id], ctx.controller, undefined, self),
    )
    if (!options.length) return sacrificeSelf(ctx)
    return {
      player: ctx.controller,
      choice: 'champion',
      prompt: `Exile another ${specText(e.spec)} you control, or sacrifice ${nameOf(s, self)} (champion)`,
      options,
    }
  },
  resume(ctx, _e, pause, answer) {
    const id = (answer.cards ?? [])[0]
    if (id && (pause.options ?? []).includes(id) && ctx.tx.s.objects[id]?.zone === 'battlefield')
      return void exileLinked(ctx, [id], true)
    sacrificeSelf(ctx)
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length <= 1 && (a.cards ?? []).every((id) => (pause.options ?? []).includes(id))
      ? null
      : 'choose one permanent to exile, or none to sacrifice it',
  answers: (pause) => [...(pause.options ?? []).slice(0, 3).map((id) => ({ cards: [id] })), { cards: [] }],
}

function sacrificeSelf(ctx: Parameters<EffectKind<'champion'>['apply']>[0]): void {
  const self = ctx.source.id
  if (ctx.tx.s.objects[self]?.zone !== 'battlefield') return
  ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} sacrifices ${nameOf(ctx.tx.s, self)} (champion)`)
  moveObject(ctx.tx, self, 'graveyard', { cause: 'sacrifice' })
}
