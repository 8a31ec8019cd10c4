// "If this spell was kicked, …" (CR 702.33d). The spell's effects are chosen before it resolves (`withKicked`):
// the kicked sentences when it was kicked, and what an "… instead" sentence replaces when it wasn't.
import type { Effect, EffectText } from '../../engine/ast'
import type { EffectKind } from './kind'
import { describeEffect } from './registry'
import { Tilde } from '../lexer'

export const ifKicked: EffectKind<'ifKicked'> = {
  kind: 'ifKicked',
  // Read by the sentence rule of the grammar ("If this spell was kicked, …"), not as a clause.
  parse(g) {
    g.w(0, 'if')
    g.tok(0, Tilde)
    g.ph(1, 'was kicked')
    return { kind: 'ifKicked', effects: g.clauses(0) }
  },
  describe: (e, d) =>
    `if this spell was kicked, ${e.effects.map((x) => describeEffect(x, d)).join(', then ')}${e.instead ? ' instead' : ''}`,
  apply() {
    // Expanded by `withKicked` before the effects run; nothing is left to do here.
  },
}

/** Folds each "… instead" into the sentence before it (CR 702.33d): `otherwise` holds what it replaces. A damage
 *  sentence read as "it deals N damage instead" (target -1) takes the replaced sentence's target. */
export function foldInstead(effects: Effect[]): Effect[] {
  const out: Effect[] = []
  for (const e of effects) {
    if (e.kind === 'ifKicked' && e.instead && out.length) {
      const prev = out.pop()!
      const inner = e.effects.map((x) =>
        x.kind === 'damage' && x.target === -1 && prev.kind === 'damage' ? { ...x, target: prev.target } : x,
      )
      out.push({ ...e, effects: inner, otherwise: [prev] })
    } else out.push(e)
  }
  return out
}

/** The effects as cast: kicked sentences kept or dropped (CR 702.33d). */
export function withKicked(text: EffectText, kicked: boolean): EffectText {
  if (!text.effects.some((e) => e.kind === 'ifKicked')) return text
  const effects = text.effects.flatMap((e) =>
    e.kind === 'ifKicked' ? (kicked ? e.effects : (e.otherwise ?? [])) : [e],
  )
  return { ...text, effects }
}
