// "Target creature has base power and toughness 0/2 until end of turn" (Sorceress Queen, Diminish), "Until end of
// turn, target creature loses all abilities and has base power and toughness 0/1" (Humble): the base power and
// toughness are set (CR 613.4b, layer 7b; counters and other changes still apply on top, 613.4c), the abilities lost
// (613.1f), keywords granted after (613.7), until the turn ends (CR 514.2). `powerToughness` in engine/query.ts.
import type { EffectKind } from './kind'
import { amountText, subjectText } from './kind'
import { nameOf } from '../../engine/query'
import { Comma } from '../lexer'

export const setBasePT: EffectKind<'setBasePT'> = {
  kind: 'setBasePT',
  parse(g) {
    const first = g.opt(0, () => (g.ph(0, 'until end of turn'), g.tok(0, Comma), true))
    const subject = g.subject(0)
    const lose = g.opt(1, () => {
      g.alt(1, [() => g.w(1, 'loses'), () => g.w(2, 'lose')])
      g.ph(3, 'all abilities and')
      return true
    })
    g.alt(2, [() => g.w(4, 'has'), () => g.w(5, 'have')])
    g.plainWhere(0, (w) => w === 'base')
    g.ph(6, 'power and toughness')
    const pt = g.pt(1)
    const keywords =
      g.opt(3, () => {
        g.w(7, 'and')
        g.alt(4, [() => g.w(8, 'gains'), () => g.w(9, 'gain')])
        return g.keywords(2)
      }) ?? []
    if (!first) g.ph(10, 'until end of turn')
    return {
      kind: 'setBasePT',
      subject,
      power: pt.power,
      toughness: pt.toughness,
      keywords,
      ...(lose ? { loseAbilities: true as const } : {}),
    }
  },
  describe: (e, d) =>
    `${subjectText(e.subject, d)} ${e.loseAbilities ? 'loses all abilities and ' : ''}has base power and toughness ${amountText(e.power)}/${amountText(e.toughness)}${e.keywords.length ? ` and gains ${e.keywords.join(' and ')}` : ''} until end of turn`,
  apply(ctx, e) {
    const power = ctx.amount(e.power)
    const toughness = ctx.amount(e.toughness)
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      o.mods = [
        ...(o.mods ?? []),
        { basePT: { power, toughness }, ...(e.loseAbilities ? { noAbilities: true } : {}), until: 'endOfTurn' },
        // CR 613.7: keywords granted with it apply after the loss of abilities.
        ...(e.keywords.length ? [{ keywords: e.keywords, until: 'endOfTurn' as const }] : []),
      ]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} has base power and toughness ${power}/${toughness} until end of turn`)
    }
  },
}
