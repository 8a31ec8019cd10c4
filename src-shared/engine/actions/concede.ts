// Conceding (CR 104.3a).
import type { ActionHandler } from '../variant'
import type { ConcedeAction } from '../types'
import { playerName } from '../query'
import { playerLoses, checkGameOver } from '../sba'

export const concede: ActionHandler<ConcedeAction> = {
  validate: (s, a) => (s.players[a.player]?.lost ? 'you have already left the game' : null),
  apply(tx, a) {
    tx.log(`${playerName(tx.s, a.player)} concedes`)
    playerLoses(tx, a.player, 'conceded, CR 104.3a')
    checkGameOver(tx)
    // CR 800.4j: if it was their priority or their decision, the game goes on with the next player.
    if (tx.s.priority === a.player) tx.set('priority', null)
  },
  enumerate: () => [],
}
