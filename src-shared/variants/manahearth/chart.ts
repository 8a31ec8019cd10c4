// Manahearth's statechart: the hidden hero choice (rule 6, ruling MH-2), then the heroes revealed with three-card
// hands and the once-only partial mulligan (rules 7–8, rulings MH-2, MH-3), then the normal turn.
import { buildGameChart, normalTurn, step, TO_FIRST_TURN } from '../../engine/turnChart'
import { askHeroes, revealHeroesAndDraw } from './setup'
import { askPartialMulligans } from './mulligan'

export const MANAHEARTH_CHART = buildGameChart({
  setup: {
    initial: 'chooseHero',
    states: {
      chooseHero: step('chooseHero', { priority: false }, { entry: ['askHeroes'], next: 'mulligan' }),
      mulligan: step(
        'mulligan',
        { priority: false },
        { entry: ['revealHeroesAndDraw', 'askPartialMulligans'], next: TO_FIRST_TURN },
      ),
    },
  },
  turn: normalTurn(),
  actions: { askHeroes, revealHeroesAndDraw, askPartialMulligans },
})
