// The normal game of Magic (the Comprehensive Rules): the base every variant builds on.
import type { Variant } from '../../engine/variant'
import { NORMAL_OPTIONS } from '../../engine/flow'
import { NORMAL_CHART } from './chart'

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
  chart: NORMAL_CHART, // CR 103, 500–514
  playerZones: [],
  sharedZones: [],
  actions: {},
  hooks: {},
}
