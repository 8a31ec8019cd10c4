// Rollouts: both sides play on with Normal's own policy (scored quickly) on a determinised copy.
import type { Action, GameState, PlayerIndex } from '../../engine/types'
import { actingPlayers, reduce } from '../../engine/game'
import { Random } from '../../engine/rng'
import { isCreature } from '../../engine/query'
import { computerListing } from '../listing'
import { CROWDED_BATTLEFIELD } from '../combat'
import { decideHeuristic } from '../policy'
import { tryApply } from '../sim'
import { work } from '../work'
import { seenByOthers } from './determinize'

export const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/** Both sides play Normal's policy until `untilTurn` ends (or the budget of decisions runs out). Given the computer's
 *  seat `me`, the others decide on what they can see (`seenByOthers`: its hand is hidden from them, CR 402.3). */
export function rollout(
  start: GameState,
  untilTurn: number,
  budget: { left: number; deadline: number },
  me?: PlayerIndex,
): GameState {
  let s = start
  const rng = new Random(1)
  for (let i = 0; i < 2000; i++) {
    if (s.phase === 'ended' || s.turn > untilTurn || budget.left <= 0) break
    if (now() > budget.deadline) break
    const acting = actingPlayers(s)
    if (!acting.length) break
    const p = acting[0]
    const legal = computerListing(s, p)
    if (!legal.length) break
    const seen = me === undefined || p === me ? s : seenByOthers(s, me)
    const action = decideHeuristic(seen, { me: p, level: 'normal', rng, legal, quick: true }).action
    budget.left -= decisionCost(s, p, legal)
    const next = action.type === 'pass' ? passed(s, action) : (tryApply(s, action) ?? passed(s, fallback(legal, p)))
    if (!next) break
    s = next
  }
  return s
}

/**
 * What one of Normal's decisions costs, counted in the candidates it plays forward: each legal action but passing,
 * and in Mental Magic each card in hand it may cast as a few others (MM-3).
 */
export function decisionCost(s: GameState, p: PlayerIndex, legal: Action[]): number {
  let cost = 1
  for (const a of legal) if (a.type !== 'pass' && a.type !== 'concede') cost++
  if (s.variant === 'mental' && s.priority === p && !s.pending.length) cost += 2 * s.players[p].zones.hand.length
  // Each candidate is played forward over the whole battlefield: a crowded one costs in proportion.
  let creatures = 0
  for (const id of s.battlefield) if (isCreature(s, s.objects[id])) creatures++
  return cost * Math.max(1, creatures / CROWDED_BATTLEFIELD)
}

export function fallback(legal: Action[], p: PlayerIndex): Action {
  for (const type of ['pass', 'done', 'keep']) {
    const a = legal.find((x) => x.type === type)
    if (a) return a
  }
  return legal[0] ?? { type: 'pass', player: p }
}

/** Passing priority is always legal for the player who has it: no check. */
export function passed(s: GameState, action: Action): GameState | null {
  work.simulated++
  try {
    return reduce(s, action).state
  } catch {
    return null
  }
}
