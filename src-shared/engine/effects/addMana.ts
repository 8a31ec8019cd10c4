// "Add {R}{G}" (CR 106.3) as part of a resolving ability.
import type { EffectKind } from './kind'
import { addMana as add } from '../mana'
import { Mana } from '../../cards/text/lexer'

export const addMana: EffectKind<'addMana'> = {
  kind: 'addMana',
  parse(g) {
    g.w(0, 'add')
    const symbols: string[] = []
    g.rep(0, () => {
      const m = g.tok(0, Mana).image
      g.add(symbols, m?.slice(1, -1).toUpperCase())
    })
    return { kind: 'addMana', symbols }
  },
  describe: (e) => `add ${e.symbols.map((s) => `{${s}}`).join('')}`,
  apply(ctx, e) {
    if (e.symbols.every((s) => /^[WUBRGC]$/.test(s))) add(ctx.tx, ctx.controller, e.symbols, ctx.source)
  },
}
