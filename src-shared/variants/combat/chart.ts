// Magic Combat Rules' statechart: the hidden placement of creatures (ruling MCR-2), then turns in rounds of two
// (MCR-3, the starting player first) until the last turn of round ten scores the game. The turn (MCR-5, MCR-8,
// MCR-10): no untap step; upkeep; a draw of three; the first main phase (summoning); combat as beginning (set
// spells), abilities (only when some permanent has one to use), fights, end of combat (scoring); no second main
// phase; end and cleanup as normal.
import { buildGameChart, phase, setupStep, step, turnState, TO_FIRST_TURN, TO_NEXT_TURN } from '../../engine/turnChart'
import { askPlacements } from './setup'
import { drawStep, noAbilitiesToUse } from './turn'
import { askToSetSpells } from './spells'
import { FIGHT_STEP, resolveDeclaredFight, scoreUnblocked } from './fight'
import { ABILITY_STEP } from './casting'
import { clearCombatData } from './rules'
import { lastTurnOfLastRound, scoreFinalRound } from './rounds'

export const COMBAT_RULES_CHART = buildGameChart({
  setup: {
    initial: 'placeCreatures',
    states: { placeCreatures: setupStep('placeCreatures', 'askPlacements', TO_FIRST_TURN) },
  },
  // Ruling MCR-10: the untap step is skipped (the turn begins with upkeep) and so is the second main phase.
  turn: turnState('beginning', {
    beginning: phase('upkeep', {
      upkeep: step('upkeep', { priority: true }, { next: 'draw' }),
      draw: step('draw', { priority: true }, { entry: ['drawThree'], next: '#game.turn.precombatMain' }), // MCR-5
    }),
    precombatMain: step('precombatMain', { priority: true, main: true }, { next: 'combat' }),
    combat: phase('beginCombat', {
      beginCombat: step(
        'beginCombat',
        { priority: false },
        {
          entry: ['askToSetSpells'], // MCR-8
          next: [{ target: FIGHT_STEP, guard: 'noAbilitiesToUse' }, { target: ABILITY_STEP }],
        },
      ),
      [ABILITY_STEP]: step(ABILITY_STEP, { priority: true }, { next: FIGHT_STEP }), // MCR-8
      [FIGHT_STEP]: step(FIGHT_STEP, { priority: true, allPassed: resolveDeclaredFight }, { next: 'endCombat' }), // MCR-8, MCR-9
      endCombat: step(
        'endCombat',
        { priority: true },
        { entry: ['scoreUnblocked'], exit: ['clearCombatData'], next: '#game.turn.ending' },
      ),
    }),
    ending: phase('end', {
      end: step('end', { priority: true }, { next: 'cleanup' }),
      cleanup: step(
        'cleanup',
        { priority: false },
        {
          entry: ['askDiscard'],
          exit: ['wearOff'],
          // MCR-3: after the last turn of round ten the game is scored; otherwise the next turn.
          next: [{ target: '#game.ended', guard: 'lastTurnOfLastRound', actions: 'scoreFinalRound' }, TO_NEXT_TURN],
        },
      ),
    }),
  }),
  actions: { askPlacements, drawThree: drawStep, askToSetSpells, scoreUnblocked, clearCombatData, scoreFinalRound },
  guards: { noAbilitiesToUse, lastTurnOfLastRound },
})
