// "If <condition>, …" in an effect (CR 608.2c): the condition is checked as the sentence is reached; when it holds,
// its effects run in its place (engine/conditions.ts holds the conditions).
import type { Effect } from '../../cards/text/ast'
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { conditionNow, describeCondition } from '../conditions'

export const ifCondition: EffectKind<'ifCondition'> = {
  kind: 'ifCondition',
  // Read by the sentence rule of the grammar ("If a creature died this turn, …"), not as a clause.
  parse() {
    throw new Error('internal: ifCondition is read by the sentence rule')
  },
  describe: (e, d) =>
    e.instead
      ? `${e.effects.map((x) => describeEffect(x, d)).join(', then ')} if ${describeCondition(e.condition)}, instead of ${(e.otherwise ?? []).map((x) => describeEffect(x, d)).join(', then ')}`
      : `if ${describeCondition(e.condition)}, ${e.effects.map((x) => describeEffect(x, d)).join(', then ')}`,
  apply() {
    // Expanded by `expand` as resolution reaches it.
  },
  // CR 608.2c: its effects when the condition holds; else what an "instead" replaced, if anything.
  expand: (ctx, e) =>
    conditionNow(ctx.tx.s, e.condition, ctx.controller, ctx.source.id) ? e.effects : (e.otherwise ?? []),
}

/** Folds each "… instead if …" into the sentence before it (CR 608.2c): `otherwise` holds what it replaces; a damage
 *  sentence read as "~ deals N damage instead" (target -1) takes the replaced sentence's target. One with no sentence
 *  before it stays as it is (a spell's later line, folded once its lines are joined). */
export function foldConditionInstead(effects: Effect[]): Effect[] {
  const out: Effect[] = []
  for (const e of effects) {
    if (e.kind === 'ifCondition' && e.instead && !e.otherwise && out.length) {
      const prev = out.pop()!
      const inner = e.effects.map((x) =>
        x.kind === 'damage' && x.target === -1 && prev.kind === 'damage' ? { ...x, target: prev.target } : x,
      )
      out.push({ ...e, effects: inner, otherwise: [prev] })
    } else out.push(e)
  }
  return out
}

/** Whether every "… instead if …" found what it replaces (and its damage a target). */
export function insteadsFolded(effects: Effect[]): boolean {
  return effects.every(
    (e) =>
      e.kind !== 'ifCondition' ||
      !e.instead ||
      (!!e.otherwise && e.effects.every((x) => x.kind !== 'damage' || x.target !== -1)),
  )
}
