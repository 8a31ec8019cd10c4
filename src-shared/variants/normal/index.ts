// The normal game of Magic (the Comprehensive Rules): the base every variant builds on.
import type { StepDef, Variant } from '../../engine/variant'
import { NORMAL_STEPS, NORMAL_OPTIONS, LONDON_MULLIGAN } from '../../engine'

export const normalVariant: Variant = {
  id: 'normal',
  name: 'Normal Magic',
  players: { min: 2, max: 4 }, // two-player or free-for-all multiplayer (CR 806)
  life: 20, // CR 103.3
  handSize: 7, // CR 103.4
  maxHandSize: 7, // CR 402.2
  starterSkipsDraw: (state) => state.players.length === 2, // CR 103.7a
  deckRules: 'normal',
  options: [...NORMAL_OPTIONS],
  setupSteps: [LONDON_MULLIGAN],
  turnSteps: NORMAL_STEPS as StepDef[],
  playerZones: [],
  sharedZones: [],
  actions: {},
  hooks: {},
}
