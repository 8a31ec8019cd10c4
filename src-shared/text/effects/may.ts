// "You may …" (CR 603.5, 608.2c) and "If you do, …": the controller answers yes or no, then the chosen effects run.
import type { Effect } from '../../engine/ast'
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { ableToDo } from './ifYouDo'
import { playerName } from '../../engine/query'

export const may: EffectKind<'may'> = {
  kind: 'may',
  // Read by the sentence rule of the grammar ("you may X. If you do, Y."), not as a clause.
  parse(g) {
    g.ph(0, 'you may')
    const effects = g.clauses(0)
    return { kind: 'may', effects }
  },
  describe: (e, d) =>
    `you may ${e.effects.map((x) => afterMay(describeEffect(x, d))).join(', then ')}${e.ifYouDo ? `. If you do, ${e.ifYouDo.map((x) => describeEffect(x, d)).join(', then ')}` : ''}${e.ifYouDont ? `. If you don't, ${e.ifYouDont.map((x) => describeEffect(x, d)).join(', then ')}` : ''}`,
  // CR 608.2c, 609.3: X that can't be done in full isn't offered, and "if you don't" follows at once.
  expand(ctx, e) {
    if (!e.ifYouDont || ableToDo(ctx, e.effects)) return null
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} can't ${doneText(e.effects)}`)
    return e.ifYouDont
  },
  apply(ctx, e) {
    // CR 608.2c, 609.3: "If you do" follows only what can be done; what can't isn't offered.
    if ((e.ifYouDo || e.ifYouDont) && !ableToDo(ctx, e.effects))
      return void ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} can't ${doneText(e.effects)}`)
    return { player: ctx.controller, choice: 'may', prompt: `${may.describe(e, { target: () => 'the target' })}?` }
  },
  resume(_ctx, e, _pause, a) {
    if (a.option === 'yes') return [...e.effects, ...(e.ifYouDo ?? [])]
    return e.ifYouDont // CR 608.2c: declined
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}

/** "you may draw a card", not "you may you draw a card": an effect whose subject is you drops it after "you may". */
export function afterMay(text: string): string {
  return text.replace(/^you (?!may\b)/, '')
}

/** X in the words of the log: "sacrifice an artifact", "discard a card". */
function doneText(effects: readonly Effect[]): string {
  return effects
    .map((x) => describeEffect(x, { target: () => 'the target' }).replace(/^you /, ''))
    .join(', then ')
    .replace(/\ba ([aeiou])/g, 'an $1')
}
