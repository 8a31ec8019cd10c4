// "Target spell or permanent becomes red." (Chaoslace, Deathlace, Lifelace, Purelace, Thoughtlace; "… becomes
// colorless", Moonlace): its colour is set, with no duration (CR 105.3, 611.2a, 613.1e), until it leaves; a spell's
// colour stays with the permanent it becomes (CR 400.7a). Its mana symbols are unchanged.
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { COLOR_WORDS } from '../../cards/words'
import { nameOf } from '../../engine/query'

const WORDS = Object.keys(COLOR_WORDS)

export const becomeColor: EffectKind<'becomeColor'> = {
  kind: 'becomeColor',
  parse(g) {
    const target = g.target(0)
    g.w(0, 'becomes')
    const colors = g.alt<string[]>(0, [
      ...WORDS.map((c, k) => () => (g.w(10 + k, c), [COLOR_WORDS[c] as string])),
      () => (g.w(1, 'colorless'), []),
    ])
    return g.act((): EffectOf<'becomeColor'> => ({ kind: 'becomeColor', target, colors }))
  },
  describe: (e, d) =>
    `${d.target(e.target)} becomes ${e.colors.length ? WORDS.find((w) => COLOR_WORDS[w] === e.colors[0]) : 'colorless'}`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t || !('card' in t)) return
    ctx.tx.obj(t.card).colorSet = [...e.colors]
    const what = e.colors.length ? WORDS.find((w) => COLOR_WORDS[w] === e.colors[0]) : 'colorless'
    ctx.tx.log(`${nameOf(ctx.tx.s, t.card)} becomes ${what}`)
  },
}
