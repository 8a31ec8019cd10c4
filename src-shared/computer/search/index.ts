// The Hard level: Normal's candidates searched by playing the game forward on copies of the position. Hidden cards
// are determinised from what the computer has seen (an opponent's hand becomes cards like the ones that opponent has
// shown), then both sides play on with Normal's own policy to the end of the next turn and the results are averaged (a
// rollout algorithm: one step of policy improvement over Normal). The budget is a count of simulated decisions
// (deterministic), with a wall-clock cap as a safety net only.
import type { Action, GameState } from '../../engine/types'
import { Random } from '../../engine/rng'
import { evaluate } from '../evaluate'
import { chooseAttack, crackBack, normalBlocks } from '../combat'
import {
  decideHeuristic,
  directDecision,
  myPending,
  rankDecision,
  rankGeneric,
  rankPriority,
  type Context,
  type Scored,
} from '../policy'
import { tryApply } from '../sim'
import type { ComputerOptions } from '../types'
import { determinise } from './determinize'
import { now, rollout } from './rollout'

export interface HardTuning {
  /** Simulated decisions per decision (all rollouts together), each counted by the candidates it plays forward. */
  budget: number
  /** Candidates searched (Normal's best first). */
  candidates: number
  /** Determinised worlds per candidate. */
  worlds: number
  /** Normal's scores this near its best are searched. */
  close: number
  /** Turns played past the current one. */
  horizon: number
  /** How much better than Normal's choice a candidate must come out to overrule it. */
  deviate: number
}

export const HARD: Readonly<HardTuning> = {
  budget: 800,
  candidates: 3,
  worlds: 2,
  close: 20,
  horizon: 1,
  deviate: 0.5,
}

// A safety net only, at 3x Hard's 2,000 ms budget: the search ends by its count of simulated decisions, so the same
// position and seed give the same choice however loaded the machine is.
export const HARD_CAP_MS = 6000

export function decideHard(s: GameState, ctx: Context, opts: ComputerOptions): { action: Action } {
  const me = ctx.me
  const normal: Context = { ...ctx, level: 'normal' }
  const pending = myPending(s, me)
  let ranked: Scored[]
  if (pending) {
    const direct = directDecision(s, normal, pending)
    if (direct) return direct
    // Attacks are worked out against the blocks the defender would really choose (Normal's own block search).
    ranked =
      pending.kind === 'declareAttackers'
        ? chooseAttack(s, me, normalBlocks).sort((a, b) => b.score - a.score)
        : (rankDecision(s, normal, pending) ?? rankGeneric(s, normal))
  } else {
    if (s.priority !== me || !ctx.legal.some((a) => a.type !== 'pass' && a.type !== 'activateMana'))
      return decideHeuristic(s, normal)
    ranked = rankPriority(s, normal)
    // Abilities can be activated again and again (Combat Rules' free equip, MCR-4, MCR-7): the search only weighs
    // an activation Normal scores above passing, so every activation it picks gains and no decision loop forms.
    const passing = ranked.find((x) => x.action.type === 'pass')?.score ?? -Infinity
    ranked = ranked.filter((x) => x.action.type !== 'activate' || x.score > passing)
  }
  // Set spells are ranked by preference, not by a score the search could weigh against: Normal's order (MCR-8).
  if (pending?.kind === 'setSpells') return { action: ranked[0].action }
  const head = ranked.find((x) => x.score > -Infinity)
  if (!head) return { action: ranked[0].action }
  // A clear best by Normal's ranking stands; near rivals are searched.
  const top = ranked.filter((x) => x.score > -Infinity && x.score >= head.score - HARD.close).slice(0, HARD.candidates)
  if (top.length < 2) return { action: head.action }
  const budget = opts.budget ?? HARD.budget
  const deadline = now() + (opts.timeCapMs ?? HARD_CAP_MS)
  const rng = new Random(ctx.rng.state ^ 0x5bd1e995)
  const worlds = Array.from({ length: HARD.worlds }, () => determinise(s, me, rng))
  // Each rollout gets the same share of the budget, so every candidate is judged at the same horizon.
  const share = Math.max(8, Math.floor(budget / (top.length * worlds.length)))
  const until = s.turn + HARD.horizon
  const values: number[] = []
  for (const cand of top) {
    let total = 0
    for (const world of worlds) {
      const start = tryApply(world, cand.action)
      if (!start) {
        total = -Infinity
        break
      }
      const end = rollout(start, until, { left: share, deadline })
      total += evaluate(end, me) - crackBack(end, me)
    }
    // The wall-clock cap cut the search short: Normal's choice stands.
    if (now() > deadline) return { action: head.action }
    values.push(total / worlds.length)
  }
  let best = 0
  for (let i = 1; i < top.length; i++) if (values[i] > values[best]) best = i
  return { action: (best && values[best] - values[0] > HARD.deviate ? top[best] : head).action }
}
