// Mana abilities (CR 605).
import type { ActionHandler } from '../variant'
import type { ActivateManaAction } from '../types'
import { faceOf } from '../query'
import { activateManaAbility, whyCantActivateMana } from '../mana'
import { pendingFor, whyNoPriority } from './pending'

export const activateMana: ActionHandler<ActivateManaAction> = {
  validate(s, a) {
    if (s.phase === 'setup') return 'the game has not started yet'
    // CR 605.3a: a player may activate a mana ability whenever they have priority or are asked to pay / resolve by hand.
    if (s.priority !== a.player && !pendingFor(s, a.player, 'manual'))
      return whyNoPriority(s, a.player) ?? "you can't activate mana abilities now"
    return whyCantActivateMana(s, a.player, s.objects[a.card], a.ability ?? 0, a.produce)
  },
  apply(tx, a) {
    const face = faceOf(tx.s, tx.s.objects[a.card])!
    const ability = a.ability ?? 0
    let produce = a.produce
    if (!produce && face.manaAbilities[ability].produces.every((alt) => alt.includes('any'))) produce = undefined
    activateManaAbility(tx, a.player, a.card, ability, produce)
  },
  enumerate: () => [], // random play and the UI pay with auto-tap; explicit taps are offered per permanent by the UI
}
