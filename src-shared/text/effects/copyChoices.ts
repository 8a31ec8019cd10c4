// The choice of a copy's new targets (CR 707.10c, 115.7): "You may choose new targets for the copy." Shared by the
// copies a spell makes of itself (storm, replicate, conspire, casualty: copySpell.ts) and by "copy target instant or
// sorcery spell" (copyTarget.ts). The copy keeps the spell's number of targets, its division of damage and its modes
// (CR 707.10); each target may change to another legal one or stay.
import type { Pause, ChoiceAnswer } from '../../engine/effectTypes'
import type { GameState, ObjId, PlayerIndex, StackItem, Target } from '../../engine/types'
import type { Tx } from '../../engine/tx'
import { nameOf, playerName } from '../../engine/query'
import { emitTargeted } from '../../engine/triggerStack'
import { legalTargets, targetName } from '../../engine/legalTargets'
import { checkTargets, spellTargetSpecs } from '../../engine/actions/targets'

/** Answers that keep the copy's targets. */
export const KEEP_TARGETS = new Set(['no', 'decline', 'keep'])

/** At most this many target lists are offered as answers (a prompt's buttons, the computer's candidates). */
const OFFERED = 40

/** The copy's targets it may take instead: a one-target copy any other legal target; a copy with several targets
 *  each changed alone to another legal one (a few of each). */
export function otherTargets(s: GameState, copy: StackItem, controller: PlayerIndex): Target[][] {
  const specs = spellTargetSpecs(s, copy.id, copy.modes) ?? []
  const out: Target[][] = []
  const each = copy.targets.length === 1 ? OFFERED : 6
  specs.forEach((spec, i) => {
    if (i >= copy.targets.length) return
    for (const t of legalTargets(s, spec, controller, copy.id).slice(0, each)) {
      const next = copy.targets.map((x, k) => (k === i ? t : x))
      if (JSON.stringify(next) === JSON.stringify(copy.targets)) continue
      if (!checkTargets(s, specs, next, controller, copy.id, 0)) out.push(next)
    }
  })
  return out.slice(0, OFFERED)
}

/** Why these can't be the copy's new targets (CR 707.10c, 601.2c), or null. */
export function whyNotNewTargets(s: GameState, copy: StackItem, targets: Target[], controller: PlayerIndex) {
  if (targets.length !== copy.targets.length)
    return `name all ${copy.targets.length} of the copy's targets in order, changed or not (CR 707.10c)`
  const why = checkTargets(s, spellTargetSpecs(s, copy.id, copy.modes), targets, controller, copy.id, 0)
  return why ? `${why} (CR 707.10c)` : null
}

/** The pause that asks the copy's controller for new targets, or null when there is nothing else to choose. */
export function askNewTargets(tx: Tx, copy: StackItem, controller: PlayerIndex, extra: Record<string, unknown> = {}) {
  const choices = copy.targets.length ? otherTargets(tx.s, copy, controller) : []
  if (!choices.length) return null
  const now = copy.targets.map((x) => targetName(tx.s, x)).join(', ')
  return {
    player: controller,
    choice: 'newTargets',
    prompt: `Choose new targets for the copy of ${nameOf(tx.s, copy.id)} (now ${now})? Name its targets, or "no" to keep them`,
    copy: copy.id,
    choices,
    ...extra,
  } as Pause
}

/** Gives the copy its new targets (CR 707.10c), logged. */
export function setNewTargets(tx: Tx, id: ObjId, targets: Target[], controller: PlayerIndex): void {
  const at = tx.s.stack.findIndex((i) => i.id === id)
  if (at < 0 || !targets.length) return
  tx.stack()[at] = { ...tx.s.stack[at], targets }
  tx.log(
    `${playerName(tx.s, controller)} chooses new targets for the copy: ${targets.map((x) => targetName(tx.s, x)).join(', ')} (CR 707.10c)`,
  )
}

/** Applies the answer to a `newTargets` pause: the targets named, or the ones it has; then ward sees them. */
export function answerNewTargets(tx: Tx, pause: Pause, answer: ChoiceAnswer, controller: PlayerIndex): void {
  const id = pause.copy as string
  if (answer.targets?.length) setNewTargets(tx, id, answer.targets, controller)
  const item = tx.s.stack.find((i) => i.id === id)
  if (item) emitTargeted(tx, item) // CR 702.21a: ward
}

/** Checks an answer to a `newTargets` pause. */
export function checkNewTargets(s: GameState, pause: Pause, answer: ChoiceAnswer): string | null {
  const targets = answer.targets
  if (!targets?.length) {
    const o = answer.option
    return o === undefined || KEEP_TARGETS.has(String(o).toLowerCase())
      ? null
      : 'name the copy\'s new targets with "targets", or answer "no" to keep them (CR 707.10c)'
  }
  const copy = s.stack.find((i) => i.id === pause.copy)
  return copy ? whyNotNewTargets(s, copy, targets, pause.player) : null
}
