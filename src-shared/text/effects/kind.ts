// What every effect kind provides in its one home (CR 608.2): `parse` (its grammar rule), `describe` (text for the
// log and prompts) and `apply` (what it does on resolution). A kind that needs a player's choice mid-resolution
// pauses: the pending decision holds the rest of the effects as data, so resolution resumes from plain state.
import type { Amount, Effect, Subject, Who } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { Tx } from '../../engine/tx'
import { counted } from './amounts'
import type { EffectOf, DescribeContext, EffectContext, Pause, ChoiceAnswer } from '../../engine/effectTypes'
import { specText } from '../../engine/specText'

export interface EffectKind<K extends Effect['kind']> {
  kind: K
  parse(g: Grammar): EffectOf<K>
  describe(e: EffectOf<K>, d: DescribeContext): string
  /** Applies it; returns a Pause to wait for a choice (answered by `choose`, then `resume`). */
  apply(ctx: EffectContext, e: EffectOf<K>): void | Pause
  /** Effects to run in its place as resolution reaches it (a conditional sentence, CR 608.2c); `apply` is then
   *  not called, unless it gives null. */
  expand?(ctx: EffectContext, e: EffectOf<K>): Effect[] | null
  /** Continues after the player's answer to a Pause; returns effects to run first, if any. */
  resume?(ctx: EffectContext, e: EffectOf<K>, pause: Pause, answer: ChoiceAnswer): Effect[] | void
  /** Checks an answer to its Pause (null = fine). */
  check?(ctx: { s: Tx['s'] }, pause: Pause, answer: ChoiceAnswer): string | null
  /** Typical legal answers to its Pause (for legalActions and the computer player). */
  answers?(pause: Pause): ChoiceAnswer[]
}

/** Words for a few shared phrases. */
export function amountText(a: Amount): string {
  if (typeof a === 'object')
    return `X (${a.times && a.times !== 1 ? `${a.times} times ` : ''}${counted.describe(a.count)})`
  return a === 'X' || a === '-X' ? a : String(a)
}
export function plural(n: Amount, word: string): string {
  return n === 1 ? `a ${word}` : `${amountText(n)} ${word}s`
}
export function whoText(who: Who, d: DescribeContext, verb: [string, string]): string {
  if (who === 'you') return `you ${verb[0]}`
  if (who === 'opponents') return `each opponent ${verb[1]}`
  if (who === 'players') return `each player ${verb[1]}`
  if (who === 'defending') return `defending player ${verb[1]}`
  if ('players' in who) return `each of those players ${verb[1]}`
  if ('controllerOf' in who) return `its controller ${verb[1]}`
  if (who.that) {
    const planeswalker = /planeswalker/.test(d.target(who.target))
    return `that player${planeswalker ? " or that planeswalker's controller" : ''} ${verb[1]}`
  }
  return `${d.target(who.target)} ${verb[1]}`
}
export function subjectText(subject: Subject, d: DescribeContext): string {
  if (subject === 'self') return '~'
  if (subject === 'that') return 'that creature'
  if ('target' in subject && subject.upTo) {
    const n = ['one', 'two', 'three', 'four'][subject.count! - 1] ?? String(subject.count)
    return `up to ${n} ${d.target(subject.target)}${subject.count === 1 ? '' : 's'}`
  }
  if ('target' in subject && subject.count)
    return `${['two', 'three', 'four', 'five', 'six'][subject.count - 2] ?? subject.count} ${d.target(subject.target)}s`
  if ('target' in subject) return d.target(subject.target)
  if (subject.all.host) return `${subject.all.host} creature`
  return `each ${specText(subject.all)}`
}
