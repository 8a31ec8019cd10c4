// The steps of a turn a player can ask the table to stop at: the normal game's steps in its chart's order
// (CR 500–514) that give players priority (not untap or cleanup, CR 117.3a), with the settings screen's words.
import { normalVariant } from '@shared/variants'

const LABELS: Record<string, string> = {
  upkeep: 'Upkeep',
  draw: 'Draw step',
  precombatMain: 'First main phase',
  beginCombat: 'Beginning of combat',
  declareAttackers: 'Declare attackers',
  declareBlockers: 'Declare blockers',
  firstStrikeDamage: 'First-strike damage',
  combatDamage: 'Combat damage',
  endCombat: 'End of combat',
  postcombatMain: 'Second main phase',
  end: 'End step',
}

export const STOP_STEPS: readonly { id: string; label: string }[] = normalVariant.chart.turnSteps
  .filter((step) => step.priority)
  .map((step) => ({ id: step.name, label: LABELS[step.name] ?? step.name }))
