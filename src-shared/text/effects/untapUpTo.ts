// "Untap up to four lands" (Rewind, Frantic Search, Cloud of Faeries; CR 701.21b): not targeted, so any such
// permanents on the battlefield, whoever controls them ("you control" limits them), chosen as it resolves; any number
// up to N, none included (CR 107.1c). Only tapped ones are offered: untapping an untapped one does nothing.
import type { EffectKind } from './kind'
import { matchesSpec } from '../../engine/legalTargets'
import { nameOf, playerName } from '../../engine/query'
import { specText } from '../../engine/specText'

export const untapUpTo: EffectKind<'untapUpTo'> = {
  kind: 'untapUpTo',
  parse(g) {
    g.w(0, 'untap')
    g.ph(1, 'up to')
    const n = g.amount(0)
    g.refuse(() => typeof n !== 'number' || n < 1)
    const filter = g.noun(0)
    return { kind: 'untapUpTo', count: n as number, filter }
  },
  describe: (e) => `untap up to ${e.count} × ${specText(e.filter)}`,
  apply(ctx, e) {
    const s = ctx.tx.s
    const options = s.battlefield.filter((id) => {
      const o = s.objects[id]
      return o.tapped && matchesSpec(s, e.filter, o, ctx.controller)
    })
    if (!options.length) return
    return {
      player: ctx.controller,
      choice: 'untapUpTo',
      prompt: `Untap up to ${e.count} × ${specText(e.filter)}`,
      options,
      count: e.count,
    }
  },
  resume(ctx, _e, pause, answer) {
    const chosen = [...new Set(answer.cards ?? [])].filter((id) => (pause.options ?? []).includes(id))
    for (const id of chosen.slice(0, pause.count ?? 0)) ctx.tx.obj(id).tapped = false
    if (chosen.length)
      ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} untaps ${chosen.map((id) => nameOf(ctx.tx.s, id)).join(', ')}`)
  },
  check(_s, pause, a) {
    const cards = a.cards ?? []
    return cards.length <= (pause.count ?? 0) &&
      new Set(cards).size === cards.length &&
      cards.every((id) => (pause.options ?? []).includes(id))
      ? null
      : `choose up to ${pause.count} of the tapped permanents offered (none is fine)`
  },
  answers: (pause) => {
    const options = pause.options ?? []
    return [
      { cards: options.slice(0, pause.count ?? 0) },
      { cards: [] },
      ...options.slice(0, 4).map((id) => ({ cards: [id] })),
    ]
  },
}
