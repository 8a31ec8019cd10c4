// A variant's own data, typed: the shapes of GameState.extra and PlayerState.extra a variant keeps, declared once
// with variantState<GameExtra, PlayerExtra>(). The variant's modules and its selectors read (and, in a transaction,
// write) through it, so the one unchecked step from the engine's plain `Record<string, unknown>` is here.
import type { GameState, PlayerIndex } from './types'
import type { Tx } from './tx'

export interface VariantState<GameExtra extends object, PlayerExtra extends object> {
  /** The game-level data (fields the variant has not set yet are absent). */
  game(state: GameState): Partial<GameExtra>
  /** A player's data; an empty object for a player index the game doesn't have. */
  player(state: GameState, player: PlayerIndex): Partial<PlayerExtra>
  /** The game-level data to change in a transaction (copy-on-write). */
  writeGame(tx: Tx): Partial<GameExtra>
  /** A player's data to change in a transaction (copy-on-write). */
  writePlayer(tx: Tx, player: PlayerIndex): Partial<PlayerExtra>
}

const NONE = Object.freeze({})

export function variantState<GameExtra extends object, PlayerExtra extends object>(): VariantState<
  GameExtra,
  PlayerExtra
> {
  return {
    game: (state) => state.extra as Partial<GameExtra>,
    player: (state, player) => (state.players[player]?.extra ?? NONE) as Partial<PlayerExtra>,
    writeGame: (tx) => tx.gameExtra() as Partial<GameExtra>,
    writePlayer: (tx, player) => tx.playerExtra(player) as Partial<PlayerExtra>,
  }
}
