// "Cast this spell only during combat / … before blockers are declared / during the declare attackers step and only
// if you've been attacked this step" (CR 601.3e): when such a spell may be cast.
import type { CastWindow } from './ast'
import type { GameState, PlayerIndex } from './types'
import { defenderOf } from './combat'

const COMBAT = ['beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat']
const STEPS: Record<CastWindow, string[]> = {
  combat: COMBAT,
  beforeBlockers: ['beginCombat', 'declareAttackers'], // CR 509: blockers are declared in the declare blockers step
  afterBlockers: COMBAT.slice(2),
  declareAttackers: ['declareAttackers'],
  declareBlockers: ['declareBlockers'],
  attackedThisStep: ['declareAttackers'],
  beforeAttackers: ['untap', 'upkeep', 'draw', 'precombatMain', 'beginCombat'], // CR 508.1
}
const WORDS: Record<CastWindow, string> = {
  combat: 'during combat',
  beforeBlockers: 'during combat before blockers are declared',
  afterBlockers: 'during combat after blockers are declared',
  declareAttackers: 'during the declare attackers step',
  declareBlockers: 'during the declare blockers step',
  attackedThisStep: "during the declare attackers step and only if you've been attacked this step",
  beforeAttackers: 'before attackers are declared',
}

/** Why the spell can't be cast now (null: it can). */
export function castWindowWhy(s: GameState, player: PlayerIndex, when: CastWindow): string | null {
  const why = `it can be cast only ${WORDS[when]} (CR 601.3e)`
  if (!STEPS[when].includes(s.step)) return why
  // "You've been attacked": a creature attacks you or a planeswalker you control (CR 506.2).
  if (when === 'attackedThisStep' && !s.combat?.attackers.some((a) => defenderOf(s, a.target) === player)) return why
  return null
}
