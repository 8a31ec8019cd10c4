// Which players lost life this turn (CR 119.3: damage, life loss and paying life all make a player lose life), for
// spectacle's "if an opponent lost life this turn" (CR 702.137a). Kept in `extra.lostLife`, stamped with the turn.
import type { Tx } from './tx'
import type { GameState, PlayerIndex } from './types'

interface LostLife {
  turn: number
  players: PlayerIndex[]
}

/** Notes that the player lost life (called wherever a life total goes down). */
export function noteLifeLost(tx: Tx, player: PlayerIndex, amount: number): void {
  if (amount <= 0) return
  const r = tx.s.extra.lostLife as LostLife | undefined
  const players = r && r.turn === tx.s.turn ? r.players : []
  if (players.includes(player)) return
  tx.set('extra', { ...tx.s.extra, lostLife: { turn: tx.s.turn, players: [...players, player] } })
}

/** Did an opponent of `player` lose life this turn? */
export function opponentLostLife(s: GameState, player: PlayerIndex): boolean {
  const r = s.extra.lostLife as LostLife | undefined
  return !!r && r.turn === s.turn && r.players.some((p) => p !== player)
}
