// The tree of information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012): a node is one of the
// computer's information sets, reached by its own actions and what it saw the others do, never by hidden cards. Its
// children are the candidates Normal ranks there, opened in Normal's order as the node is visited (progressive
// widening), and chosen by UCB over availability counts (ISMCTS's subset-armed bandit) with a bias towards Normal's
// ranking that fades with visits (progressive bias). The root's visits are shared by sequential halving instead
// (ismcts.ts), and its answer is chosen by a paired test against Normal's best (finalChoice).
import type { Action } from '../../engine/types'

export interface Child {
  action: Action
  key: string
  /** Normal's prior for this candidate, 1 for its best and less down its ranking. */
  prior: number
  visits: number
  /** Times the child could be chosen when its parent was visited (availability, ISMCTS). */
  available: number
  /** Sum of the rewards (0 to 1) of the iterations through it. */
  reward: number
  /** Each iteration's reward in turn (at the root the k-th is from the k-th determinisation, for the paired test). */
  rewards: number[]
  /** The information set this action leads to, by what is seen after it (the computer's next decision there). */
  next: Map<string, Node>
}

export interface Node {
  visits: number
  children: Child[]
  /** Below the root: a later decision of the computer's, opened more slowly (its visits are few). */
  inner: boolean
}

export interface TreeTuning {
  /** The UCB exploration constant (rewards are 0 to 1). */
  explore: number
  /** The weight of Normal's prior, divided by visits + 1. */
  bias: number
  /** Children open at the root's first visit; one more each time the visits pass the next square. */
  widenFrom: number
  /** Below the root Normal's best alone is open at first, one more each time visits / innerWiden passes the next
   *  square: a node visited a few times plays Normal's choice rather than averaging over untried ones. */
  innerWiden: number
}

export interface ChoiceTuning {
  /** Paired worlds a candidate needs before it may overrule Normal's best. */
  minVisits: number
  /** The least lead in mean reward over Normal's best, besides the test below. */
  margin: number
  /** Standard errors of the mean paired difference the lead must also exceed. */
  confidence: number
}

/** A stable key of an action (the same own card ids in every determinisation). */
export const actionKey = (a: Action): string => JSON.stringify(a)

/** A node for candidates ranked best first, each with Normal's score. */
export function makeNode(ranked: { action: Action; score: number }[], inner = false): Node {
  const top = ranked[0]?.score ?? 0
  const children = ranked.map((x, i) => ({
    action: x.action,
    key: actionKey(x.action),
    // Rank and score gap both count: Normal's clear best is a strong prior, a near rival almost as strong.
    prior: 1 / (1 + i) / (1 + Math.max(0, Math.min(50, top - x.score)) / 10),
    visits: 0,
    available: 0,
    reward: 0,
    rewards: [],
    next: new Map<string, Node>(),
  }))
  return { visits: 0, children, inner }
}

/** How many children are open at this many visits (progressive widening, in Normal's order). */
export function openChildren(node: Node, t: TreeTuning): number {
  const open = node.inner
    ? 1 + Math.floor(Math.sqrt(node.visits / t.innerWiden))
    : t.widenFrom + Math.floor(Math.sqrt(node.visits))
  return Math.min(node.children.length, open)
}

/**
 * The child to try among the open ones that `usable` accepts: an unvisited one first (Normal's order), else the best
 * by UCB with availability counts plus the fading prior. Every usable open child counts as available this visit.
 */
export function select(node: Node, t: TreeTuning, usable: (c: Child) => boolean): Child | null {
  const open = node.children.slice(0, openChildren(node, t)).filter(usable)
  for (const c of open) c.available++
  let best: Child | null = null
  let bestValue = -Infinity
  for (const c of open) {
    if (c.visits === 0) return c
    const value =
      c.reward / c.visits +
      t.explore * Math.sqrt(Math.log(c.available) / c.visits) +
      (t.bias * c.prior) / (c.visits + 1)
    if (value > bestValue) {
      bestValue = value
      best = c
    }
  }
  return best
}

/** The final choice: the most visited child (the robust child), then the better mean, then Normal's order. */
export function robustChild(node: Node): Child | null {
  let best: Child | null = null
  for (const c of node.children) {
    if (!c.visits) continue
    if (
      !best ||
      c.visits > best.visits ||
      (c.visits === best.visits && c.reward / c.visits > best.reward / best.visits)
    )
      best = c
  }
  return best
}

/** The mean paired lead of `c` over `normal` world by world (the k-th reward of each from the k-th determinisation),
 *  its standard error and the number of paired worlds. */
export function pairedLead(c: Child, normal: Child): { lead: number; spread: number; n: number } {
  const n = Math.min(c.rewards.length, normal.rewards.length)
  if (n < 2) return { lead: 0, spread: Infinity, n }
  let sum = 0
  let squares = 0
  for (let k = 0; k < n; k++) {
    const d = c.rewards[k] - normal.rewards[k]
    sum += d
    squares += d * d
  }
  const lead = sum / n
  return { lead, spread: Math.sqrt(Math.max(0, (squares - n * lead * lead) / (n - 1)) / n), n }
}

/**
 * The search's answer at the root: of the candidates whose lead over Normal's best (the first child) is significant,
 * the one with the greatest lead; else Normal's best. Each root child's k-th visit was played in the same k-th
 * determinisation, so they are compared world by world: a candidate overrules Normal's only with enough paired worlds
 * and a mean lead beyond both a margin and `confidence` standard errors, so noise never makes Hard play worse than
 * Normal.
 */
export function finalChoice(node: Node, t: ChoiceTuning): Child | null {
  const normal = node.children[0]
  if (!normal) return null
  if (!normal.visits) return robustChild(node) ?? normal
  let best = normal
  let bestLead = 0
  for (const c of node.children) {
    if (c === normal) continue
    const { lead, spread, n } = pairedLead(c, normal)
    if (n < t.minVisits || lead <= t.margin || lead <= t.confidence * spread) continue
    if (lead > bestLead) {
      best = c
      bestLead = lead
    }
  }
  return best
}

/** The survivor whose paired lead over Normal's best passes the margin and half a standard error but not yet the full
 *  test (`finalChoice`): the one closest to it. None when a lead is already significant or none is near. */
export function closeCall(alive: Child[], normal: Child, t: ChoiceTuning): Child | null {
  let best: Child | null = null
  let bestRatio = 0
  for (const c of alive) {
    if (c === normal) continue
    const { lead, spread, n } = pairedLead(c, normal)
    if (n < t.minVisits || lead <= t.margin) continue
    if (lead > t.confidence * spread) return null
    const ratio = spread > 0 ? lead / spread : 0
    if (ratio > 0.5 && ratio > bestRatio) {
      best = c
      bestRatio = ratio
    }
  }
  return best
}
