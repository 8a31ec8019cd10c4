// Attacks and blocks (CR 508, 509): blocks that prevent lethal damage and make good trades; attacks worked out
// against the defender's likely blocks by playing the combat forward on a copy.
import type { Action, GameState, ObjId, PlayerIndex, Target } from '../engine/types'
import { attackTargets, possibleAttackers } from '../engine/combat'
import { meetBlockRequirements } from '../engine/blocking'
import { checkAction, legalActions, waitingFor } from '../engine/game'
import { isCreature, powerToughness, staticSources } from '../engine/query'
import { creatureValue, evaluate, lasting, stats } from './evaluate'
import { settle, tryApply } from './sim'
import { blockGroups, exactBlocks, quickAttackValue, quickBlockValue, type BlockGroup } from './blocks'
import { work } from './work'
import { modelTricks, potentialStats } from './tricks'
import { defendersTricks, trickRisk } from './holding'
import { heroDamageWins } from '../variants/heroic/computer'

type Stats = ReturnType<typeof stats>

function damageOf(a: Stats): number {
  return Math.max(0, a.power) * (a.keywords.has('double strike') ? 2 : 1)
}

/** Whether `a` deals lethal damage to `b` in a fight between them (deathtouch, CR 702.2b). */
function kills(a: Stats, b: Stats): boolean {
  if (b.keywords.has('indestructible')) return false
  if (a.power <= 0) return false
  return a.keywords.has('deathtouch') || damageOf(a) >= b.toughness
}

/** Whether `b` survives blocking or being blocked by `a`, and whether it kills `a` (first strike, CR 702.7). */
function exchange(attacker: Stats, blocker: Stats): { blockerDies: boolean; attackerDies: boolean } {
  const aFirst = attacker.keywords.has('first strike') || attacker.keywords.has('double strike')
  const bFirst = blocker.keywords.has('first strike') || blocker.keywords.has('double strike')
  const blockerDies = kills(attacker, blocker)
  const attackerDies = kills(blocker, attacker)
  if (aFirst && !bFirst && blockerDies) return { blockerDies, attackerDies: false }
  if (bFirst && !aFirst && attackerDies) return { blockerDies: false, attackerDies }
  return { blockerDies, attackerDies }
}

/**
 * Greedy blocks for `p`: safe blocks and good trades on the most valuable attackers first, then chump blocks
 * while the unblocked damage would be lethal. `chumpAll` also chump-blocks when not needed.
 */
export function greedyBlocks(s: GameState, p: PlayerIndex, mode: 'trade' | 'survive' | 'chumpAll' = 'survive') {
  const sources = staticSources(s)
  const attacking = (s.combat?.attackers ?? []).filter((a) => ('player' in a.target ? a.target.player === p : true))
  // Interchangeable blockers are weighed once per attacker: a battlefield of tokens is a handful of groups.
  const groups = blockGroups(s, p)
  // Each creature's stats and value once (a crowded battlefield asks about every pair).
  const statsMemo = new Map<ObjId, Stats>()
  const valueMemo = new Map<ObjId, number>()
  const statsOf = (id: ObjId) => {
    let x = statsMemo.get(id)
    // What each fighter can become with its controller's open mana (the opponent model, tricks.ts).
    if (!x) statsMemo.set(id, (x = potentialStats(s, s.objects[id], sources)))
    return x
  }
  const valueOf = (id: ObjId) => {
    let x = valueMemo.get(id)
    if (x === undefined) valueMemo.set(id, (x = creatureValue(s, s.objects[id], sources)))
    return x
  }
  /** The group's next unused blocker, used. */
  const take = (g: BlockGroup): ObjId => g.ids[g.next++]
  const left = (g: BlockGroup) => g.next < g.ids.length
  const blocks: { card: ObjId; blocks: ObjId }[] = []
  const order = [...attacking].sort((a, b) => valueOf(b.id) - valueOf(a.id))
  const blocked = new Set<ObjId>()
  for (const att of order) {
    const A = statsOf(att.id)
    const aValue = valueOf(att.id)
    let best: { group: BlockGroup; score: number } | null = null
    for (const g of groups) {
      if (!left(g) || !g.canBlock.has(att.id)) continue
      const id = g.ids[g.next]
      const B = statsOf(id)
      const bValue = valueOf(id)
      const { blockerDies, attackerDies } = exchange(A, B)
      let score = -Infinity
      if (!blockerDies && attackerDies) score = 100 + aValue
      else if (!blockerDies) score = 50 - bValue * 0.1
      else if (attackerDies && bValue <= aValue + 0.5) score = 20 + aValue - bValue
      if (score > (best?.score ?? -Infinity)) best = { group: g, score }
    }
    if (best && best.score > -Infinity) {
      blocked.add(att.id)
      blocks.push({ card: take(best.group), blocks: att.id })
    }
  }
  if (mode !== 'trade') {
    const life = s.players[p].life
    const dmg = (id: ObjId) => damageOf(statsOf(id))
    // A hero whose damage reaches 17 wins its owner the game (HE-10): blocked first, like lethal damage.
    const wins = (id: ObjId) => heroDamageWins(s, id, dmg(id))
    const unblocked = attacking
      .filter((a) => !blocked.has(a.id))
      .map((a) => a.id)
      .sort((x, y) => Number(wins(y)) - Number(wins(x)) || dmg(y) - dmg(x))
    let through = unblocked.reduce((t, id) => t + dmg(id), 0)
    const first = (g: BlockGroup) => g.ids[Math.min(g.next, g.ids.length - 1)]
    const byValue = [...groups].sort((x, y) => valueOf(first(x)) - valueOf(first(y)))
    const byToughness = [...groups].sort((x, y) => statsOf(first(y)).toughness - statsOf(first(x)).toughness)
    for (const att of unblocked) {
      if (mode === 'survive' && through < life && !wins(att)) break
      // Against trample (CR 702.19b) a chump block stops only its toughness: the toughest blocker reinforces.
      const trample = statsOf(att).keywords.has('trample')
      const group = (trample ? byToughness : byValue).find((g) => left(g) && g.canBlock.has(att))
      if (!group) continue
      const card = take(group)
      blocked.add(att)
      blocks.push({ card, blocks: att })
      through -= trample ? Math.min(dmg(att), Math.max(0, statsOf(card).toughness)) : dmg(att)
    }
    // Still dead after the greedy pass (its good blocks took the blockers a chump needed): while life is in danger,
    // the best complete assignment by the quick model, where there are few (Forge's re-run, CR 509.1).
    if (through >= life) {
      const exact = exactBlocks(s, p, 1)?.[0]
      if (exact) return legalBlocks(s, p, exact)
    }
  }
  return legalBlocks(s, p, blocks)
}

/** Drops blocks until the declaration is legal (menace and other restrictions, CR 509.1b-c). */
function legalBlocks(s: GameState, p: PlayerIndex, blocks: { card: ObjId; blocks: ObjId }[]): Action {
  let list = [...blocks]
  for (;;) {
    // Blocking requirements (CR 509.1c: lure, "must be blocked if able") change the blocks as little as they need.
    const met = meetBlockRequirements(s, p, list)
    const action: Action = { type: 'declareBlockers', player: p, blockers: met }
    if (!list.length || !checkAction(s, action)) return action
    // A creature with menace needs a second blocker: try adding one, else drop the block.
    list = list.slice(0, -1)
  }
}

const AFTER_COMBAT = new Set(['endCombat', 'postcombatMain', 'end', 'cleanup'])

export type BlockModel = (s: GameState, defender: PlayerIndex) => Action

/** The defender's blocks as the Normal level would choose them: the candidate best for the defender. */
export const normalBlocks: BlockModel = (s, defender) => {
  let best: { action: Action; score: number } | null = null
  for (const x of chooseBlocks(s, defender)) if (x.score > (best?.score ?? -Infinity)) best = x
  return best?.action ?? greedyBlocks(s, defender)
}

/** The players other than `me` still in the game (whose tricks the opponent model plays). */
export function opponentsOf(s: GameState, me: PlayerIndex): PlayerIndex[] {
  return s.players.map((_, i) => i as PlayerIndex).filter((i) => i !== me && !s.players[i].lost)
}

/** Every player still in the game: a plan of attacks or blocks counts on its own tricks too, and the priority
 *  decisions after blocks then make them (they model only the opponents'). */
function everyone(s: GameState): PlayerIndex[] {
  return s.players.map((_, i) => i as PlayerIndex).filter((i) => !s.players[i].lost)
}

/** Priority after blocks for a player whose tricks are modelled and not yet played (CR 509.4). */
function trickTime(x: GameState, waiting: Set<PlayerIndex>): boolean {
  return (
    x.step === 'declareBlockers' &&
    !x.pending.length &&
    !x.stack.length &&
    x.priority !== null &&
    waiting.has(x.priority) &&
    !!x.combat &&
    !x.combat.toBlock.length
  )
}

/**
 * Plays a combat forward: the defenders block as modelled (greedily by default), damage divided as suggested, and
 * the players in `tricksOf` (the opponent model) pump their creatures in it with their open mana after blocks.
 */
export function playCombat(
  s: GameState,
  maxRounds = 8,
  blocks: BlockModel = greedyBlocks,
  tricksOf: PlayerIndex[] = [],
): GameState {
  let cur = s
  const waiting = new Set(tricksOf)
  for (let i = 0; i < maxRounds + tricksOf.length; i++) {
    cur = settle(
      cur,
      30,
      (x) => AFTER_COMBAT.has(x.step) || x.turn !== s.turn || x.phase !== 'turn' || trickTime(x, waiting),
    )
    if (trickTime(cur, waiting)) {
      const q = cur.priority as PlayerIndex
      waiting.delete(q)
      const next = modelTricks(cur, [q])
      cur = next !== cur ? next : (tryApply(cur, { type: 'pass', player: q }) ?? cur)
      continue
    }
    const w = waitingFor(cur)
    if (w.kind !== 'decision') return cur
    let action: Action | undefined
    if (w.pending.kind === 'declareBlockers') action = blocks(cur, w.player)
    else if (w.pending.kind === 'manual') action = { type: 'done', player: w.player }
    // Any other choice on the way (damage order, an attack trigger's "you may", its targets): the first legal
    // answer, so the combat still reaches its damage.
    else action = legalActions(cur, w.player).find((a) => a.type !== 'concede' && a.type !== 'manual')
    if (!action) return cur
    const next = tryApply(cur, action)
    if (!next) return cur
    cur = next
  }
  return cur
}

function lifeScore(life: number): number {
  return life <= 0 ? -40 : 8 * Math.sqrt(life)
}

/** How much of a counter-attack `me` could not block next turn, as a value loss. */
export function crackBack(s: GameState, me: PlayerIndex): number {
  if (s.phase !== 'turn' || s.winner !== null) return 0
  const sources = staticSources(s)
  const theirs: number[] = []
  let blockers = 0
  for (const id of s.battlefield) {
    const o = s.objects[id]
    const face = s.cards[o.def]?.faces[o.face ?? 0]
    if (!face?.types.includes('Creature') || o.faceDown) continue
    // Next turn's attackers: this turn's pumps have ended by then (CR 514.2).
    const st = stats(s, lasting(o), sources)
    if (o.controller === me) {
      if (!o.tapped || st.keywords.has('vigilance')) blockers++
    } else if (!st.keywords.has('defender')) theirs.push(damageOf(st))
  }
  theirs.sort((a, b) => b - a)
  const through = theirs.slice(blockers).reduce((a, b) => a + b, 0)
  const life = s.players[me].life
  return (lifeScore(life) - lifeScore(life - through)) * 0.6
}

function sameTarget(a: Target, b: Target): boolean {
  return 'player' in a && 'player' in b ? a.player === b.player : JSON.stringify(a) === JSON.stringify(b)
}

function attackTarget(s: GameState, me: PlayerIndex): Target | null {
  const targets = attackTargets(s, me).filter((t) => 'player' in t)
  if (!targets.length) return attackTargets(s, me)[0] ?? null
  return targets.sort(
    (a, b) => s.players[(a as { player: number }).player].life - s.players[(b as { player: number }).player].life,
  )[0]
}

/** Each candidate is a combat played forward, whose cost grows with the creatures on the battlefield: past these
 *  counts the candidates are fewer, so a decision stays bounded on a battlefield of tokens. */
const MANY_ATTACKERS = 12
export const CROWDED_BATTLEFIELD = 40

/** Creature-combats for the attacks of each creature alone and all but each (8 of each up to 12 creatures). */
const SINGLES_BUDGET = 100

function creaturesOn(s: GameState): number {
  let n = 0
  for (const id of s.battlefield) if (isCreature(s, s.objects[id])) n++
  return Math.max(1, n)
}

/** Candidate attacks: none, all, each alone, all but each (with many attackers: none, all, the stronger half). */
export function attackCandidates(s: GameState, me: PlayerIndex): Action[] {
  const ids = possibleAttackers(s, me)
  const target = attackTarget(s, me)
  if (!ids.length || !target) return [{ type: 'declareAttackers', player: me, attackers: [] }]
  const make = (list: ObjId[]): Action => ({
    type: 'declareAttackers',
    player: me,
    attackers: list.map((card) => ({ card, target })),
  })
  // Each creature's power, read once (a sort asks for it many times, and each reading looks at the static sources).
  const sources = staticSources(s)
  const powers = new Map(ids.map((id) => [id, powerToughness(s, s.objects[id], sources).power]))
  const sets: ObjId[][] = [[], ids]
  if (ids.length > MANY_ATTACKERS) {
    const power = (id: ObjId) => powers.get(id)!
    sets.push([...ids].sort((a, b) => power(b) - power(a)).slice(0, Math.ceil(ids.length / 2)))
  } else {
    // Each alone and all but each, for as many as a decision's work allows on this board (the strongest first when
    // not all fit): a combat played out costs about as much as the creatures in it.
    const each = Math.max(2, Math.min(8, Math.floor(SINGLES_BUDGET / creaturesOn(s))))
    const capped = ids.length > each ? [...ids].sort((a, b) => powers.get(b)! - powers.get(a)!).slice(0, each) : ids
    for (const id of capped) sets.push([id])
    if (ids.length > 2) for (const id of capped) sets.push(ids.filter((x) => x !== id))
  }
  const actions = sets.map(make)
  // In a game of three or more the other opponents are targets too (CR 506.2, 508.1b): all at one, each alone at it;
  // the one an attack finishes need not be the one with the lowest life.
  const others = attackTargets(s, me)
    .filter((t): t is { player: PlayerIndex } => 'player' in t && !sameTarget(t, target))
    .slice(0, 3)
  for (const other of others) {
    actions.push({ type: 'declareAttackers', player: me, attackers: ids.map((card) => ({ card, target: other })) })
    if (ids.length <= MANY_ATTACKERS)
      for (const id of ids.slice(0, 6)) {
        actions.push({ type: 'declareAttackers', player: me, attackers: [{ card: id, target: other }] })
        // One at this opponent and the rest at the first: an attack split to knock out two players at once.
        if (ids.length > 1)
          actions.push({
            type: 'declareAttackers',
            player: me,
            attackers: ids.map((card) => ({ card, target: card === id ? other : target })),
          })
      }
  }
  // Planeswalkers are attacked too (CR 506.3, 508.1b): all at one, and just enough power to take its loyalty away
  // (the strongest first) with the rest at the player, and each attacker alone at it with the rest at the player.
  const power = (id: ObjId) => Math.max(0, powers.get(id)!)
  for (const walker of attackTargets(s, me)
    .filter((t): t is { card: ObjId } => 'card' in t)
    .slice(0, 2)) {
    const loyalty = s.objects[walker.card]?.counters.loyalty ?? 0
    const at = (onWalker: Set<ObjId>): Action => ({
      type: 'declareAttackers',
      player: me,
      attackers: ids.map((card) => ({ card, target: onWalker.has(card) ? walker : target })),
    })
    actions.push(at(new Set(ids)))
    const enough = new Set<ObjId>()
    let dealt = 0
    for (const id of [...ids].sort((a, b) => power(b) - power(a))) {
      if (dealt >= loyalty) break
      enough.add(id)
      dealt += power(id)
    }
    actions.push(at(enough))
    if (ids.length <= MANY_ATTACKERS) for (const id of ids.slice(0, 6)) actions.push(at(new Set([id])))
  }
  const seen = new Set<string>()
  return actions
    .filter((a) => {
      const key = JSON.stringify(a)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .filter((a) => !checkAction(s, a))
}

/**
 * The attacks a play's look into combat weighs (the pass line's best few, CR 508.1): each of `shapes` with the
 * attackers that can still attack at the same targets, and every possible attacker at the first one's target (a
 * hasty creature the play brought joins there), or no attack. Work follows the plan, not the board.
 */
export function attacksLike(s: GameState, me: PlayerIndex, shapes: Action[]): Action[] {
  const ids = new Set(possibleAttackers(s, me))
  const targets = attackTargets(s, me)
  const valid = (t: Target) => targets.some((x) => sameTarget(x, t))
  const out: Action[] = [{ type: 'declareAttackers', player: me, attackers: [] }]
  for (const shape of shapes) {
    const attackers = ((shape as { attackers?: { card: ObjId; target: Target }[] }).attackers ?? []).filter(
      (a) => ids.has(a.card) && valid(a.target),
    )
    if (attackers.length) out.push({ type: 'declareAttackers', player: me, attackers })
    // A creature the play brought (a hasty one) joins the shape at each opponent in turn: in a game of three or
    // four, the shape at one and the newcomer at another may knock out both (CR 506.2, 508.1b).
    const shaped = new Set(attackers.map((a) => a.card))
    const fresh = [...ids].filter((id) => !shaped.has(id))
    if (attackers.length && fresh.length && fresh.length <= 2)
      for (const t of targets.filter((x) => 'player' in x).slice(0, 3))
        out.push({
          type: 'declareAttackers',
          player: me,
          attackers: [...attackers, ...fresh.map((card) => ({ card, target: t }))],
        })
  }
  const first = attackTarget(s, me)
  if (first && ids.size)
    out.push({ type: 'declareAttackers', player: me, attackers: [...ids].map((card) => ({ card, target: first })) })
  const seen = new Set<string>()
  return out.filter((a) => {
    const key = JSON.stringify(a)
    if (seen.has(key)) return false
    seen.add(key)
    return !checkAction(s, a)
  })
}

/** The attack with the best outcome after the defenders' likely blocks, minus the counter-attack risk. */
export function chooseAttack(
  s: GameState,
  me: PlayerIndex,
  blocks: BlockModel = greedyBlocks,
  candidates: Action[] = attackCandidates(s, me),
): { action: Action; score: number }[] {
  // On a crowded battlefield each combat played out costs more than a decision's budget: the quick model judges.
  if (isCrowded(s))
    return candidates.map((action) => ({
      action,
      score: quickAttackValue(
        s,
        me,
        (action as { attackers: { card: ObjId }[] }).attackers.map((a) => a.card),
      ),
    }))
  // The defenders' likely tricks (their open mana, their hand priors), read once: a riskier attack is worth less, by
  // their chance.
  const tricks = defendersTricks(s, me)
  return candidates.map((action) => {
    const after = tryApply(s, action)
    if (!after) return { action, score: -Infinity }
    const end = playCombat(after, 8, blocks, everyone(s))
    return { action, score: evaluate(end, me) - crackBack(end, me) - trickRisk(after, me, tricks) }
  })
}

/** Candidate blocks: none, trades only, trades plus chumps against lethal, chump everything, and on an uncrowded
 *  battlefield the engine's samples. */
export function blockCandidates(s: GameState, me: PlayerIndex): Action[] {
  const crowded = isCrowded(s)
  const out: Action[] = [
    { type: 'declareBlockers', player: me, blockers: meetBlockRequirements(s, me, []) },
    greedyBlocks(s, me, 'trade'),
    greedyBlocks(s, me, 'survive'),
    greedyBlocks(s, me, 'chumpAll'),
    // Every block where there are few, the best by a quick model; else the engine's samples.
    ...(exactBlocks(s, me)?.map((blocks) => legalBlocks(s, me, blocks)) ?? (crowded ? [] : declarationSamples(s, me))),
  ]
  const seen = new Set<string>()
  return out.filter((a) => {
    const key = JSON.stringify(a)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export function chooseBlocks(
  s: GameState,
  me: PlayerIndex,
  candidates: Action[] = blockCandidates(s, me),
): { action: Action; score: number }[] {
  // On a crowded battlefield each combat played out costs more than a decision's budget: the quick model judges.
  if (isCrowded(s))
    return candidates.map((action) => ({
      action,
      score: quickBlockValue(s, me, (action as { blockers: { card: ObjId; blocks: ObjId }[] }).blockers),
    }))
  return candidates.map((action) => {
    const after = tryApply(s, action)
    if (!after) return { action, score: -Infinity }
    return { action, score: evaluate(playCombat(after, 8, greedyBlocks, everyone(s)), me) }
  })
}

/** The engine's samples of legal blocks (one per blocker and attacker it can block, checked each). */
function declarationSamples(s: GameState, me: PlayerIndex): Action[] {
  work.declarationListings++
  return legalActions(s, me).filter((a) => a.type === 'declareBlockers')
}

/** More creatures than a combat can be played out for within a decision's budget. */
export function isCrowded(s: GameState): boolean {
  return s.battlefield.filter((id) => isCreature(s, s.objects[id])).length > CROWDED_BATTLEFIELD
}
