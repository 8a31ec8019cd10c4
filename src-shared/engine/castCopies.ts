// The new targets a caster names on `cast` for the copies the spell makes of itself (storm, replicate, conspire,
// casualty; CR 707.10c: "You may choose new targets for the copies"), checked as it is cast: one list per copy in the
// order the copies are put on the stack, each as many targets as the spell has (CR 707.10), each legal now. They are
// checked again as each copy is made (text/effects/copySpell.ts).
import type { EffectText } from './ast'
import type { CastAction, GameState } from './types'
import { abilitiesOf } from './query'
import { checkTargets } from './actions/targets'

/** Whether the spell's text copies it as it is cast (a trigger of its own whose effect is `copySpell`). */
export function copiesItself(s: GameState, id: string): boolean {
  const abilities = abilitiesOf(s, s.objects[id])
  return !!abilities?.triggers.some((t) => t.effect.effects.some((e) => e.kind === 'copySpell'))
}

/** Why the cast's `copyTargets` can't be, or null. */
export function whyNotCopyTargets(s: GameState, a: CastAction, specs: EffectText['targets'] | null): string | null {
  if (!a.copyTargets) return null
  if (!copiesItself(s, a.card)) return 'it makes no copies of itself whose targets could change (CR 707.10c)'
  const count = (a.targets ?? []).length
  for (let i = 0; i < a.copyTargets.length; i++) {
    const list = a.copyTargets[i]
    if (!list.length) continue // keeps the spell's targets
    if (list.length !== count)
      return `copy ${i + 1} needs ${count} target${count === 1 ? '' : 's'}, as many as the spell's (CR 707.10c), got ${list.length}`
    const why = checkTargets(s, specs, list, a.player, a.card, 0)
    if (why) return `copy ${i + 1}: ${why} (CR 707.10c)`
  }
  return null
}
