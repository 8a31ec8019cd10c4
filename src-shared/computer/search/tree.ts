// The tree of information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012): a node is one of the
// computer's information sets, reached by its own actions and what it saw the others do, never by hidden cards. Its
// children are the candidates Normal ranks there, opened in Normal's order as the node is visited (progressive
// widening), and chosen by UCB over availability counts (ISMCTS's subset-armed bandit) with a bias towards Normal's
// ranking that fades with visits (progressive bias).
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
  /** The information set this action leads to, by what is seen after it (the computer's next decision there). */
  next: Map<string, Node>
}

export interface Node {
  visits: number
  children: Child[]
}

export interface TreeTuning {
  /** The UCB exploration constant (rewards are 0 to 1). */
  explore: number
  /** The weight of Normal's prior, divided by visits + 1. */
  bias: number
  /** Children open at the first visit; one more each time the visits pass the next square. */
  widenFrom: number
}

/** A stable key of an action (the same own card ids in every determinisation). */
export const actionKey = (a: Action): string => JSON.stringify(a)

/** A node for candidates ranked best first, each with Normal's score. */
export function makeNode(ranked: { action: Action; score: number }[]): Node {
  const top = ranked[0]?.score ?? 0
  const children = ranked.map((x, i) => ({
    action: x.action,
    key: actionKey(x.action),
    // Rank and score gap both count: Normal's clear best is a strong prior, a near rival almost as strong.
    prior: 1 / (1 + i) / (1 + Math.max(0, Math.min(50, top - x.score)) / 10),
    visits: 0,
    available: 0,
    reward: 0,
    next: new Map<string, Node>(),
  }))
  return { visits: 0, children }
}

/** How many children are open at this many visits (progressive widening, in Normal's order). */
export function openChildren(node: Node, t: TreeTuning): number {
  return Math.min(node.children.length, t.widenFrom + Math.floor(Math.sqrt(node.visits)))
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
