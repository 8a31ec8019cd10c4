// The seam between the save layer and the rules engine. The save layer treats engine state as opaque
// JSON; the engine (src-shared/engine) provides a GameCodec, injected into load and the save service.
import type { GameStatus, SaveDocument } from './format'

export interface ReplayResult<State = unknown> {
  /** The state after applying the whole log from the game's setup (variant, options, players, seed, cards). */
  state: State
  /** Rejected actions and other remarks from the engine, in words. */
  warnings: string[]
  /** The save's card definitions as the game was played with them, when they had to be settled (older saves). */
  cards?: SaveDocument['cards']
}

export interface ReplayOptions {
  /** Told how far the replay has come, now and then (actions applied, of the log's length). */
  onProgress?: (done: number, total: number) => void
}

export interface GameCodec<State = unknown> {
  /** Plays the save's log from the start. May throw when the log cannot be played at all. */
  replay(save: SaveDocument, options?: ReplayOptions): ReplayResult<State>
  /** True when a replayed state equals the saved snapshot (the snapshot is untrusted JSON from the file). */
  equalsSnapshot(replayed: State, snapshot: unknown): boolean
  /** The metadata for the save list. */
  summarize(state: State): GameStatus
  /** The game state a saved snapshot stands for (the engine writes snapshots compactly: without the card table,
   *  which is the save's `cards`). Used when the snapshot is loaded as it is. Absent: the snapshot is the state. */
  fromSnapshot?(snapshot: unknown, save: SaveDocument): State
}

/**
 * For the replay viewer: step through a log action by action.
 * `start` is the state after setup and before log[0]; `apply` plays one logged action; `turnStarts` gives the
 * log indices at which each turn begins, for stepping turn by turn.
 */
export interface ReplayStepper<State = unknown> {
  start(save: SaveDocument): State
  apply(state: State, action: SaveDocument['log'][number]): State
  turnStarts(save: SaveDocument): number[]
}
