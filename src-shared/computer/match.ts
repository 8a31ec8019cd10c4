// Matches between computer players (and the random player): the `hearth match` command and the benchmarks.
import type { CardDefinition } from '../cards/model'
import type { Action, GameState, PlayerIndex, PlayerSetup } from '../engine'
import { actingPlayers, applyAction, checkInvariants, createGame, legalActions, Random } from '../engine'
import { computerAction } from './index'
import type { Level } from './types'

export type Seat = Level | 'random'

export interface MatchDeck {
  main: string[]
  sideboard?: string[]
  hero?: string
  cards: CardDefinition[]
}

export interface GameResult {
  /** The winning seat (not the player index: seats alternate their starting order), 'draw', or null (unfinished). */
  winner: number | 'draw' | null
  turns: number
  actions: number
  decisionMs: number[]
  /** Unfinished before the turn cap: nobody could act, or the action or permanent cap was reached (a stall). */
  stalled: boolean
}

export interface MatchOptions {
  variant: string
  seats: Seat[]
  decks: MatchDeck[][]
  seed: number
  maxTurns?: number
  /** Check the engine's and the variant's invariants after every action (tests). */
  invariants?: boolean
  onAction?: (state: GameState, action: Action) => void
  /** Each computer decision's time, by seat. */
  onDecision?: (seat: number, ms: number) => void
  /** Hard's wall-clock safety net (default none: the strength measured is the search's, not the load's). */
  timeCapMs?: number
  /** The runaway cap (default MAX_PERMANENTS). */
  maxPermanents?: number
}

/** Permanents on the battlefield past which a game is a runaway and stops unfinished (a stall). */
export const MAX_PERMANENTS = 1000

/** One game: seat k plays as player (k + game) mod n, so the starting order alternates from game to game. */
export function playGame(opts: MatchOptions, game: number): GameResult {
  const n = opts.seats.length
  const maxTurns = opts.maxTurns ?? 100
  const most = opts.maxPermanents ?? MAX_PERMANENTS
  const seatOf = (player: PlayerIndex) => (player - (game % n) + n) % n
  const players: PlayerSetup[] = []
  const cards: CardDefinition[] = []
  for (let p = 0; p < n; p++) {
    const seat = seatOf(p)
    const options = opts.decks[seat]
    const d = options[Math.floor(game / n) % options.length]
    cards.push(...d.cards)
    players.push({
      name: `Seat ${seat + 1} (${opts.seats[seat]})`,
      deck: d.main,
      sideboard: d.sideboard ?? [],
      ...(d.hero ? { extra: { hero: d.hero } } : {}),
    })
  }
  const seed = opts.seed * 1000 + game
  let s: GameState = createGame({ variant: opts.variant, seed, cards, players, start: 0 })
  const rng = Random.fromSeed(seed + 7)
  const decisionMs: number[] = []
  let actions = 0
  // A battlefield past MAX_PERMANENTS is a runaway (a token maker doubling its goblins turn after turn against a
  // player who never attacks): the game stops there unfinished, as at the action cap, before each listing of
  // declarations grows past what a game can afford.
  while (s.phase !== 'ended' && s.turn <= maxTurns && actions < 20000 && s.battlefield.length <= most) {
    const acting = actingPlayers(s)
    if (!acting.length) break
    const player = acting[0]
    const level = opts.seats[seatOf(player)]
    let action: Action
    if (level === 'random') {
      action = randomFor(s, player, rng)
    } else {
      const d = computerAction(s, player, { level, seed: seed + player, timeCapMs: opts.timeCapMs })
      decisionMs.push(d.ms)
      opts.onDecision?.(seatOf(player), d.ms)
      action = d.action
    }
    let r = applyAction(s, action)
    if (!r.ok && level === 'random') {
      // The engine listed an action it then refused: the random player takes the next legal one that holds.
      for (const other of legalActions(s, player)) {
        r = applyAction(s, other)
        if (r.ok) {
          action = other
          break
        }
      }
    }
    if (!r.ok)
      throw new Error(
        `game ${game}: ${opts.seats[seatOf(action.player)]} chose an illegal action ${JSON.stringify(action)}: ${r.reason}`,
      )
    s = r.state
    actions++
    opts.onAction?.(s, action)
    if (opts.invariants) {
      const problems = checkInvariants(s)
      if (problems.length) throw new Error(`game ${game} after ${JSON.stringify(action)}: ${problems.join('; ')}`)
    }
  }
  const winner = s.phase === 'ended' ? (s.winner === 'draw' || s.winner === null ? 'draw' : seatOf(s.winner)) : null
  const stalled = s.phase !== 'ended' && s.turn <= maxTurns
  return { winner, turns: s.turn, actions, decisionMs, stalled }
}

/** The random player for one seat: uniformly among its legal actions (the engine's randomAction picks the acting
 *  player at random too, and prefers passing less). */
function randomFor(s: GameState, player: PlayerIndex, rng: Random): Action {
  const actions = legalActions(s, player)
  return actions.length ? rng.pick(actions) : { type: 'concede', player }
}

export interface MatchSummary {
  games: number
  wins: number[]
  draws: number
  unfinished: number
  turns: { mean: number; max: number }
  decisionMs: { p50: number; p95: number; max: number }
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d

export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

export function playMatch(opts: MatchOptions, games: number, onGame?: (played: number) => void): MatchSummary {
  const wins = opts.seats.map(() => 0)
  let draws = 0
  let unfinished = 0
  let turns = 0
  let maxTurns = 0
  const ms: number[] = []
  for (let g = 0; g < games; g++) {
    const r = playGame(opts, g)
    if (r.winner === null) unfinished++
    else if (r.winner === 'draw') draws++
    else wins[r.winner]++
    turns += r.turns
    maxTurns = Math.max(maxTurns, r.turns)
    for (const x of r.decisionMs) ms.push(x)
    onGame?.(g + 1)
  }
  ms.sort((a, b) => a - b)
  return {
    games,
    wins,
    draws,
    unfinished,
    turns: { mean: round(games ? turns / games : 0), max: maxTurns },
    decisionMs: { p50: round(quantile(ms, 0.5)), p95: round(quantile(ms, 0.95)), max: round(ms[ms.length - 1] ?? 0) },
  }
}
