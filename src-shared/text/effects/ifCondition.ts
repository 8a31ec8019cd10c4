// "If <condition>, …" in an effect (CR 608.2c): the condition is checked as the sentence is reached; when it holds,
// its effects run in its place (text/conditions.ts holds the conditions).
import type { Effect } from '../../engine/ast'
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { conditionNow, describeCondition } from '../conditions'
import { targetCondition } from '../conditionsTarget'

export const ifCondition: EffectKind<'ifCondition'> = {
  kind: 'ifCondition',
  // Read by the sentence rule of the grammar ("If a creature died this turn, …"), not as a clause.
  parse() {
    throw new Error('internal: ifCondition is read by the sentence rule')
  },
  describe: (e, d) =>
    e.instead
      ? `${e.effects.map((x) => describeEffect(x, d)).join(', then ')} if ${describeCondition(e.condition)}, instead of ${(e.otherwise ?? []).map((x) => describeEffect(x, d)).join(', then ')}`
      : `if ${describeCondition(e.condition)}, ${e.effects.map((x) => describeEffect(x, d)).join(', then ')}${e.otherwise ? `; otherwise, ${e.otherwise.map((x) => describeEffect(x, d)).join(', then ')}` : ''}`,
  apply() {
    // Expanded by `expand` as resolution reaches it.
  },
  // CR 608.2c: its effects when the condition holds; else what an "instead" replaced, if anything.
  expand: (ctx, e) =>
    (
      e.condition.kind === 'targetIs'
        ? targetCondition.holds(ctx, e.condition)
        : conditionNow(ctx.tx.s, e.condition, ctx.controller, ctx.source.id, ctx.item.x ?? 0)
    )
      ? e.effects
      : (e.otherwise ?? []),
}

/** "… instead if …" replaces the whole sentence before it (CR 608.2c): the sentence folded into `otherwise`, a
 *  damage sentence read as "~ deals N damage instead" (target -1) taking the replaced damage's target. Null when
 *  `sentence` is no unfolded "instead". */
export function foldSentenceInstead(sentence: Effect[], before: Effect[]): Effect[] | null {
  const e = sentence[0]
  if (sentence.length !== 1 || e.kind !== 'ifCondition' || !e.instead || e.otherwise || !before.length) return null
  const damage = before.find((x) => x.kind === 'damage')
  const inner = e.effects.map((x) =>
    x.kind === 'damage' && x.target === -1 && damage?.kind === 'damage' ? { ...x, target: damage.target } : x,
  )
  return [{ ...e, effects: inner, otherwise: before }]
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
