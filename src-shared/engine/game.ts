// The core API: create a game, check and apply actions, who must act, legal actions.
import type { CardDefinition } from '../cards/model'
import type { ActionHandler, Variant } from './variant'
import type { Action, ApplyResult, GameEvent, GameState, ObjId, PlayerIndex, Waiting } from './types'
import { markSettled, Tx } from './tx'
import { seedRng } from './rng'
import { variantById } from './registry'
import { CORE_ACTIONS, whyNoPriority } from './actions'
import { advance, beginSetup } from './flow'
import { enterChartAt } from './turnChart'
import { setStartingPlayer, UNDECIDED_START } from './setup'
import { rememberCleanCheck } from './sba'
import { createObject, shuffleLibrary } from './zones'
import { playerName } from './query'

export interface PlayerSetup {
  name: string
  /** Card definition ids (keys of `cards`), one per card, in any order: the library is shuffled. */
  deck: string[]
  sideboard?: string[]
  /** Variant data for the player (e.g. a designated Heroic hero). */
  extra?: Record<string, unknown>
}

export interface NewGame {
  variant: Variant | string
  options?: Record<string, unknown>
  players: PlayerSetup[]
  /** Every card definition the decks use, by id. */
  cards: Record<string, CardDefinition> | CardDefinition[]
  seed: number
  /** The starting player; omitted: chosen at random from the seed (CR 103.1). */
  start?: PlayerIndex
  /** Skip setup and build the state yourself (scenarios with a prepared position): no shuffle, no setup steps. */
  skipSetup?: boolean
}

/** Option values with the variant's defaults filled in. */
export function resolveOptions(variant: Variant, options: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const def of variant.options) out[def.id] = def.default
  return { ...out, ...options }
}

/** Creates a game: zones built, libraries shuffled, the starting player chosen, setup begun (CR 103). */
export function createGame(params: NewGame): GameState {
  const variant = typeof params.variant === 'string' ? variantById(params.variant) : params.variant
  const n = params.players.length
  if (n < variant.players.min || n > variant.players.max) {
    throw new Error(`${variant.name} is played by ${variant.players.min}–${variant.players.max} players, not ${n}`)
  }
  const cards: Record<string, CardDefinition> = Array.isArray(params.cards)
    ? Object.fromEntries(params.cards.map((c) => [c.id, c]))
    : { ...params.cards }
  const zones = (): Record<string, ObjId[]> => {
    const z: Record<string, ObjId[]> = { library: [], hand: [], graveyard: [], exile: [], command: [], outside: [] }
    for (const extra of variant.playerZones) z[extra] = []
    return z
  }
  const base: GameState = {
    format: 'hearthside-game',
    version: 1,
    variant: variant.id,
    options: resolveOptions(variant, params.options),
    seed: params.seed,
    rng: seedRng(params.seed),
    cards,
    objects: {},
    nextId: 1,
    players: params.players.map((p) => ({
      name: p.name,
      life: variant.life,
      poison: 0,
      lost: false,
      landsPlayed: 0,
      manaPool: [],
      mulligans: 0,
      zones: zones(),
      extra: { ...(p.extra ?? {}) },
    })),
    battlefield: [],
    stack: [],
    shared: Object.fromEntries(variant.sharedZones.map((z) => [z, [] as ObjId[]])),
    phase: 'setup',
    step: variant.chart.setupSteps[0]?.name ?? 'untap',
    turn: 0,
    round: 0,
    active: 0,
    starting: 0,
    priority: null,
    chart: variant.chart.initialPath,
    passes: 0,
    pending: [],
    combat: null,
    winner: null,
    extra: {},
    entered: [],
    triggered: [],
    actionCount: 0,
  }
  const tx = new Tx(base, variant)
  params.players.forEach((p, i) => {
    for (const def of p.deck) {
      if (!cards[def]) throw new Error(`${p.name}'s deck uses card "${def}", which is not in the game's card table`)
      createObject(tx, def, i, 'library')
    }
    for (const def of p.sideboard ?? []) {
      if (!cards[def])
        throw new Error(`${p.name}'s sideboard uses card "${def}", which is not in the game's card table`)
      createObject(tx, def, i, 'outside')
    }
  })
  if (params.skipSetup) return tx.s
  for (let i = 0; i < n; i++) shuffleLibrary(tx, i)
  // CR 103.1: the starting player is chosen (here by the seeded generator when not given), now or, when the
  // variant defers it, by a setup step (decideStartingPlayer).
  const start = params.start
  if (start !== undefined && (!Number.isInteger(start) || start < 0 || start >= n))
    throw new Error(`start must be a player index from 0 to ${n - 1}`)
  if (variant.startingPlayer === 'setup') tx.gameExtra()[UNDECIDED_START] = start ?? null
  else setStartingPlayer(tx, start)
  variant.hooks.create?.(tx)
  beginSetup(tx)
  advance(tx)
  return tx.s
}

/** The handler for an action type: the variant's own, else the core one. */
export function handlerFor(variant: Variant, type: string): ActionHandler | undefined {
  // Own properties only: "constructor" or "__proto__" is an unknown action, not Object.prototype's.
  if (Object.hasOwn(variant.actions, type)) return variant.actions[type]
  return Object.hasOwn(CORE_ACTIONS, type) ? CORE_ACTIONS[type] : undefined
}

/** Why `action` is not legal now (a reason a player understands), or null when it is. Changes nothing. */
export function checkAction(state: GameState, action: Action): string | null {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') return 'an action needs a "type"'
  if (state.phase === 'ended') return 'the game is over'
  if (!Number.isInteger(action.player) || !state.players[action.player])
    return `there is no player ${String(action.player)}`
  if (state.players[action.player].lost) return `${playerName(state, action.player)} has left the game`
  const variant = variantById(state.variant)
  const handler = handlerFor(variant, action.type)
  if (!handler) return `unknown action "${action.type}"`
  try {
    return handler.validate(state, action)
  } catch (error) {
    return `that action is malformed: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** Applies a legal action without checking it (the caller has checked it: replays, scenarios). */
export function reduce(state: GameState, action: Action): { state: GameState; events: GameEvent[]; lines: string[] } {
  const variant = variantById(state.variant)
  const tx = new Tx(state, variant)
  handlerFor(variant, action.type)!.apply(tx, action)
  advance(tx)
  tx.set('actionCount', state.actionCount + 1)
  markSettled(tx.s)
  rememberCleanCheck(tx)
  return { state: tx.s, events: tx.events, lines: tx.lines }
}

/** Checks and applies an action: the new state and what happened, or the reason it was rejected (nothing changed). */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const reason = checkAction(state, action)
  if (reason) return { ok: false, reason: capitalize(reason) }
  return { ok: true, ...reduce(state, action) }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Who the game waits for now. */
export function waitingFor(state: GameState): Waiting {
  if (state.phase === 'ended') return { kind: 'ended', player: null }
  const pending = state.pending[0]
  if (pending) return { kind: 'decision', player: pending.player, pending }
  return { kind: 'priority', player: state.priority ?? state.active }
}

/** Players who may act now (several during simultaneous hidden choices). */
export function actingPlayers(state: GameState): PlayerIndex[] {
  if (state.phase === 'ended') return []
  const first = state.pending[0]
  if (first?.simultaneous) return [...new Set(state.pending.filter((d) => d.simultaneous).map((d) => d.player))]
  if (first) return [first.player]
  return state.priority === null ? [] : [state.priority]
}

/**
 * The concrete legal actions for `player` now (random play, the UI's menus). Combinatorial choices (attackers,
 * blockers, discards) are represented by a few typical choices; the UI builds others and checks them with
 * `checkAction`. Concede and manual tools are always possible and not listed.
 */
export function legalActions(state: GameState, player: PlayerIndex): Action[] {
  if (state.phase === 'ended' || state.players[player]?.lost) return []
  const variant = variantById(state.variant)
  const out: Action[] = []
  const types = new Set([...Object.keys(CORE_ACTIONS), ...Object.keys(variant.actions)])
  for (const type of types) {
    const handler = handlerFor(variant, type)
    const list = handler?.enumerate?.(state, player) ?? []
    for (const a of list) out.push(a)
  }
  return out
}

export { whyNoPriority }

/**
 * Starts play at the beginning of a step (prepared positions, e.g. scenarios with `state`): before that step's
 * turn-based actions. Permanents already on the battlefield don't trigger "enters the battlefield" abilities.
 */
const COMBAT_AFTER_ATTACKERS = ['declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat']

export function startAtStep(
  state: GameState,
  at: { turn: number; active: PlayerIndex; step: string; round?: number; starting?: PlayerIndex },
): GameState {
  const variant = variantById(state.variant)
  const steps = variant.chart.turnSteps
  if (!steps.some((s) => s.name === at.step)) {
    throw new Error(`unknown step "${at.step}": expected one of ${steps.map((s) => s.name).join(', ')}`)
  }
  const tx = new Tx(state, variant)
  tx.set('phase', 'turn')
  tx.set('turn', at.turn)
  tx.set('active', at.active)
  tx.set(
    'starting',
    at.starting ?? (state.players.length + at.active - ((at.turn - 1) % state.players.length)) % state.players.length,
  )
  tx.set('round', at.round ?? Math.floor((at.turn - 1) / state.players.length) + 1)
  tx.set('step', at.step)
  tx.set('priority', null)
  tx.set('passes', 0)
  tx.set('pending', [])
  tx.set('entered', [])
  // Started after attackers would have been declared, the combat has none (CR 508.8): nothing attacks.
  if (COMBAT_AFTER_ATTACKERS.includes(at.step) && !tx.s.combat)
    tx.set('combat', { attackers: [], blockers: [], toBlock: [], struckFirst: [], firstStrike: false, declared: false })
  enterChartAt(tx, variant.chart, at.step) // the step's turn-based actions (its entry actions in the chart)
  advance(tx)
  return tx.s
}
