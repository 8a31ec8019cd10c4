// Setup steps of the normal game (CR 103), and determining the starting player (CR 103.1).
import type { Tx } from './tx'
import type { GameState, PlayerIndex } from './types'
import { drawCards } from './zones'
import { playerName } from './query'

/** CR 103.4: each player draws their starting hand, then (London mulligan) decides to keep or mulligan,
 *  the starting player first, then the others in turn order. */
export function londonMulligan(tx: Tx): void {
  const n = tx.s.players.length
  const order: number[] = []
  for (let k = 0; k < n; k++) order.push((tx.s.starting + k) % n)
  for (const p of order) {
    drawCards(tx, p, tx.variant.handSize)
    tx.log(`${playerName(tx.s, p)} draws ${tx.variant.handSize} cards`)
  }
  tx.set('pending', [...tx.s.pending, ...order.map((player) => ({ kind: 'mulligan' as const, player }))])
}

// ---- the starting player (CR 103.1) ----

/** While a variant defers the decision (`Variant.startingPlayer: 'setup'`), `state.extra[UNDECIDED_START]` holds the
 *  chosen starting player (`start`) or null (random from the seed); views keep the key but drop the value. */
export const UNDECIDED_START = 'undecidedStart'

/** Has the starting player been determined? (False only while a variant defers it, e.g. during Manahearth's hero
 *  choice, ruling MH-2: `starting` and `active` are then a neutral 0 that says nothing about who starts.) */
export function startingPlayerDecided(state: GameState): boolean {
  return !(UNDECIDED_START in state.extra)
}

/** Sets the starting player (CR 103.1): `start` when given, else one chosen by the seeded generator in state. */
export function setStartingPlayer(tx: Tx, start: PlayerIndex | null | undefined): void {
  const n = tx.s.players.length
  const p = start ?? tx.randomInt(n)
  if (!Number.isInteger(p) || p < 0 || p >= n) throw new Error(`start must be a player index from 0 to ${n - 1}`)
  tx.set('starting', p)
  tx.set('active', p)
  tx.log(`${playerName(tx.s, p)} starts the game`)
}

/**
 * Determines a deferred starting player now (the game's chosen `start`, else at random from the seed): for a
 * variant whose setup step decides it (`Variant.startingPlayer: 'setup'`), and by the engine before the first turn
 * when no step did. Does nothing when it is already decided.
 */
export function decideStartingPlayer(tx: Tx): void {
  if (startingPlayerDecided(tx.s)) return
  const chosen = tx.s.extra[UNDECIDED_START] as PlayerIndex | null
  delete tx.gameExtra()[UNDECIDED_START]
  setStartingPlayer(tx, chosen)
}
