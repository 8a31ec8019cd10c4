// The Hard level: Normal's candidates, the best few searched by playing the game forward on copies of the
// position. Hidden cards are determinised from what the computer has seen (an opponent's hand becomes cards like
// the ones that opponent has shown), then both sides play a fast policy to the end of the next turn and the
// results are averaged. The budget is a count of simulated actions (deterministic), with a wall-clock cap.
import type { Action, GameState, ObjId, PlayerIndex } from '../engine/types'
import { actingPlayers, legalActions, reduce } from '../engine/game'
import { Random } from '../engine/rng'
import { faceOf, isCreature, isLand } from '../engine/query'
import { HIDDEN_CARD } from '../engine/view'
import { possibleAttackers, attackTargets } from '../engine/combat'
import { evaluate, stats } from './evaluate'
import { chooseAttack, crackBack, greedyBlocks, normalBlocks } from './combat'
import { bottomCards, discardCards } from './hand'
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

const DEFAULT_BUDGET = 600
const DEFAULT_CAP_MS = 1800
const CANDIDATES = 3
const WORLDS = 3
/** Normal's scores this near its best are searched. */
const CLOSE = 6
/** How much Normal's own score counts beside the rollouts' result. */
const NORMAL_WEIGHT = 0.5
/** How much better than Normal's choice a candidate must come out to overrule it. */
const DEVIATE = 1

const ACTIVE_STEPS = new Set(['precombatMain', 'postcombatMain', 'fights'])

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
  // Only near-ties are searched: a clear best by Normal's ranking stands.
  const head = ranked.find((x) => x.score > -Infinity)
  if (!head) return { action: ranked[0].action }
  const top = ranked.filter((x) => x.score > -Infinity && x.score >= head.score - CLOSE).slice(0, CANDIDATES)
  if (top.length < 2) return { action: head.action }
  // The rollout policy doesn't play Combat Rules' set spells, abilities or placement (MCR-2, MCR-8): its guesses
  // there are worse than Normal's ranking.
  if (s.variant === 'combat') return { action: head.action }
  // Each rollout gets the same share of the budget, so every candidate is judged at the same horizon; the
  // wall-clock cap is a safety net only: if it cuts the search short, Normal's choice stands.
  const share = Math.max(8, Math.floor((opts.budget ?? DEFAULT_BUDGET) / (top.length * WORLDS)))
  const deadline = now() + (opts.timeCapMs ?? DEFAULT_CAP_MS)
  const rng = new Random(ctx.rng.state ^ 0x5bd1e995)
  const worlds = Array.from({ length: WORLDS }, () => determinise(s, me, rng))
  const values: number[] = []
  for (const cand of top) {
    let total = 0
    for (const [w, world] of worlds.entries()) {
      const start = tryApply(world, cand.action) ?? world
      // The same worlds and the same random choices for every candidate (common random numbers).
      const end = rollout(start, me, s.turn + 1, { left: share, deadline }, new Random(ctx.rng.state + w * 7919))
      total += evaluate(end, me) - crackBack(end, me)
    }
    if (now() > deadline) return { action: head.action }
    values.push(total / worlds.length)
  }
  // The rollouts (a crude policy) and Normal's own score both count; Normal's choice stands unless another
  // candidate is clearly better.
  const worth = top.map((cand, i) => values[i] + cand.score * NORMAL_WEIGHT)
  let best = 0
  for (let i = 1; i < top.length; i++) if (worth[i] > worth[best]) best = i
  return { action: (best && worth[best] - worth[0] > DEVIATE ? top[best] : head).action }
}

/** A copy where each opponent's hidden hand cards become cards like the ones that opponent has shown. */
export function determinise(s: GameState, me: PlayerIndex, rng: Random): GameState {
  const objects = { ...s.objects }
  const players = s.players.map((p, i) => {
    if (i === me) return p
    const seen: string[] = []
    for (const o of Object.values(s.objects))
      if (o.owner === i && o.def !== HIDDEN_CARD && !o.token && s.cards[o.def] && !o.faceDown) seen.push(o.def)
    if (!seen.length) return p
    seen.sort()
    for (const id of p.zones.hand ?? []) {
      const o = objects[id]
      if (o.def !== HIDDEN_CARD) continue
      objects[id] = { ...o, def: seen[rng.int(seen.length)] }
    }
    return p
  })
  return { ...s, objects, players }
}

/** Plays both sides with the fast policy until `untilTurn` ends (or the budget runs out). */
function rollout(
  start: GameState,
  me: PlayerIndex,
  untilTurn: number,
  budget: { left: number; deadline: number },
  rng: Random,
): GameState {
  let s = start
  for (let i = 0; i < 400; i++) {
    if (s.phase === 'ended' || s.turn > untilTurn || budget.left <= 0) break
    if ((i & 15) === 0 && now() > budget.deadline) break
    const acting = actingPlayers(s)
    if (!acting.length) break
    const action = fastAction(s, acting[0], rng)
    const next = action && (action.type === 'pass' ? passed(s, action) : tryApply(s, action))
    budget.left--
    if (!next) break
    s = next
  }
  return s
}

/** Passing priority is always legal for the player who has it: no check. */
function passed(s: GameState, action: Action): GameState | null {
  try {
    return reduce(s, action).state
  } catch {
    return null
  }
}

/** A cheap policy for rollouts: lands, the most expensive spell, safe attacks, blocks against lethal. */
export function fastAction(s: GameState, p: PlayerIndex, rng: Random): Action | null {
  const pending = myPending(s, p)
  if (pending) {
    switch (pending.kind) {
      case 'mulligan':
        return { type: 'keep', player: p }
      case 'bottom':
        return { type: 'bottom', player: p, cards: bottomCards(s, p, pending.count ?? 1) }
      case 'discard':
        return { type: 'discard', player: p, cards: discardCards(s, p, pending.count ?? 1) }
      case 'manual':
        return { type: 'done', player: p }
      case 'declareBlockers':
        return greedyBlocks(s, p, 'survive')
      case 'declareAttackers':
        return quickAttack(s, p)
    }
    const legal = legalActions(s, p).filter((a) => a.type !== 'concede')
    return legal.length ? legal[rng.int(legal.length)] : null
  }
  if (s.priority !== p) return null
  // Rollouts act only in the active player's main phases (and Combat Rules' fights): elsewhere they pass.
  if (s.stack.length || s.active !== p || !ACTIVE_STEPS.has(s.step)) return { type: 'pass', player: p }
  const legal = legalActions(s, p)
  const land = legal.find((a) => a.type === 'playLand')
  if (land) return land
  let best: { a: Action; mv: number } | null = null
  for (const a of legal) {
    if (a.type === 'fight') {
      return a
    }
    if (a.type !== 'cast') continue
    if ((a as { from?: string }).from === 'outside' && ((s.players[p].extra.heroCasts as number) ?? 0) >= 3) continue
    const targets = (a as { targets?: { player?: number; card?: ObjId }[] }).targets ?? []
    const mine = targets.some((t) => (t.player !== undefined ? t.player === p : s.objects[t.card!]?.controller === p))
    if (mine) continue
    const o = s.objects[(a as { card: ObjId }).card]
    const mv = o ? (faceOf(s, o)?.manaValue ?? 0) : 0
    if (mv > (best?.mv ?? -1)) best = { a, mv }
  }
  return best?.a ?? { type: 'pass', player: p }
}

function quickAttack(s: GameState, p: PlayerIndex): Action {
  const target = attackTargets(s, p).find((t) => 'player' in t)
  if (!target) return { type: 'declareAttackers', player: p, attackers: [] }
  const blockers = s.battlefield
    .map((id) => s.objects[id])
    .filter((o) => o.controller !== p && !o.tapped && isCreature(s, o) && !isLand(s, o))
    .map((o) => stats(s, o))
  const attackers = possibleAttackers(s, p).filter((id) => {
    const a = stats(s, s.objects[id])
    return !blockers.some((b) => b.power >= a.toughness && b.toughness > a.power)
  })
  return { type: 'declareAttackers', player: p, attackers: attackers.map((card) => ({ card, target })) }
}
