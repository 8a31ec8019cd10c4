// Setup steps of the normal game (CR 103).
import type { SetupStepDef } from './variant'
import { drawCards } from './zones'
import { playerName } from './query'

/** CR 103.4: each player draws their starting hand, then (London mulligan) decides to keep or mulligan,
 *  the starting player first, then the others in turn order. */
export const LONDON_MULLIGAN: SetupStepDef = {
  name: 'mulligan',
  begin(tx) {
    const n = tx.s.players.length
    const order: number[] = []
    for (let k = 0; k < n; k++) order.push((tx.s.starting + k) % n)
    for (const p of order) {
      drawCards(tx, p, tx.variant.handSize)
      tx.log(`${playerName(tx.s, p)} draws ${tx.variant.handSize} cards`)
    }
    tx.set('pending', [...tx.s.pending, ...order.map((player) => ({ kind: 'mulligan' as const, player }))])
  },
}
