// Heroic's statechart: the heroes are set up (each deck's designated legendary creature goes outside the game,
// rulings HE-2, HE-6), then the normal London mulligan (HE-6) and the normal turn.
import { buildGameChart, normalTurn, setupStep, step, TO_FIRST_TURN } from '../../engine/turnChart'
import { designateHeroes } from './hero'

export const HEROIC_CHART = buildGameChart({
  setup: {
    initial: 'heroes',
    states: {
      heroes: step('heroes', { priority: false }, { entry: ['designateHeroes'], next: 'mulligan' }),
      mulligan: setupStep('mulligan', 'londonMulligan', TO_FIRST_TURN),
    },
  },
  turn: normalTurn(),
  actions: { designateHeroes },
})
