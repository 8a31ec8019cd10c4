// The Hard level: Normal's candidates searched by playing the game forward on copies of the position. Hidden cards
// are determinised from the opponent model (an opponent's hand becomes a sample of the cards they could hold), then both sides play on with Normal's own policy to the end of the next turn and the results are averaged (a
// rollout algorithm: one step of policy improvement over Normal). The budget is a count of simulated decisions
// (deterministic), with a wall-clock cap as a safety net only.
import type { Action, GameState, PlayerIndex } from '../engine/types'
import { actingPlayers, reduce } from '../engine/game'
import { computerListing } from './listing'
import { Random } from '../engine/rng'
import { determinize } from './opponentModel'
import { evaluate } from './evaluate'
import { chooseAttack, crackBack, CROWDED_BATTLEFIELD, normalBlocks } from './combat'
import { isCreature } from '../engine/query'
import {
  decideHeuristic,
  directDecision,
  myPending,
  rankDecision,
  rankGeneric,
  rankPriority,
  type Context,
  type Scored,
} from './policy'
import { tryApply } from './sim'
import type { ComputerOptions } from './types'
import { work } from './work'

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

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now())

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

/** A copy where each opponent's hidden hand cards become a sample of the opponent model's hand prior. */
export function determinise(s: GameState, me: PlayerIndex, rng: Random): GameState {
  return determinize(s, me, rng)
}

/** Both sides play Normal's policy until `untilTurn` ends (or the budget of decisions runs out). */
function rollout(start: GameState, untilTurn: number, budget: { left: number; deadline: number }): GameState {
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
    const action = decideHeuristic(s, { me: p, level: 'normal', rng, legal, quick: true }).action
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
function decisionCost(s: GameState, p: PlayerIndex, legal: Action[]): number {
  let cost = 1
  for (const a of legal) if (a.type !== 'pass' && a.type !== 'concede') cost++
  if (s.variant === 'mental' && s.priority === p && !s.pending.length) cost += 2 * s.players[p].zones.hand.length
  // Each candidate is played forward over the whole battlefield: a crowded one costs in proportion.
  let creatures = 0
  for (const id of s.battlefield) if (isCreature(s, s.objects[id])) creatures++
  return cost * Math.max(1, creatures / CROWDED_BATTLEFIELD)
}

function fallback(legal: Action[], p: PlayerIndex): Action {
  for (const type of ['pass', 'done', 'keep']) {
    const a = legal.find((x) => x.type === type)
    if (a) return a
  }
  return legal[0] ?? { type: 'pass', player: p }
}

/** Passing priority is always legal for the player who has it: no check. */
function passed(s: GameState, action: Action): GameState | null {
  work.simulated++
  try {
    return reduce(s, action).state
  } catch {
    return null
  }
}
