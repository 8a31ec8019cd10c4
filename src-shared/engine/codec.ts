// The engine's side of saved games (src-shared/saves/codec.ts is the seam, ../saves/FORMAT.md the format).
// A save holds what createGame needs to rebuild the game's start (variant, options, seed, cards, the players' decks
// and the starting player) or, for a game that began from a prepared position, that position (`initial`); the log
// is replayed from there through applyAction, so a loaded game is exactly the game that was played.
// Snapshots and `initial` are written compactly: the engine state without its card table, which is the save's `cards`.
// The variants must be registered before use (import '@shared/variants'): this module does not import them, to
// keep the engine free of an import cycle.
import { fnv1a } from './hash'
import type { CardDefinition } from '../cards/model'
import type { GameCodec, ReplayOptions, ReplayResult, ReplayStepper } from '../saves/codec'
import type { GameStatus, SaveAction, SaveDocument, SavePlayer } from '../saves/format'
import type { Action, GameState } from './types'
import type { NewGame, PlayerSetup } from './game'
import { actingPlayers, applyAction, checkAction, createGame, reduce } from './game'
import { findVariant } from './registry'
import { chartPathFor } from './turnChart'
import { settleCardText, settleWithin } from './textPins'
import { withoutFactsThatPredate } from './recordedFacts'

/** An engine state without its card table, as saves hold it. */
export type CompactState = Omit<GameState, 'cards'>

/** The state as a save writes it: everything but `cards` (the save's own `cards` list holds them). */
export function compactState(state: GameState): CompactState {
  const { cards: _cards, ...rest } = state
  return rest
}

function cardTable(cards: CardDefinition[] | Record<string, CardDefinition>): Record<string, CardDefinition> {
  return Array.isArray(cards) ? Object.fromEntries(cards.map((c) => [c.id, c])) : { ...cards }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A compact (or full) state from a file → an engine state, with the card table from `cards`. Throws when it is
 *  not an engine state at all. */
export function expandState(compact: unknown, cards: CardDefinition[] | Record<string, CardDefinition>): GameState {
  if (!isObject(compact) || compact.format !== 'hearthside-game')
    throw new Error('the saved position is not a Hearthside game state')
  if (!Array.isArray(compact.players) || !isObject(compact.objects))
    throw new Error('the saved position has no players or no cards')
  const state = migrateState(compact)
  if (isObject(state.cards)) return state as unknown as GameState
  return { ...(state as unknown as CompactState), cards: cardTable(cards) }
}

/**
 * A state saved before the statechart ran the game gains its chart state, computed from its stage and step, and
 * loses the flag the chart replaced (`stepBegun`: a settled state's step had always begun). Other states are
 * returned as they are.
 */
export function migrateState<T extends Record<string, unknown>>(state: T): T {
  if (typeof state.chart === 'string') return state
  const variant = typeof state.variant === 'string' ? findVariant(state.variant) : undefined
  if (!variant) return state
  const { stepBegun: _stepBegun, ...rest } = state
  return { ...rest, chart: chartPathFor(variant.chart, state as unknown as GameState) } as unknown as T
}

/** JSON seeds may be text (older saves): a string seed is hashed (FNV-1a) to the engine's 32-bit number. */
export function seedNumber(seed: number | string): number {
  return typeof seed === 'number' ? seed : fnv1a(seed)
}

/** How a game began, in the terms saveInputFromGame (./saveFromGame.ts) takes: to keep saving a resumed game. */
export interface GameOrigin {
  /** The createGame parameters (a game set up normally). */
  setup?: NewGame
  /** The position the log starts from (a game that began from a prepared position). */
  initialState?: GameState
  /** Seat colours and deck names, for the save list. */
  players: { color?: string; deckName?: string }[]
}

/** The createGame parameters a save holds, or null when it holds a prepared position instead (or neither). */
export function setupOf(save: SaveDocument): NewGame | null {
  if (!save.players.every((p) => Array.isArray(p.deck))) return null
  return {
    variant: save.variant,
    options: save.options,
    seed: seedNumber(save.seed),
    cards: save.cards,
    ...(save.start !== undefined && { start: save.start }),
    players: save.players.map((p: SavePlayer): PlayerSetup => ({
      name: p.name,
      deck: p.deck!,
      ...(p.sideboard && { sideboard: p.sideboard }),
      ...(p.setup && { extra: p.setup }),
    })),
  }
}

export function gameOrigin(save: SaveDocument): GameOrigin {
  const players = save.players.map((p) => ({
    ...(p.color !== undefined && { color: p.color }),
    ...(p.deckName !== undefined && { deckName: p.deckName }),
  }))
  if (save.initial !== undefined && save.initial !== null)
    return { initialState: expandState(save.initial, save.cards), players }
  const setup = setupOf(save)
  return setup ? { setup, players } : { players }
}

/** The state before the log's first action: the saved prepared position, or a new game from the saved setup. */
export function initialStateOf(save: SaveDocument): GameState {
  if (save.initial !== undefined && save.initial !== null) return expandState(save.initial, save.cards)
  const setup = setupOf(save)
  if (!setup)
    throw new Error("the save holds neither the players' decks nor a starting position, so its log cannot be replayed")
  return createGame(setup)
}

/** One logged action applied with the engine's checks; a rejected one is an error naming it. */
export function applyLogged(
  state: GameState,
  action: SaveAction,
  index: number,
): { state: GameState; lines: string[] } {
  const result = applyAction(state, action as unknown as Action)
  if (!result.ok) {
    const who = state.players[action.player]?.name ?? `player ${action.player}`
    throw new Error(`action ${index + 1} of the log (${action.type} by ${who}) is not legal: ${result.reason}`)
  }
  return { state: result.state, lines: result.lines }
}

/** Replays a save's whole log: the final state and the log lines of each action. Throws when it does not replay. */
export function replaySave(played: SaveDocument): { state: GameState; lines: string[][] } {
  return replaySettled(settleCardText(played))
}

function replaySettled(save: SaveDocument): { state: GameState; lines: string[][] } {
  let state = initialStateOf(save)
  const lines: string[][] = []
  save.log.forEach((action, i) => {
    const r = applyLogged(state, action, i)
    state = r.state
    lines.push(r.lines)
  })
  return { state, lines }
}

/** Every position of a replay, for the replay viewer: states[k] is the state after k actions. */
export interface ReplayTimeline {
  states: GameState[]
  /** lines[k] are the log lines of action k (which leads from states[k] to states[k + 1]). */
  lines: string[][]
  /** The positions k at which a turn begins (0 first). */
  turnStarts: number[]
  /** Set when the log stops replaying: the states end before that action. */
  error: { index: number; reason: string } | null
}

export function replayTimeline(played: SaveDocument): ReplayTimeline {
  const save = settleCardText(played)
  const states = [initialStateOf(save)]
  const lines: string[][] = []
  const turnStarts = [0]
  let error: ReplayTimeline['error'] = null
  for (let i = 0; i < save.log.length; i++) {
    const before = states[i]
    try {
      const r = applyLogged(before, save.log[i], i)
      states.push(r.state)
      lines.push(r.lines)
      if (r.state.turn !== before.turn) turnStarts.push(i + 1)
    } catch (e) {
      error = { index: i, reason: e instanceof Error ? e.message : String(e) }
      break
    }
  }
  return { states, lines, turnStarts, error }
}

// ---- comparison ----

/** Equality of JSON-like data as a file would hold it: keys whose value is undefined count as absent, an undefined
 *  array element and a non-finite number equal the null JSON writes for them. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a === 'number' && !Number.isFinite(a))
    return b === null || (typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b))
  if (typeof b === 'number' && !Number.isFinite(b)) return a === null
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    // JSON writes an undefined array element as null.
    for (let i = 0; i < a.length; i++)
      if (!sameJson(a[i] === undefined ? null : a[i], b[i] === undefined ? null : b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  let count = 0
  for (const key in x) {
    if (x[key] === undefined) continue
    count++
    if (!Object.prototype.hasOwnProperty.call(y, key) || !sameJson(x[key], y[key])) return false
  }
  for (const key in y) if (y[key] !== undefined) count--
  return count === 0
}

// ---- the list's summary ----

export function summarizeState(state: GameState): GameStatus {
  if (!state || !Array.isArray(state.players)) throw new Error('not a game state')
  const names = state.players.map((p, i) => p.name || `Player ${i + 1}`)
  const lives = state.players.map((p, i) => `${names[i]} ${p.lost ? 'out' : `${p.life} life`}`).join(', ')
  let head: string
  if (state.winner === 'draw') head = 'Draw'
  else if (typeof state.winner === 'number') head = `${names[state.winner] ?? `Player ${state.winner + 1}`} won`
  else if (state.phase === 'setup') head = 'Setting up'
  else head = `Turn ${state.turn}`
  const summary =
    state.phase === 'ended' && state.turn > 0 ? `${head} · turn ${state.turn} · ${lives}` : `${head} · ${lives}`
  return {
    turn: Number.isInteger(state.turn) && state.turn >= 0 ? state.turn : 0,
    round: Number.isInteger(state.round) && state.round >= 0 ? state.round : null,
    activePlayer: Number.isInteger(state.active) && state.active >= 0 ? state.active : 0,
    winner: state.winner ?? null,
    summary: summary.slice(0, 200),
  }
}

// ---- the codec and the stepper ----

/** How often a replay tells its progress, in actions. */
const PROGRESS_EVERY = 250

/** The state the log reaches through the reducer when it is exactly the saved snapshot; else null. */
export function fastReplay(save: SaveDocument, onProgress?: ReplayOptions['onProgress']): GameState | null {
  if (!isObject(save.snapshot)) return null
  const fast = replayUnchecked(save, onProgress)
  return fast && engineCodec.equalsSnapshot(fast, save.snapshot) ? fast : null
}

/** The log applied through the engine's reducer, checking only who acts (the full checks of an action are made
 *  only when its player isn't one the game waits for): the state, or null when it breaks. A log edited to name
 *  another player (a pass by the wrong seat, a seat that doesn't exist) may reach the same position, so the player
 *  is always checked (CR 117.3: only the player with priority acts). */
function replayUnchecked(save: SaveDocument, onProgress?: ReplayOptions['onProgress']): GameState | null {
  try {
    let state = initialStateOf(save)
    const total = save.log.length
    for (let i = 0; i < total; i++) {
      const action = save.log[i]
      if (!mayAct(state, action)) return null
      state = reduce(state, action as unknown as Action).state
      if (onProgress && (i + 1) % PROGRESS_EVERY === 0) onProgress(i + 1, total)
    }
    return state
  } catch {
    return null
  }
}

/** Whether a logged action's player may take it now: one the game waits for, else only what the full check allows
 *  (conceding, a manual tool while resolving by hand). */
export function mayAct(state: GameState, action: SaveAction): boolean {
  if (!isObject(action) || typeof action.type !== 'string' || !Number.isInteger(action.player)) return false
  const player = state.players[action.player]
  if (state.phase === 'ended' || !player || player.lost) return false
  if (actingPlayers(state).includes(action.player)) return true
  return checkAction(state, action as unknown as Action) === null
}

export const engineCodec: GameCodec<GameState> = {
  replay(played: SaveDocument, options: ReplayOptions = {}): ReplayResult<GameState> {
    // Fast path (load time): a log that reproduces the saved snapshot exactly through the reducer
    // is the game that was played, each action having been checked when it was played. Anything else is settled
    // (the card text it was played with) and replayed with every action checked, so a log that does not replay
    // names its first illegal action.
    const fast = fastReplay(played, options.onProgress)
    if (fast) return { state: fast, warnings: [] }
    const { save, divergence, spent } = settleWithin(played)
    const cards = save !== played ? { cards: save.cards } : {}
    const settled = save !== played ? fastReplay(save) : null
    if (settled) return { state: settled, warnings: [], ...cards }
    const warnings = spent
      ? [
          'The card text this game was played with could not be settled within the time allowed; its log was replayed as it is.',
        ]
      : []
    // The checked replay of settling already found where the log stops, or the position it reaches.
    if (divergence && save === played) {
      if (divergence.reason !== null || !divergence.state)
        throw new Error(divergence.reason ?? 'the log does not replay')
      return { state: divergence.state, warnings }
    }
    return { state: replaySettled(save).state, warnings, ...cards }
  },
  equalsSnapshot(replayed: GameState, snapshot: unknown): boolean {
    if (!isObject(snapshot)) return false
    const saved = migrateState(snapshot)
    // A compact snapshot has no card table: the replayed game's came from the save's `cards`.
    // Facts the engine records today that the snapshot predates are no difference (engine/recordedFacts.ts).
    return isObject(saved.cards)
      ? sameJson(withoutFactsThatPredate(replayed, saved), saved)
      : sameJson(withoutFactsThatPredate(compactState(replayed), saved), saved)
  },
  summarize(state: GameState): GameStatus {
    return summarizeState(state)
  },
  fromSnapshot(snapshot: unknown, save: SaveDocument): GameState {
    return expandState(snapshot, save.cards)
  },
}

export const engineStepper: ReplayStepper<GameState> = {
  start: initialStateOf,
  apply(state: GameState, action: SaveAction): GameState {
    return applyLogged(state, action, state.actionCount).state
  },
  turnStarts(save: SaveDocument): number[] {
    return replayTimeline(save).turnStarts
  },
}
