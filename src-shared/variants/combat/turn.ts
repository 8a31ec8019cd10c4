// The turn (rulings MCR-5, MCR-8, MCR-10): no untap step; upkeep; a draw of three; the first main phase (summoning);
// combat as beginning (set spells), abilities (one activated ability each), fights, end of combat (scoring);
// no second main phase; end and cleanup as normal.
import type { StepDef } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import { NORMAL_STEPS } from '../../engine/flow'
import type { GameState } from '../../engine/types'
import { abilitiesOf, apnapOrder, playerName } from '../../engine/query'
import { drawCards } from '../../engine/zones'
import { BOTH_DRAW, clearCombatData } from './rules'
import { askToSetSpells } from './spells'
import { FIGHT_STEP, resolveDeclaredFight, scoreUnblocked } from './fight'
import { ABILITY_STEP } from './casting'

export const DRAW_COUNT = 3

/** Ruling MCR-5: the active player draws three; with the house-rule option, both players do (active player first). */
export function drawStep(tx: Tx): void {
  const who = tx.s.options[BOTH_DRAW] ? apnapOrder(tx.s) : [tx.s.active]
  for (const p of who) {
    drawCards(tx, p, DRAW_COUNT)
    tx.log(`${playerName(tx.s, p)} draws ${DRAW_COUNT} cards`)
  }
}

/** The abilities step happens only when some permanent has an activated ability (other than equip) to use (MCR-8);
 *  the battlefield is public, so skipping it reveals nothing. */
export function noAbilitiesToUse(state: GameState): boolean {
  return !state.battlefield.some((id) => abilitiesOf(state, state.objects[id])?.activated.some((ab) => !ab.equip))
}

const normal = (name: string): StepDef => {
  const step = NORMAL_STEPS.find((s) => s.name === name)
  if (!step) throw new Error(`internal: no normal step ${name}`)
  return step
}

export const COMBAT_STEPS: StepDef[] = [
  // Ruling MCR-10: the untap step is skipped.
  normal('upkeep'),
  { ...normal('draw'), begin: drawStep },
  normal('precombatMain'),
  { name: 'beginCombat', phase: 'combat', priority: false, begin: askToSetSpells },
  { name: ABILITY_STEP, phase: 'combat', priority: true, skip: noAbilitiesToUse },
  { name: FIGHT_STEP, phase: 'combat', priority: true, allPassed: resolveDeclaredFight },
  { name: 'endCombat', phase: 'combat', priority: true, begin: scoreUnblocked, end: clearCombatData },
  // Ruling MCR-10: the second main phase is skipped.
  normal('end'),
  normal('cleanup'),
]
