// The turn's own actions and guards (rulings MCR-5, MCR-8): the draw of three, and whether the abilities step
// happens; chart.ts puts them in order.
import type { Tx } from '../../engine/tx'
import type { GameState } from '../../engine/types'
import { abilitiesOf, apnapOrder, playerName } from '../../engine/query'
import { drawCards } from '../../engine/zones'
import { BOTH_DRAW } from './rules'

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
