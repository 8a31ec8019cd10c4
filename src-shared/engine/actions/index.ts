// The core actions of the normal game, by rules area: validation with a reason a player understands, the change, and
// the enumeration of legal choices (used by random play and the UI).
import type { ActionHandler } from '../variant'
import { pushPending } from '../flow'
import { bottom, keep, mulligan } from './setup'
import { playLand } from './lands'
import { activateMana } from './mana'
import { cast } from './casting'
import { activate } from './activation'
import { pass } from './priority'
import { assignDamage, declareAttackersHandler, declareBlockersHandler } from './combat'
import { discard } from './cleanup'
import { done, manual } from './manual'
import { choose } from './choices'
import { concede } from './concede'
import { turnFaceUp } from '../morph'
import { suspend } from '../suspend'
import { foretell } from '../foretell'
import { companion } from '../companion'

export { whyNoPriority, describePending, pendingFor } from './pending'
export { whyCantPlayLand } from './lands'
export { spellTargetSpecs, spellOptionalTargets, describeSpec } from './targets'
export { castCost, whyCantCast, castOptions } from './casting'
export { abilityRef, activationCost, whyCantActivate } from './activation'
export { whyCantManual } from './manual'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler takes its own action type
export const CORE_ACTIONS: Record<string, ActionHandler<any>> = {
  keep,
  mulligan,
  bottom,
  playLand,
  activateMana,
  cast,
  activate,
  pass,
  declareAttackers: declareAttackersHandler,
  declareBlockers: declareBlockersHandler,
  discard,
  manual,
  done,
  choose,
  concede,
  assignDamage,
  turnFaceUp,
  suspend,
  foretell,
  companion,
}

export { pushPending }
