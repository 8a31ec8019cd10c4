// The table's flow rules (not game rules): whose view the table shows, when a hand-off screen is needed, and
// when priority is passed automatically for a player (Arena-like stops). Pure functions over engine state; the
// session statechart (stores/session/sessionMachine.ts) turns their answers into transitions.
//
// Hand-off rule (explained to players on the Settings screen):
//  - The table only ever shows ONE player's view (viewFor). Whenever the player who must act is not the player
//    whose view is showing, a hand-off screen covers the table: otherwise the next player would see the previous
//    player's hand.
//  - 'ask' (default): like 'hidden-info', and when another player may only respond to a spell or ability, the
//    table first asks them "respond?" on the same screen, showing no hand; the cover comes up only if they respond.
//    A defending player declares blockers on the same screen too (CR 509.1: the choice reads only the battlefield,
//    public information), and may ask for the cover first to see their hand. So does any player whose decision needs
//    no hidden card (`decidesInPublic`: attackers, the order of blockers, a target or a "may" about public objects,
//    a colour): the cover comes up only for a decision that reads the player's hidden zones (a mulligan, a discard,
//    a search, a face-down card looked at). A player asked "respond?" may also answer right there with what needs no
//    hidden card (an ability of a permanent); a card from their hand needs the cover. Once a player other than the
//    one seated has acted at the screen, the seated player's hand comes back only through their own cover: until they
//    lift it, they go on on the public view with it face down (the veil, stores/session/sessionMachine.ts).
//  - 'hidden-info': priority is passed automatically for a player who has no stop at the current step while the
//    stack is empty, and for the controller of the top of the stack (Arena's "resolve my own spell").
//  - 'every-priority': no automatic passes (except an explicit "pass until…"): every change of the player with
//    priority is a hand-off.
//  - `skipUnanswerable` (default on): a player who can do nothing but pass is passed for, at a stop or on another
//    player's spell: no card in hand and no untapped permanent with an activated ability (public), or nothing the
//    engine lists as legal for them from their own view (no castable spell, no usable ability). Like Arena's smart
//    pass, the table never stops a player, nor asks them "respond?", when they have no choice to make.
//  - Hold priority: right after a player's own action taken with Ctrl (or ⌘) held, the table doesn't pass for them,
//    so they may add a second spell or answer their own trigger (CR 117.3c).
//  - A variant's public steps (its manifest's `stops.public`, Combat Rules' abilities and fights): the active player
//    acts on the public view when another player sits at the screen, and the others answer on the same screen
//    (before the step's turn-based action, a fight, MCR-8); a set spell is revealed there by its slot, face down
//    until cast, so a turn's combat needs no cover.
//  - After an opponent's spell or ability resolves, the table never passes for a player who could still respond
//    (CR 117.3b gives the active player priority again), and the 'opponentResolves' stop stops there always.
// Hidden simultaneous choices (mulligans) are answered one player at a time: the acting player is the first
// one still deciding in seat order from the one already shown.
import {
  abilitiesOf,
  actingPlayers,
  HIDDEN_CARD,
  legalActions,
  pendingFor,
  variantById,
  viewFor,
  waitingFor,
} from '@shared/engine'
import type { GameState, ObjId, PlayerIndex, StackItem } from '@shared/engine'
import { playable } from '@shared/computer/sim'

export type HandOffMode = 'every-priority' | 'hidden-info' | 'ask'

/** Steps at which a player stops to act, on their own turn and on other players' turns. */
export interface Stops {
  own: string[]
  others: string[]
}

/** The stop "when an opponent's spell or ability resolves" (kept with the step stops in Settings). */
export const OPPONENT_RESOLVES = 'opponentResolves'

/** Used when the settings have none (the Settings screen's stops, DEFAULT_SETTINGS.stops, apply to your own turns). */
export const FALLBACK_STOPS: Stops = { own: ['precombatMain', 'postcombatMain'], others: [] }

/** "Pass until…": until the end of this turn, until my next turn, or until something happens (a spell, a decision). */
export type PassUntilMode = 'endOfTurn' | 'myTurn' | 'event'
export interface PassUntil {
  mode: PassUntilMode
  /** The turn it was set on. */
  turn: number
}

/** Flow settings for one game. */
export interface FlowOptions {
  mode: HandOffMode
  skipUnanswerable: boolean
  /** The player holds priority after their own action (Ctrl-click): no automatic pass for their own spell. */
  hold?: boolean
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
  // 'myTurn', and 'event' (which also ends when a spell of another player or a decision comes: see passUntilEnds):
  // both end when the player's next turn begins.
  return state.active !== player || state.turn === until.turn
}

/** Does something end `player`'s "pass until…" now? */
export function passUntilEnds(state: GameState, player: PlayerIndex, until: PassUntil | null | undefined): boolean {
  if (!until) return false
  if (!passUntilHolds(state, player, until)) return true
  const top = state.stack[state.stack.length - 1]
  return (
    until.mode === 'event' && (state.pending.some((d) => d.player === player) || (!!top && top.controller !== player))
  )
}

/**
 * Could `player` respond at all, from what everyone can see: a card in hand, or an untapped permanent with an
 * activated ability (CR 602) or a loyalty ability. Mana abilities alone are no response.
 */
export function couldRespond(state: GameState, player: PlayerIndex): boolean {
  if (state.players[player].zones.hand.length > 0) return true
  return state.battlefield.some((id) => {
    const obj = state.objects[id]
    if (!obj || obj.controller !== player || obj.tapped) return false
    const abilities = abilitiesOf(state, obj)
    return (abilities?.activated.length ?? 0) > 0
  })
}

/**
 * Can `player`, who has priority, do anything but pass? Asked of the engine (its legal actions) from the player's
 * own view only: a castable spell, a land to play, a usable ability, a variant's action (a fight, a reveal).
 */
export function canAct(state: GameState, player: PlayerIndex): boolean {
  if (state.phase !== 'turn' || state.pending.length > 0 || state.priority !== player) return true
  try {
    const view = playable(viewFor(state, player), 1)
    return legalActions(view, player).some((a) => a.type !== 'pass' && a.type !== 'concede')
  } catch {
    return true // a view the engine can't read through: stop, as before
  }
}

/** Stack items that left the stack between two states (resolved, countered): their controllers. */
export function resolvedBetween(before: GameState | null, after: GameState): StackItem[] {
  if (!before) return []
  const still = new Set(after.stack.map((i) => i.id))
  return before.stack.filter((i) => !still.has(i.id))
}

/** Should the table pass priority for `player` without asking? (Never during a decision.) */
export function shouldAutoPass(
  state: GameState,
  player: PlayerIndex,
  options: FlowOptions,
  stops: Stops,
  until: PassUntil | null | undefined,
  resolved: StackItem[] = [],
): boolean {
  if (state.phase !== 'turn' || state.pending.length > 0 || state.priority !== player) return false
  const top = state.stack[state.stack.length - 1]
  // Asked lazily: the engine's list of legal actions is only needed where the table would stop.
  const unanswerable = () =>
    options.skipUnanswerable &&
    options.mode !== 'every-priority' &&
    (!couldRespond(state, player) || !canAct(state, player))
  // Something to answer: a spell or ability of another player stops every player who could answer it.
  if (top && top.controller !== player) return unanswerable()
  // Something just changed: an opponent's spell or ability resolved (CR 117.3b, 608.2).
  if (resolved.some((item) => item.controller !== player)) {
    if (stops.own.includes(OPPONENT_RESOLVES) || stops.others.includes(OPPONENT_RESOLVES)) return false
    if (top && !unanswerable()) return false
  }
  if (passUntilHolds(state, player, until)) return true
  if (options.mode === 'every-priority') return false
  if (top) return !options.hold // my own spell or ability: let it resolve, unless I hold priority (CR 117.3c)
  const list = state.active === player ? stops.own : stops.others
  return !list.includes(state.step) || unanswerable()
}

/** Is the engine waiting for `actor` to declare blockers (CR 509.1)? Blocks read only the battlefield. */
export function declaresBlockers(state: GameState, actor: PlayerIndex): boolean {
  const w = waitingFor(state)
  return w.kind === 'decision' && w.player === actor && w.pending.kind === 'declareBlockers'
}

/**
 * Does the actor only get the chance to respond to another player's spell or ability (so the table may ask
 * "respond?" on the same screen before handing over)?
 */
export function onlyResponding(state: GameState, actor: PlayerIndex, publicSteps: readonly string[] = []): boolean {
  if (state.phase !== 'turn' || state.pending.length > 0 || state.priority !== actor) return false
  const top = state.stack[state.stack.length - 1]
  // In a public step, a player other than the active one only answers: before its turn-based action (MCR-8), and on
  // the stack, their own spell on top too (the public view serves them there).
  if (actor !== state.active && publicSteps.includes(state.step)) return true
  return !!top && top.controller !== actor
}

/** Does the active player act in a public step (so they may act on the public view), the stack empty or their own
 *  spell on top? */
export function actsInPublic(state: GameState, actor: PlayerIndex, publicSteps: readonly string[]): boolean {
  if (state.phase !== 'turn' || state.pending.length > 0 || state.priority !== actor) return false
  return actor === state.active && publicSteps.includes(state.step)
}

/** Decisions about the battlefield alone (attackers CR 508.1, blockers CR 509.1, dividing combat damage CR 510.1c). */
const BATTLEFIELD_DECISIONS = new Set(['declareAttackers', 'declareBlockers', 'assignDamage'])
/** Decisions that read the player's own hidden zones without naming a card: keeping a hand (CR 103.5), and
 *  resolving by hand (its tools reach the hand and library). A variant names its own (Variant.hiddenDecisions). */
const READS_HIDDEN_ZONES = new Set(['mulligan', 'manual'])

/** Does a value (a decision, an action) name an object by its id for which `hidden` holds? */
function names(value: unknown, hidden: (id: ObjId) => boolean): boolean {
  if (typeof value === 'string') return hidden(value)
  if (Array.isArray(value)) return value.some((v) => names(v, hidden))
  if (value && typeof value === 'object') return Object.values(value).some((v) => names(v, hidden))
  return false
}

/**
 * Does `player`'s pending decision need a zone hidden from the other players (so only a cover may show it)? Computed
 * from the decision itself, for every variant: it does when the decision or one of its legal answers (the engine's)
 * names a card the public view hides (in a hand or library, face down, looked at), or when it reads the hidden
 * zones as a whole (a mulligan; a variant's `hiddenDecisions`). A decision the engine lists no answer for is left to
 * the seat.
 */
export function decisionNeedsHidden(state: GameState, player: PlayerIndex): boolean {
  const d = pendingFor(state, player)
  if (!d || READS_HIDDEN_ZONES.has(d.kind) || variantById(state.variant).hiddenDecisions?.includes(d.kind)) return true
  try {
    const pub = viewFor(state, 'spectator')
    const hidden = (id: ObjId) => id in state.objects && (!pub.objects[id] || pub.objects[id].def === HIDDEN_CARD)
    if (names(d, hidden)) return true
    if (BATTLEFIELD_DECISIONS.has(d.kind)) return false
    const answers = legalActions(state, player).filter(
      (a) => a.player === player && a.type !== 'pass' && a.type !== 'concede' && a.type !== 'manual',
    )
    return answers.length === 0 || answers.some((a) => names(a, hidden))
  } catch {
    return true // a decision the engine can't read through: the seat, as before
  }
}

/** Does the engine wait for `actor`'s decision (other than blockers, asked as such), one that needs no hidden card,
 *  so it may be made on the public view? */
export function decidesInPublic(state: GameState, actor: PlayerIndex): boolean {
  const w = waitingFor(state)
  return (
    w.kind === 'decision' &&
    w.player === actor &&
    w.pending.kind !== 'declareBlockers' &&
    !w.pending.simultaneous &&
    !decisionNeedsHidden(state, actor)
  )
}
