// Putting and removing counters (CR 122).
import type { EffectKind } from './kind'
import { amountText, subjectText } from './kind'
import { addCounters } from '../effects'
import { PT } from '../../cards/text/lexer'

export const counters: EffectKind<'counters'> = {
  kind: 'counters',
  parse(g) {
    g.w(0, 'put')
    const amount = g.amount(0)
    const counter = g.tok(0, PT).image
    g.alt(0, [() => g.w(1, 'counter'), () => g.w(2, 'counters')])
    g.w(3, 'on')
    g.opt(0, () => g.ph(4, 'each of')) // "on each of up to two target creatures"
    const subject = g.subject(1)
    return { kind: 'counters', counter, amount, subject }
  },
  describe: (e, d) =>
    `put ${e.amount === 1 ? 'a' : amountText(e.amount)} ${e.counter} counter${e.amount === 1 ? '' : 's'} on ${typeof e.subject === 'object' && 'count' in e.subject && e.subject.count ? 'each of ' : ''}${subjectText(e.subject, d)}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    for (const id of ctx.permanents(e.subject)) addCounters(ctx.tx, id, e.counter, e.remove ? -n : n)
  },
}
