// A simple random player: picks among the legal actions (random play tests and benchmarks).
import type { Action, GameState } from './types'
import { Random } from './rng'
import { actingPlayers, legalActions } from './game'

export interface RandomPlayerOptions {
  /** Probability of passing when something else is possible (lower: busier games). */
  passBias?: number
}

export function randomAction(state: GameState, rng: Random, opts: RandomPlayerOptions = {}): Action | null {
  const players = actingPlayers(state)
  if (players.length === 0) return null
  const player = players[rng.int(players.length)]
  const actions = legalActions(state, player)
  if (actions.length === 0) return { type: 'concede', player }
  const passes = actions.filter((a) => a.type === 'pass')
  const others = actions.filter((a) => a.type !== 'pass')
  if (passes.length && (others.length === 0 || rng.next() < (opts.passBias ?? 0.5))) return passes[0]
  return rng.pick(others.length ? others : actions)
}
