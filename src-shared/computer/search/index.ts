// The Hard level: information-set Monte Carlo tree search (ismcts.ts) over Normal's complete ranking of its
// candidates, with Normal as the prior and the rollout policy. Forced moves and decisions with nothing to weigh are
// answered at once; combat and choices get more iterations. Counted in iterations (deterministic, seeded), with a
// wall-clock cap as a safety net only.
import type { Action, GameState } from '../../engine/types'
import { isCreature } from '../../engine/query'
import { CROWDED_BATTLEFIELD } from '../combat'
import type { Context } from '../policy'
import type { ComputerOptions } from '../types'
import { normalCandidates, richDecision } from './candidates'
import { ismcts, type SearchResult, type SearchSettings } from './ismcts'
import { now } from './rollout'

export interface HardTuning extends SearchSettings {
  /** Iterations for combat and choices (targets, modes, a spell cast several ways). */
  richIterations: number
  /** Root candidates searched for combat and choices (`arms` for the rest). */
  richArms: number
  /** More root candidates, up to this many in all, where Normal scores them within `close` of its best. */
  maxArms: number
  /** Normal's score points (evaluation) within which a candidate is a close rival of its best. */
  close: number
  /** Weighted simulated decisions a whole search may spend at most (iterations x perIteration, rich ones included). */
  budget: number
}

export const HARD: Readonly<HardTuning> = {
  iterations: 24,
  richIterations: 40,
  perIteration: 100,
  budget: 4000,
  depth: 3,
  horizon: 1,
  scale: 30,
  width: 12,
  arms: 4,
  richArms: 4,
  maxArms: 7,
  close: 3,
  maxSimulated: 6500,
  extend: 12,
  explore: 0.35,
  bias: 0.3,
  widenFrom: 2,
  innerWiden: 4,
  minVisits: 4,
  margin: 0.01,
  confidence: 1.5,
}

// The table's safety net, at 3x Hard's 2,000 ms budget: the table passes it so a person never waits longer. Without a
// cap (the scenario contract, match, ladder) the search ends by its count of iterations alone, so the same position
// and seed give the same choice however loaded the machine is.
export const HARD_CAP_MS = 6000

export function decideHard(s: GameState, ctx: Context, opts: ComputerOptions): { action: Action } {
  const r = searchHard(s, ctx, opts)
  return { action: r.action }
}

/** Hard's decision with its search (null when answered at once: a forced move, nothing to weigh). */
export function searchHard(
  s: GameState,
  ctx: Context,
  opts: ComputerOptions,
): { action: Action; search: SearchResult | null } {
  const c = normalCandidates(s, ctx)
  if ('direct' in c) return { action: c.direct, search: null }
  const head = c.ranked[0]
  const rich = richDecision(s, ctx, c.ranked)
  let iterations = rich ? HARD.richIterations : HARD.iterations
  // A crowded battlefield makes every simulated decision dearer: fewer iterations, the same bound of work.
  let creatures = 0
  for (const id of s.battlefield) if (isCreature(s, s.objects[id])) creatures++
  const crowd = Math.max(1, creatures / CROWDED_BATTLEFIELD)
  iterations = Math.max(4, Math.floor(iterations / crowd))
  const budget = opts.budget ?? HARD.budget
  const perIteration = Math.min(HARD.perIteration, Math.floor(budget / iterations))
  const deadline = now() + (opts.timeCapMs ?? Infinity)
  const r = ismcts(
    s,
    ctx.me,
    c.ranked,
    { ...HARD, iterations, perIteration, arms: armsFor(c.ranked, rich ? HARD.richArms : HARD.arms) },
    ctx.rng.state ^ 0x5bd1e995,
    deadline,
  )
  // The wall-clock cap cut the search short: Normal's choice stands.
  return { action: r.cut ? head.action : r.action, search: r }
}

/** The root candidates searched: Normal's best few, and more where Normal's next ones are close to its best (a close
 *  call in Normal's one-step scores is where deeper search can tell them apart). */
export function armsFor(ranked: { score: number }[], arms: number): number {
  const top = ranked[0]?.score ?? 0
  let n = arms
  while (n < HARD.maxArms && n < ranked.length && ranked[n].score >= top - HARD.close) n++
  return n
}
