// A minimal save document for `hearth scenario --save OUT`, used until the saves module (src-main/saves) offers
// a function for it. FOR THE SAVES COLLEAGUE: replace `scenarioSaveDocument` callers with your encoder; the shape
// below is what the engine can give you: seed, variant + options, players, the card definitions used, the full
// action log and a state snapshot (replaying `log` from `initial` reproduces `snapshot` exactly).
import type { Action, GameState } from '../types'

export interface ScenarioSaveDocument {
  format: 'hearthside-save'
  version: 1
  seed: number
  variant: string
  options: Record<string, unknown>
  players: { name: string }[]
  cards: GameState['cards']
  /** The state the log starts from (after setup for a prepared scenario position). */
  initial: GameState
  log: Action[]
  snapshot: GameState
}

export function scenarioSaveDocument(initial: GameState, log: Action[], snapshot: GameState): ScenarioSaveDocument {
  return {
    format: 'hearthside-save', version: 1, seed: snapshot.seed, variant: snapshot.variant, options: snapshot.options,
    players: snapshot.players.map((p) => ({ name: p.name })), cards: snapshot.cards, initial, log, snapshot,
  }
}
