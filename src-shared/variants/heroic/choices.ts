// `choose` answers Heroic's own decisions — the level-up bonus (ruling HE-9) and the Hero Level 0 payment — and
// every core choice (the legend rule, CR 704.5j) as before.
import type { ActionHandler } from '../../engine/variant'
import type { ChooseAction } from '../../engine/types'
import { CORE_ACTIONS, pendingFor } from '../../engine/actions'
import { BONUS_KIND, applyBonusChoice, bonusChoices, whyNotBonusChoice } from './levels'
import { WARD_KIND, applyWardChoice, wardChoices, whyNotWardChoice } from './casting'

const coreChoose = CORE_ACTIONS.choose as ActionHandler<ChooseAction>

const ownKind = (s: Parameters<typeof pendingFor>[0], p: number): string | null =>
  pendingFor(s, p, BONUS_KIND) ? BONUS_KIND : pendingFor(s, p, WARD_KIND) ? WARD_KIND : null

export const choose: ActionHandler<ChooseAction> = {
  validate(s, a) {
    const kind = ownKind(s, a.player)
    if (kind === BONUS_KIND) return whyNotBonusChoice(s, a)
    if (kind === WARD_KIND) return whyNotWardChoice(s, a)
    return coreChoose.validate(s, a)
  },
  apply(tx, a) {
    if (applyBonusChoice(tx, a) || applyWardChoice(tx, a)) return
    coreChoose.apply(tx, a)
  },
  enumerate: (s, p) => [...bonusChoices(s, p), ...wardChoices(s, p), ...(coreChoose.enumerate?.(s, p) ?? [])],
}
