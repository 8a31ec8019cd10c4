// "Target creature gets +N/+N [and gains K] until end of turn", keyword grants (CR 611.2a, 514.2).
import type { Amount } from '../../cards/text/ast'
import type { EffectKind } from './kind'
import { amountText, subjectText } from './kind'
import { pump as addMod } from '../effects'

const sign = (n: Amount) => (typeof n !== 'number' ? `+${amountText(n)}` : n >= 0 ? `+${n}` : String(n))

export const pump: EffectKind<'pump'> = {
  kind: 'pump',
  parse(g) {
    const subject = g.subject(0)
    return g.alt(0, [
      () => {
        g.opt(4, () => g.w(11, 'each')) // "two target creatures each get +1/+1"
        g.alt(1, [() => g.w(1, 'get'), () => g.w(2, 'gets')])
        const pt = g.pt(1)
        const keywords =
          g.opt(2, () => {
            g.w(3, 'and')
            g.alt(3, [() => g.w(4, 'gain'), () => g.w(5, 'gains'), () => g.w(6, 'has')])
            return g.keywords(2)
          }) ?? []
        g.ph(7, 'until end of turn')
        return { kind: 'pump', power: pt.power, toughness: pt.toughness, keywords, subject }
      },
      () => {
        g.alt(4, [() => g.w(8, 'gain'), () => g.w(9, 'gains')])
        const keywords = g.keywords(3)
        g.ph(10, 'until end of turn')
        return { kind: 'pump', power: 0, toughness: 0, keywords, subject }
      },
    ])
  },
  describe(e, d) {
    const who = subjectText(e.subject, d)
    const kw = e.keywords.join(' and ')
    if (e.power === 0 && e.toughness === 0) return `${who} gains ${kw} until end of turn`
    return `${who} gets ${sign(e.power)}/${sign(e.toughness)}${kw ? ` and gains ${kw}` : ''} until end of turn`
  },
  apply(ctx, e) {
    const p = ctx.amount(e.power)
    const t = ctx.amount(e.toughness)
    for (const id of ctx.permanents(e.subject)) addMod(ctx.tx, id, p, t, e.keywords)
  },
}
