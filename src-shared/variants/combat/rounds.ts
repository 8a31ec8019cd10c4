// Rounds and the end of the game (ruling MCR-3): ten rounds, the starting player first in each; after round ten the
// most points wins, equal points is a draw.
import type { Tx } from '../../engine/tx'
import type { GameState } from '../../engine/types'
import { nextPlayer, playerName } from '../../engine/query'
import { endGame } from '../../engine/sba'
import { ROUNDS, scoreOf } from './rules'

/** Is this the last turn of round ten (the next turn would begin round eleven)? */
export function lastTurnOfLastRound(s: GameState): boolean {
  return s.phase === 'turn' && s.round >= ROUNDS && nextPlayer(s, s.active) === s.starting
}

/** After the last turn of round ten the game is over: the most points wins, equal points is a draw. */
export function scoreFinalRound(tx: Tx): void {
  const s = tx.s
  const scores = s.players.map((_, p) => scoreOf(s, p))
  const best = Math.max(...scores)
  const leaders = scores.map((n, p) => (n === best ? p : -1)).filter((p) => p >= 0)
  tx.log(`Round ${ROUNDS} is over: ${s.players.map((_, p) => `${playerName(s, p)} ${scores[p]}`).join(', ')} (MCR-3)`)
  endGame(tx, leaders.length === 1 ? leaders[0] : 'draw')
}
