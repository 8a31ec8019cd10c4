// The table's flow rules (not game rules): whose view the table shows, when a hand-off screen is needed, and
// when priority is passed automatically for a player (Arena-like stops). Pure functions over engine state.
//
// Hand-off rule (documented for players in the settings screen's wording):
//  - The table only ever shows ONE player's view (viewFor). Whenever the player who must act is not the player
//    whose view is showing, a hand-off screen covers the table (in both modes): otherwise the next player would
//    see the previous player's hand.
//  - 'hidden-info' (default): priority is passed automatically for a player who has no stop at the current step
//    while the stack is empty, and for the controller of the top of the stack (Arena's "resolve my own spell").
//    So hand-offs only happen when another player really has a decision: a stop they set, a spell to answer,
//    a mulligan, blocks, a discard, a "resolve by hand"…
//  - 'every-priority': no automatic passes (except an explicit "pass until…"): every change of the player with
//    priority is a hand-off.
// Hidden simultaneous choices (mulligans) are answered one player at a time: the acting player is the first
// one still deciding in seat order from the one already shown.
import { actingPlayers, waitingFor } from '@shared/engine'
import type { GameState, PlayerIndex } from '@shared/engine'

export type HandOffMode = 'every-priority' | 'hidden-info'

/** Steps at which a player stops to act, on their own turn and on other players' turns. */
export interface Stops {
  own: string[]
  others: string[]
}

/** Used when the settings have none (the Settings screen's stops, DEFAULT_SETTINGS.stops, apply to your own turns). */
export const DEFAULT_STOPS: Stops = { own: ['precombatMain', 'postcombatMain'], others: [] }

/** "Pass until…": until the end of this turn, until my next turn, or until something happens (a spell, a decision). */
export type PassUntilMode = 'endOfTurn' | 'myTurn' | 'event'
export interface PassUntil {
  mode: PassUntilMode
  /** The turn it was set on. */
  turn: number
}

/** The player the table should show now: the (first) acting player; null when the game is over. */
export function actorOf(state: GameState, current: PlayerIndex | null): PlayerIndex | null {
  const acting = actingPlayers(state)
  if (acting.length === 0) {
    const w = waitingFor(state)
    return w.kind === 'ended' ? null : w.player
  }
  if (current !== null && acting.includes(current)) return current
  const n = state.players.length
  const from = current ?? state.starting
  for (let k = 0; k < n; k++) {
    const p = (from + k) % n
    if (acting.includes(p)) return p
  }
  return acting[0]
}

/** Is `passUntil` still in force for `player` now? */
export function passUntilHolds(state: GameState, player: PlayerIndex, until: PassUntil | null | undefined): boolean {
  if (!until) return false
  if (until.mode === 'endOfTurn') return state.turn === until.turn
  // 'myTurn', and 'event' (which also ends when a spell of another player or a decision comes: checked by the
  // caller): both end when the player's next turn begins.
  return state.active !== player || state.turn === until.turn
}

/** Should the table pass priority for `player` without asking? (Never during a decision.) */
export function shouldAutoPass(
  state: GameState,
  player: PlayerIndex,
  mode: HandOffMode,
  stops: Stops,
  until: PassUntil | null | undefined,
): boolean {
  if (state.phase !== 'turn' || state.pending.length > 0 || state.priority !== player) return false
  const top = state.stack[state.stack.length - 1]
  // Something to answer: a spell or ability of another player stops every player.
  if (top && top.controller !== player) return false
  if (passUntilHolds(state, player, until)) return true
  if (mode === 'every-priority') return false
  if (top) return true // my own spell or ability: let it resolve (the opponent still gets priority)
  const list = state.active === player ? stops.own : stops.others
  return !list.includes(state.step)
}
