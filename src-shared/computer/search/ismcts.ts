// Information-set Monte Carlo tree search over the computer's own decisions (single-observer ISMCTS, Cowling, Powley
// and Whitehouse 2012; its determinisations as in Cowling, Ward and Powley 2012 for Magic). Each iteration draws a
// fresh determinisation of the hidden cards (never the real ones: the search starts from the computer's view), walks
// the tree while the computer decides within the turn, the other players answering with Normal's policy, then plays
// on with Normal's policy to the end of the next turn and scores the end. Counted in iterations and simulated
// decisions, seeded: the same position and seed give the same choice however loaded the machine is.
import type { Action, GameState, PlayerIndex } from '../../engine/types'
import { actingPlayers } from '../../engine/game'
import { Random } from '../../engine/rng'
import { evaluate, WIN } from '../evaluate'
import { crackBack } from '../combat'
import { computerListing } from '../listing'
import { decideHeuristic, type Scored } from '../policy'
import { tryApply } from '../sim'
import { work } from '../work'
import { determiniser, seenByOthers } from './determinize'
import { normalCandidates } from './candidates'
import { decisionCost, fallback, now, passed, rollout } from './rollout'
import { closeCall, finalChoice, makeNode, select, type ChoiceTuning, type Child, type TreeTuning } from './tree'

export interface SearchSettings extends TreeTuning, ChoiceTuning {
  iterations: number
  /** Weighted simulated decisions each iteration may spend (tree and rollout together). */
  perIteration: number
  /** The computer's decisions in the tree, the root's included (later ones are the rollout's). */
  depth: number
  /** Turns played past the current one. */
  horizon: number
  /** Value points for a reward of about 0.84 (0.5 + 0.45 tanh(1)) above the root's own value. */
  scale: number
  /** Candidates at the root, Normal's best first. */
  width: number
  /** Root candidates (Normal's best few) the iterations are shared among by sequential halving. */
  arms: number
  /** Actions played forward (all iterations together) after which no iteration starts: a count of the real work,
   *  so a position whose decisions each cost more than their weight still ends in bounded time. */
  maxSimulated: number
  /** More paired worlds for a close call, each for Normal's best and its closest challenger. */
  extend: number
}

export interface SearchResult {
  action: Action
  iterations: number
  /** Visits and mean reward per root candidate, in Normal's order. */
  root: { action: Action; visits: number; mean: number; rewards: number[] }[]
  /** Whether the answer is Normal's best (the search found no significant evidence against it, or was cut). */
  normal: boolean
  /** The wall-clock cap cut the search: the caller keeps Normal's choice. */
  cut: boolean
}

/** Searches from the computer's view `s` over Normal's ranked candidates (at least two). */
export function ismcts(
  s: GameState,
  me: PlayerIndex,
  ranked: Scored[],
  t: SearchSettings,
  seed: number,
  deadline: number,
): SearchResult {
  const root = makeNode(ranked.slice(0, t.width))
  const rng = new Random(seed)
  const sample = determiniser(s, me)
  const until = s.turn + t.horizon
  const base = evaluate(s, me) - crackBack(s, me)
  // A win or a loss is worth all or nothing; any other end at most 0.95 or at least 0.05, so no advantage counts as
  // much as the win.
  const reward = (v: number) => (v >= WIN / 2 ? 1 : v <= -WIN / 2 ? 0 : 0.5 + 0.45 * Math.tanh((v - base) / t.scale))
  // Common random numbers: every root candidate's k-th visit plays in the same k-th determinisation, so two
  // candidates are compared world by world (a paired test for the final choice) and not by the luck of their draws.
  const worlds: GameState[] = []
  const worldAt = (k: number): GameState => {
    while (worlds.length <= k) worlds.push(sample(rng))
    return worlds[k]
  }
  const started = work.simulated
  let done = 0
  let spent = false
  let clock = false
  /** One iteration through the root candidate `arm` in its next world; false when the engine refuses it there. */
  const iterate = (arm: Child): boolean => {
    const budget = { left: t.perIteration, deadline }
    const path: Child[] = [arm]
    root.visits++
    arm.available++
    const first = tryApply(worldAt(arm.visits), arm.action)
    if (!first) {
      arm.available--
      return false
    }
    let next: GameState | null = first
    let child: Child = arm
    let state = s
    for (;;) {
      const after = toMyDecision(next, me, until, budget)
      state = after.state
      if (!after.mine || path.length >= t.depth || state.turn !== s.turn || budget.left <= 0) break
      let node = child.next.get(after.seen)
      if (!node) {
        const legal = computerListing(state, me)
        budget.left -= decisionCost(state, me, legal)
        const c = normalCandidates(state, { me, level: 'normal', rng: new Random(1), legal, quick: true })
        if ('direct' in c) break
        node = makeNode(c.ranked.slice(0, t.width), true)
        child.next.set(after.seen, node)
      }
      node.visits++
      // A candidate the engine refuses in this world is not available here (ISMCTS's availability).
      const refused = new Set<Child>()
      let inner: Child | null = null
      let played: GameState | null = null
      while (!played) {
        inner = select(node, t, (c) => !refused.has(c))
        if (!inner) break
        played = tryApply(state, inner.action)
        if (!played) {
          refused.add(inner)
          inner.available--
        }
      }
      if (!inner || !played) break
      path.push(inner)
      child = inner
      next = played
    }
    if (now() > budget.deadline) {
      clock = true
      return true
    }
    const end = rollout(state, until, budget, me)
    const r = reward(evaluate(end, me) - crackBack(end, me))
    for (const c of path) {
      c.visits++
      c.reward += r
      c.rewards.push(r)
    }
    return true
  }
  // The root by sequential halving (Karnin, Koren and Somekh 2013): the final choice is judged by simple regret, so
  // Normal's best few each get the same new worlds round by round and the worse half is dropped after each round
  // (Normal's best never: it is the side of every paired comparison). The last round gives the survivors many paired
  // worlds, where a real lead can show beyond noise.
  const normal = root.children[0]
  let alive = root.children.slice(0, Math.max(1, Math.min(t.arms, root.children.length)))
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)))
  // The iterations planned: all of them, or after one world per candidate as many as the count of work allows at
  // that cost per iteration, so a dear position still ends its halving with paired worlds in the last round (counted
  // in actions, never in time).
  let planned = t.iterations
  const stop = () => {
    if (done >= planned) return true
    if (work.simulated - started >= t.maxSimulated) spent = true
    if (now() > deadline) clock = true
    return spent || clock
  }
  for (let round = 0; round < rounds && !stop(); round++) {
    let each = Math.max(1, Math.floor((planned - done) / (rounds - round) / alive.length))
    for (let j = 0; j < each && !stop(); j++) {
      for (const arm of [...alive]) {
        if (stop()) break
        done++
        if (!iterate(arm)) alive = alive.filter((c) => c !== arm)
      }
      if (round === 0 && j === 0 && done > 0) {
        const used = work.simulated - started
        planned = Math.min(t.iterations, done + Math.floor(((t.maxSimulated - used) * done) / Math.max(1, used)))
        each = Math.max(1, Math.floor(planned / rounds / Math.max(1, alive.length)))
      }
    }
    if (round < rounds - 1) {
      const others = alive.filter((c) => c !== normal).sort((a, b) => mean(b) - mean(a))
      alive = [...(alive.includes(normal) ? [normal] : []), ...others].slice(
        0,
        Math.max(2, Math.ceil(alive.length / 2)),
      )
    }
  }
  // Iterations left by the rounding: the survivors in turn.
  for (let j = 0; alive.length && !stop(); j++) {
    done++
    const arm = alive[j % alive.length]
    if (!iterate(arm)) alive = alive.filter((c) => c !== arm)
  }
  // A close call: the challenger of the last round leads Normal's best by more than the margin but not yet beyond
  // noise. Both play more worlds in pairs, so a real lead can become significant and a lucky one fades.
  const rival = closeCall(alive, normal, t)
  for (let j = 0; rival && j < 2 * t.extend && !clock; j++) {
    if (work.simulated - started >= t.maxSimulated || now() > deadline) {
      spent = work.simulated - started >= t.maxSimulated
      clock = !spent
      break
    }
    const arm = rival.visits < normal.visits ? rival : normal
    done++
    if (!iterate(arm)) break
  }
  // Only the clock cuts: the count of work ends the search where it ends on any machine.
  const cut = clock && !spent
  const best = finalChoice(root, t)
  return {
    action: (best ?? root.children[0]).action,
    iterations: done,
    root: root.children.map((c) => ({
      action: c.action,
      visits: c.visits,
      mean: c.visits ? c.reward / c.visits : 0,
      rewards: c.rewards,
    })),
    normal: !best || best === root.children[0],
    cut,
  }
}

/**
 * Plays on until the computer has a decision to weigh (`mine`) or the horizon: the others decide by Normal's policy,
 * the computer's passes with nothing else to do are made at once. `seen` is what the computer saw the others do on
 * the way (their plays, by card, never a hidden card of theirs that stayed hidden): the key of its next information
 * set.
 */
function toMyDecision(
  start: GameState,
  me: PlayerIndex,
  until: number,
  budget: { left: number; deadline: number },
): { state: GameState; mine: boolean; seen: string } {
  let s = start
  const seen: string[] = []
  const rng = new Random(1)
  for (let i = 0; i < 200; i++) {
    if (s.phase === 'ended' || s.turn > until || budget.left <= 0) break
    const acting = actingPlayers(s)
    if (!acting.length) break
    const p = acting[0]
    const legal = computerListing(s, p)
    if (!legal.length) break
    if (p === me) {
      const pending = s.pending.some((d) => d.player === me)
      if (pending || legal.some((a) => a.type !== 'pass' && a.type !== 'activateMana' && a.type !== 'concede'))
        return { state: s, mine: true, seen: seen.join('|') }
    }
    // The others decide on what they can see: the computer's hand is hidden from them (CR 402.3).
    const action =
      p === me
        ? fallback(legal, p)
        : decideHeuristic(seenByOthers(s, me), { me: p, level: 'normal', rng, legal, quick: true }).action
    if (p !== me) budget.left -= decisionCost(s, p, legal)
    if (p !== me && action.type !== 'pass') {
      const card = (action as { card?: unknown }).card
      const def = typeof card === 'string' ? (s.objects[card]?.def ?? '') : ''
      seen.push(`${p}:${def}:${JSON.stringify(action)}`)
    }
    const next = action.type === 'pass' ? passed(s, action) : (tryApply(s, action) ?? passed(s, fallback(legal, p)))
    if (!next) break
    s = next
  }
  return { state: s, mine: false, seen: seen.join('|') }
}

const mean = (c: Child): number => (c.visits ? c.reward / c.visits : -Infinity)
