// "You get an emblem with "…"" (CR 114): an emblem in its owner's command zone with a static ability that makes
// permanents of some card types its owner controls bigger or gives them keywords (Elspeth's emblems).
import type { EffectKind } from './kind'
import { playerName } from '../../engine/query'
import { Comma, Period, PT, Quote } from '../lexer'
import type { Emblem } from '../../engine/types'

const TYPES: Record<string, string> = {
  artifacts: 'Artifact',
  creatures: 'Creature',
  enchantments: 'Enchantment',
  lands: 'Land',
  planeswalkers: 'Planeswalker',
}

export function emblemText(e: Emblem): string {
  const names = e.types.map((t) => `${t.toLowerCase()}s`)
  const list =
    names.length > 2 ? `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}` : names.join(' and ')
  const pump =
    e.power || e.toughness
      ? `get ${e.power >= 0 ? '+' : ''}${e.power}/${e.toughness >= 0 ? '+' : ''}${e.toughness}`
      : ''
  const keywords = e.keywords.length ? `have ${e.keywords.join(' and ')}` : ''
  return `${list} you control ${[pump, keywords].filter(Boolean).join(' and ')}`
}

export const emblem: EffectKind<'emblem'> = {
  kind: 'emblem',
  parse(g) {
    g.ph(0, 'you get an emblem with')
    g.tok(0, Quote)
    const types: string[] = []
    g.rep(0, () => {
      g.alt(0, [
        ...Object.keys(TYPES).map((w, i) => () => {
          g.w(10 + i, w)
          g.add(types, TYPES[w])
        }),
        () => g.tok(1, Comma),
        () => g.w(1, 'and'),
      ])
    })
    g.ph(2, 'you control')
    const pt = g.opt(1, () => {
      g.w(3, 'get')
      const image = g.tok(2, PT).image
      return g.act(() => image.split('/').map((v) => Number(v.replace('+', ''))))
    })
    const keywords = g.opt(2, () => {
      g.opt(3, () => g.w(4, 'and'))
      g.w(5, 'have')
      return g.keywords(0)
    })
    g.opt(5, () => g.tok(4, Period))
    g.tok(3, Quote)
    return g.act(() => ({
      kind: 'emblem',
      types,
      power: pt?.[0] ?? 0,
      toughness: pt?.[1] ?? 0,
      keywords: keywords ?? [],
    }))
  },
  describe: (e) => `you get an emblem with "${emblemText(e)}"`,
  apply(ctx, e) {
    const { kind: _kind, ...data } = e
    const p = ctx.tx.player(ctx.controller)
    p.emblems = [...(ctx.tx.s.players[ctx.controller].emblems ?? []), data]
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} gets an emblem with "${emblemText(data)}" (CR 114)`)
  },
}
