// Mana abilities (CR 605).
import type { ActionHandler } from '../variant'
import type { ActivateManaAction } from '../types'
import type { GameState, ObjId, PlayerIndex } from '../types'
import { faceOf, nameOf } from '../query'
import { activateManaAbility, manaAbilitiesNow, manaMadeText, whyCantActivateMana } from '../mana'
import { pendingFor, whyNoPriority } from './pending'

export const activateMana: ActionHandler<ActivateManaAction> = {
  validate(s, a) {
    if (s.phase === 'setup') return 'the game has not started yet'
    // CR 605.3a: a player may activate a mana ability whenever they have priority or are asked to pay / resolve by hand.
    if (s.priority !== a.player && !pendingFor(s, a.player, 'manual'))
      return whyNoPriority(s, a.player) ?? "you can't activate mana abilities now"
    if (a.ability !== undefined) return whyCantActivateMana(s, a.player, s.objects[a.card], a.ability, a.produce)
    const picked = pickManaAbility(s, a.player, a.card, a.produce)
    return typeof picked === 'number' ? null : picked.reason
  },
  apply(tx, a) {
    const face = faceOf(tx.s, tx.s.objects[a.card])!
    const picked = a.ability ?? pickManaAbility(tx.s, a.player, a.card, a.produce)
    const ability = typeof picked === 'number' ? picked : 0
    let produce = a.produce
    if (!produce && face.manaAbilities[ability].produces.every((alt) => alt.includes('any'))) produce = undefined
    activateManaAbility(tx, a.player, a.card, ability, produce)
  },
  enumerate: () => [], // random play and the UI pay with auto-tap; explicit taps are offered per permanent by the UI
}

/** Without an ability index, the first of the permanent's mana abilities that can make `produce` now (a filter land's
 *  "{W/U}, {T}: Add {W}{W}…", a pain land's coloured one); refused with the first ability's reason when none can. */
export function pickManaAbility(
  s: GameState,
  player: PlayerIndex,
  card: ObjId,
  produce?: string,
): number | { reason: string } {
  const obj = s.objects[card]
  const count = obj ? manaAbilitiesNow(s, obj).length : 0
  let first: string | null = null
  for (let i = 0; i < Math.max(1, count); i++) {
    const why = whyCantActivateMana(s, player, obj, i, produce)
    if (!why) return i
    first ??= why
  }
  // A reason about the mana made names every ability's mana, not only the first's.
  if (produce && count > 1 && /can't produce/.test(first ?? '')) {
    return { reason: `${nameOf(s, card)} can't produce ${produce}: ${manaMadeText(manaAbilitiesNow(s, obj))}` }
  }
  return { reason: first ?? 'that permanent has no mana ability' }
}
