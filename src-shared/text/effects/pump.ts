// "Target creature gets +N/+N [and gains K] until end of turn", keyword grants (CR 611.2a, 514.2).
import type { Amount } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import type { Grammar } from '../grammar'
import { Comma } from '../lexer'
import { amountText, subjectText } from './kind'
import { pump as addMod } from '../../engine/effects'
import { restrictCombat } from './combatRestriction'

type Restriction = 'cantBeBlocked' | 'mustBeBlocked' | 'cantBlock'

const sign = (n: Amount) =>
  n === '-X' || (typeof n === 'object' && (n.times ?? 1) < 0)
    ? `-${amountText(n === '-X' ? 'X' : { ...n, times: -(n.times ?? 1) })}`
    : typeof n !== 'number'
      ? `+${amountText(n)}`
      : n >= 0
        ? `+${n}`
        : String(n)

export const pump: EffectKind<'pump'> = {
  kind: 'pump',
  parse(g) {
    // "Until end of turn, target creature gets +2/+2 and gains trample." (the duration first, CR 611.2a)
    return g.alt(9, [
      () => (g.ph(30, 'until end of turn'), g.tok(0, Comma), pumpBody(g, 20, false)),
      // "you may have target creature get +2/+0 until end of turn" (CR 608.2d: the "may" is read around it).
      () => (g.w(60, 'have'), pumpBody(g, 40, true)),
      () => pumpBody(g, 0, true),
    ])
  },
  describe(e, d) {
    const who = subjectText(e.subject, d)
    const kw = e.keywords.join(' and ')
    if (e.power === 0 && e.toughness === 0) return `${who} gains ${kw} until end of turn`
    const more = e.restrict
      ? ` and ${restrictCombat.describe({ kind: 'restrictCombat', subject: 'self', what: e.restrict }, d).slice(2)}`
      : ''
    return `${who} gets ${sign(e.power)}/${sign(e.toughness)}${kw ? ` and gains ${kw}` : ''} until end of turn${more}`
  },
  apply(ctx, e) {
    const p = ctx.amount(e.power)
    const t = ctx.amount(e.toughness)
    for (const id of ctx.permanents(e.subject)) addMod(ctx.tx, id, p, t, e.keywords)
    if (e.restrict) restrictCombat.apply(ctx, { kind: 'restrictCombat', subject: e.subject, what: e.restrict })
  },
}

/** "<subject> get(s) +N/+N [and gain(s) K]" / "<subject> gain(s) K [and get(s) +N/+N]", then "until end of turn" unless it came first.
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
      const restrict = durationAfter ? andRestriction(g, o, 0) : undefined
      return {
        kind: 'pump',
        power: pt.power,
        toughness: pt.toughness,
        keywords,
        subject,
        ...(restrict ? { restrict } : {}),
      }
    },
    () => {
      g.alt(4 + o, [() => g.w(8 + o, 'gain'), () => g.w(9 + o, 'gains')])
      const keywords = g.keywords(3 + o)
      // "gain trample and get +X/+X" (Craterhoof Behemoth): the same pump, the keywords named first (CR 611.2a).
      const pt = g.opt(80 + o, () => {
        g.w(80 + o, 'and')
        g.alt(80 + o, [() => g.w(81 + o, 'get'), () => g.w(82 + o, 'gets')])
        return g.pt(80 + o)
      })
      if (durationAfter) g.ph(10 + o, 'until end of turn')
      const restrict = durationAfter ? andRestriction(g, o, 4) : undefined
      return {
        kind: 'pump',
        power: pt?.power ?? 0,
        toughness: pt?.toughness ?? 0,
        keywords,
        subject,
        ...(restrict ? { restrict } : {}),
      }
    },
  ])
}

/** "… and can't be blocked this turn / must be blocked this turn if able / can't block this turn" after the duration
 *  (CR 509.1b-c); `k` separates the occurrence indices of its two call sites. */
function andRestriction(g: Grammar, o: number, k: number): Restriction | undefined {
  return g.opt(5 + o + k / 4, () => {
    g.w(12 + o + k, 'and')
    return g.alt<Restriction>(5 + o + k / 4, [
      () => (g.ph(13 + o + k, "can't be blocked this turn"), 'cantBeBlocked'),
      () => (g.ph(14 + o + k, 'must be blocked this turn if able'), 'mustBeBlocked'),
      () => (g.ph(15 + o + k, "can't block this turn"), 'cantBlock'),
    ])
  })
}
