// Putting and removing counters (CR 122).
import type { EffectKind } from './kind'
import { amountText, subjectText } from './kind'
import { addCounters } from '../../engine/effects'
import { PT } from '../lexer'

/** Counters with rules of their own the engine doesn't apply (CR 122.1b-f, 714.2) are left by hand. */
const UNRUN = new Set(['shield', 'stun', 'finality', 'rad', 'lore', 'loyalty', 'defense', 'poison', 'energy'])
const namedCounter = (w: string) => /^[a-z]+$/.test(w) && !UNRUN.has(w)

export const counters: EffectKind<'counters'> = {
  kind: 'counters',
  parse(g) {
    g.w(0, 'put')
    const amount = g.amount(0)
    // "+1/+1 counter"; a named kind ("charge", "storage", "quest", CR 122.1) whose meaning other abilities read.
    const counter = g.alt(3, [() => g.tok(0, PT).image, () => g.plainWhere(5, namedCounter).image])
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
