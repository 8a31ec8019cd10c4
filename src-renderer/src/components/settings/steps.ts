// The steps of a turn a player can ask the table to stop at (CR 500–514; untap and cleanup give no priority,
// CR 117.3a), with the words the settings screen uses for them.
export const STOP_STEPS: readonly { id: string; label: string }[] = [
  { id: 'upkeep', label: 'Upkeep' },
  { id: 'draw', label: 'Draw step' },
  { id: 'precombatMain', label: 'First main phase' },
  { id: 'beginCombat', label: 'Beginning of combat' },
  { id: 'declareAttackers', label: 'Declare attackers' },
  { id: 'declareBlockers', label: 'Declare blockers' },
  { id: 'combatDamage', label: 'Combat damage' },
  { id: 'endCombat', label: 'End of combat' },
  { id: 'postcombatMain', label: 'Second main phase' },
  { id: 'end', label: 'End step' },
]
