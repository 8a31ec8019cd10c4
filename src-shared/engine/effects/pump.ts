// "Target creature gets +N/+N [and gains K] until end of turn", keyword grants (CR 611.2a, 514.2).
import type { Amount } from '../../cards/text/ast'
import type { EffectKind, EffectOf } from './kind'
import type { Grammar } from '../../cards/text/grammar'
import { Comma } from '../../cards/text/lexer'
import { amountText, subjectText } from './kind'
import { pump as addMod } from '../effects'

const sign = (n: Amount) => (typeof n !== 'number' ? `+${amountText(n)}` : n >= 0 ? `+${n}` : String(n))

export const pump: EffectKind<'pump'> = {
  kind: 'pump',
  parse(g) {
    // "Until end of turn, target creature gets +2/+2 and gains trample." (the duration first, CR 611.2a)
    return g.alt(9, [
      () => (g.ph(30, 'until end of turn'), g.tok(0, Comma), pumpBody(g, 20, false)),
      () => pumpBody(g, 0, true),
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

/** "<subject> get(s) +N/+N [and gain(s) K]" / "<subject> gain(s) K", then "until end of turn" unless it came first.
 *  `o` offsets the occurrence indices (each call site its own). */
function pumpBody(g: Grammar, o: number, durationAfter: boolean): EffectOf<'pump'> {
  const subject = g.subject(o)
  const until = () => (durationAfter ? g.ph(7 + o, 'until end of turn') : undefined)
  return g.alt(o, [
    () => {
      g.opt(4 + o, () => g.w(11 + o, 'each')) // "two target creatures each get +1/+1"
      g.alt(1 + o, [() => g.w(1 + o, 'get'), () => g.w(2 + o, 'gets')])
      const pt = g.pt(1 + o)
      const keywords =
        g.opt(2 + o, () => {
          g.w(3 + o, 'and')
          g.alt(3 + o, [() => g.w(4 + o, 'gain'), () => g.w(5 + o, 'gains'), () => g.w(6 + o, 'has')])
          return g.keywords(2 + o)
        }) ?? []
      until()
      return { kind: 'pump', power: pt.power, toughness: pt.toughness, keywords, subject }
    },
    () => {
      g.alt(4 + o, [() => g.w(8 + o, 'gain'), () => g.w(9 + o, 'gains')])
      const keywords = g.keywords(3 + o)
      if (durationAfter) g.ph(10 + o, 'until end of turn')
      return { kind: 'pump', power: 0, toughness: 0, keywords, subject }
    },
  ])
}
