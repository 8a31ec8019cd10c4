// Conditions on the one target of the sentence before, beside text/conditions.ts, in their one home (`parse`,
// `describe`, `holds`): "If it's an artifact creature, it gets +2/+2 until end of turn" (the target as it is now),
// "Exile target card from a graveyard. If it was a creature card, …" (the card as it last existed, CR 608.2h).
// CR 608.2c: checked as the sentence is reached. The grammar reads it only where "it" names that target.
import type { Condition, TargetSpec } from '../engine/ast'
import type { EffectContext } from '../engine/effectTypes'
import type { Color } from '../mana/types'
import type { Grammar } from './grammar'
import { specText } from '../engine/specText'
import { matchesSpec } from '../engine/legalTargets'
import { lands } from './conditions'

export type TargetCondition = Extract<Condition, { kind: 'targetIs' }>

const COLORS: [string, Color][] = [
  ['white', 'W'],
  ['blue', 'U'],
  ['black', 'B'],
  ['red', 'R'],
  ['green', 'G'],
]

/** The card types a moved card is asked for ("it was a creature card"). */
const CARD_TYPES: [string, string][] = [
  ['creature', 'Creature'],
  ['land', 'Land'],
  ['artifact', 'Artifact'],
  ['enchantment', 'Enchantment'],
  ['instant', 'Instant'],
  ['sorcery', 'Sorcery'],
  ['planeswalker', 'Planeswalker'],
]

export const targetCondition = {
  parse(g: Grammar): TargetCondition {
    return g.alt<TargetCondition>(220, [
      () => {
        // "it's an artifact creature", "it's a Cyclops", "it's blue": the target permanent now.
        g.w(220, "it's")
        const spec = g.alt<TargetSpec>(221, [
          () => {
            g.alt(222, [() => g.w(221, 'a'), () => g.w(222, 'an')])
            const noun = g.noun(220)
            return g.act(() => lands(noun))
          },
          ...COLORS.map(
            ([w, color], i) =>
              () =>
                (g.w(230 + i, w), { what: 'permanent', color }) as TargetSpec,
          ),
        ])
        return g.act(() => ({ kind: 'targetIs', spec }) as TargetCondition)
      },
      () => {
        // "it was a creature card": the target card, moved by the sentence before (CR 400.7, 608.2h).
        g.ph(220, 'it was')
        g.alt(223, [() => g.w(223, 'a'), () => g.w(224, 'an')])
        const cardType = g.alt<string>(
          224,
          CARD_TYPES.map(
            ([w, t], i) =>
              () => (g.w(240 + i, w), t),
          ),
        )
        g.w(225, 'card')
        return g.act(() => ({ kind: 'targetIs', spec: { what: 'card', cardType }, was: true }) as TargetCondition)
      },
    ])
  },

  describe(c: TargetCondition): string {
    if (c.was) return `it was a ${(c.spec.cardType ?? '').toLowerCase()} card`
    if (c.spec.what === 'permanent' && c.spec.color)
      return `it's ${COLORS.find(([, x]) => x === c.spec.color)?.[0] ?? c.spec.color}`
    const text = specText(c.spec)
    return `it's ${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`
  },

  /** Whether it holds for the resolution's first target (CR 608.2c): the permanent now, if it is still a legal
   *  target; a card the resolution moved, as it last existed (its card types, CR 608.2h). */
  holds(ctx: EffectContext, c: TargetCondition): boolean {
    const first = ctx.item.targets?.[0]
    if (!first || !('card' in first)) return false
    if (c.was) {
      const moved = (ctx.memo.moved ?? []).find((m) => m.id === first.card)
      if (moved) return moved.types.includes(c.spec.cardType ?? '')
      const o = ctx.tx.s.objects[first.card]
      const face = o && ctx.tx.s.cards[o.def]?.faces[o.face ?? 0]
      return !!face?.types.includes(c.spec.cardType ?? '')
    }
    const t = ctx.target(0)
    if (!t || !('card' in t)) return false
    const o = ctx.tx.s.objects[t.card]
    return !!o && o.zone === 'battlefield' && matchesSpec(ctx.tx.s, c.spec, o, ctx.controller, undefined, ctx.source.id)
  },
}
