// The Easy and Normal levels: one decision from the computer's own view (Forge-style heuristics, each candidate
// played forward on a copy until the stack is empty and scored by the board evaluation).
import type { CardDefinition } from '../cards/model'
import type { Action, CardObject, CastAction, GameState, Pending, PlayerIndex } from '../engine/types'
import { legalActions, reduce, waitingFor } from '../engine/game'
import { Random } from '../engine/rng'
import { faceOf, isCreature, isLand } from '../engine/query'
import { castsOfCardThisTurn } from '../engine/alternativeCosts'
import { evaluate, WIN } from './evaluate'
import { fightWaiting, settle, tryApply } from './sim'
import {
  attackCandidates,
  attacksLike,
  chooseAttack,
  chooseBlocks,
  crackBack,
  isCrowded,
  opponentsOf,
  playCombat,
} from './combat'
import { bottomCards, discardCards, keepHand } from './hand'
import { castAsCandidates, placementCandidates, setSpellCandidates, summonSlots } from './variants'
import { creatureValue } from './evaluate'
import { blockOptions, quickCombatGain } from './blocks'
import type { Level } from './types'
import { heroWorth } from '../variants/manahearth/computer'
import { work } from './work'
import { holdContext, holdValue } from './holding'
import { copyTargetsAnswer } from './copyTargets'

export interface Context {
  me: PlayerIndex
  level: Level
  rng: Random
  /** The engine's legal actions for the computer (from its view). */
  legal: Action[]
  /** Definitions of its own cards the rules let it look through (a hero chosen from its deck, MH-2). */
  known?: Record<string, CardDefinition>
  /** Score plays as soon as the stack is empty, without playing on into the combat they lead into (Hard's
   *  rollouts, which play that combat anyway). */
  quick?: boolean
}

export interface Scored {
  action: Action
  score: number
}

/** The decision the computer must make now, if it is asked one (its own simultaneous choice included). */
export function myPending(s: GameState, me: PlayerIndex): Pending | null {
  const mine = s.pending.find((d) => d.player === me && (d.simultaneous || d === s.pending[0]))
  return mine ?? null
}

const IGNORED = new Set(['concede', 'manual', 'activateMana'])

/** Scores each action by playing it forward until the stack is empty (in combat: until its damage is dealt). */
export function scoreActions(
  s: GameState,
  me: PlayerIndex,
  actions: Action[],
  extra: (after: GameState) => number = () => 0,
  memo?: Played,
): Scored[] {
  return actions.map((action) => {
    const hit = memo?.get(action)
    const next = hit ? hit.next : tryApply(s, action)
    if (!next) return { action, score: -Infinity }
    const value = hit ? hit.value : quiescentValue(s, next, me, action.type === 'activate')
    return { action, score: value + bonus(s, action, me) + extra(next) }
  })
}

/** Candidates already played forward in this decision (Mental Magic's identities, ranked before they are scored). */
type Played = Map<Action, { next: GameState | null; value: number }>

const IN_COMBAT = new Set(['declareAttackers', 'declareBlockers', 'firstStrikeDamage'])

/** Whether a play now is judged at the end of the combat under way: attackers are declared and damage is to come
 *  (a pump after blocks, a Fog before damage, CR 510.1). */
function inCombat(s: GameState): boolean {
  return !!s.combat?.attackers.length && IN_COMBAT.has(s.step) && s.phase === 'turn'
}

/** A position's value once it is quiet: the stack resolved and, in combat, the combat's damage dealt (blocks still
 *  to come as the defender would greedily choose them). */
export function quiescentValue(before: GameState, after: GameState, me: PlayerIndex, own = false): number {
  const settled = settle(after)
  if (!inCombat(before)) return evaluate(settled, me)
  // A crowded battlefield's combat is judged by the quick model: playing it out costs more than a decision's budget.
  if (isCrowded(settled)) return evaluate(settled, me) + quickCombatGain(settled, me)
  // The opponents' tricks after blocks are modelled; `own`: a play that starts a trick (a pump activated) is followed
  // through with the rest of it, while passing ends one's own part of the step.
  // Before blocks every player's tricks are still to come (CR 509.4).
  const tricksOf = opponentsOf(settled, me)
  // Before blocks one's own tricks wait for them only when a block could change what they should do (CR 509.1).
  const blocksToCome = settled.step === 'declareAttackers' || !!settled.combat?.toBlock.length
  const mine = own || (blocksToCome && blocksPossible(settled, me))
  return evaluate(playCombat(settled, 8, undefined, mine ? [me, ...tricksOf] : tricksOf), me)
}

/** Whether any player attacked has a creature that can block one of the attackers. */
function blocksPossible(s: GameState, me: PlayerIndex): boolean {
  return opponentsOf(s, me).some((p) => blockOptions(s, p).length > 0)
}

/** Lands first (their mana is there for the spells after), a face-down Utopia from the hardest card to cast. */
function bonus(s: GameState, a: Action, me: PlayerIndex): number {
  if (a.type !== 'playLand') return 0
  const o = s.objects[(a as { card: string }).card]
  const mv = o ? (faceOf(s, o)?.manaValue ?? 0) : 0
  const lands = s.battlefield.filter((id) => s.objects[id].controller === me && isLand(s, s.objects[id])).length
  const colours = o && !(a as { faceDown?: boolean }).faceDown ? landColours(s, o) : []
  return (
    5 +
    ((a as { faceDown?: boolean }).faceDown ? (lands < 4 ? mv * 0.05 : -mv * 0.05) : 0.1) +
    colourNeed(s, me, colours)
  )
}

const BASIC_COLOUR: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' }

/** The colours a land makes: its basic land types and its mana abilities. */
function landColours(s: GameState, o: CardObject): string[] {
  const face = faceOf(s, o)
  if (!face) return []
  const out = new Set<string>()
  for (const t of face.subtypes) if (BASIC_COLOUR[t]) out.add(BASIC_COLOUR[t])
  for (const ab of face.manaAbilities ?? [])
    for (const alt of ab.produces) for (const m of alt) out.add(m === 'any' ? 'WUBRG' : String(m))
  return [...out].flatMap((c) => (c === 'WUBRG' ? ['W', 'U', 'B', 'R', 'G'] : [c]))
}

/** How much the spells in hand want a land of these colours, given the colours already on the battlefield. */
function colourNeed(s: GameState, me: PlayerIndex, colours: string[]): number {
  if (!colours.length) return 0
  const demand: Record<string, number> = {}
  for (const id of s.players[me].zones.hand) {
    const face = faceOf(s, s.objects[id])
    if (!face || face.types.includes('Land')) continue
    for (const m of face.manaCostText.matchAll(/\{([^}]*)\}/g))
      for (const c of 'WUBRG') if (m[1].includes(c)) demand[c] = (demand[c] ?? 0) + 1
  }
  const supply: Record<string, number> = {}
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== me || !isLand(s, o)) continue
    for (const c of landColours(s, o)) supply[c] = (supply[c] ?? 0) + 1
  }
  let need = 0
  for (const c of new Set(colours)) need = Math.max(need, (demand[c] ?? 0) / (1 + (supply[c] ?? 0)))
  return Math.min(2, need * 0.5)
}

function best(list: Scored[]): Scored | null {
  let top: Scored | null = null
  for (const x of list) if (x.score > (top?.score ?? -Infinity)) top = x
  return top
}

const pass = (me: PlayerIndex): Action => ({ type: 'pass', player: me })

/** The same card cast this many times in a turn is a loop (a creature that returns itself where nothing costs mana,
 *  ruling MCR-4): the computer stops there. */
const SAME_CARD_CASTS = 3

/** Priority: the best play if it beats passing by a margin, else pass. */
export function priorityCandidates(s: GameState, ctx: Context, memo: Played = new Map()): Action[] {
  const list = ctx.legal
    .filter((a) => a.type !== 'pass' && !IGNORED.has(a.type))
    .flatMap((a) => summonSlots(s, ctx.me, a))
  // Mental Magic's identities are ranked by their simulated outcome, not a fixed worth (MM-3).
  const screen = (a: Action) => {
    const next = tryApply(s, a)
    const value = next ? quiescentValue(s, next, ctx.me) : -Infinity
    memo.set(a, { next, value })
    return value
  }
  return distinct(s, [...list, ...castAsCandidates(s, ctx.me, 4, screen)]).filter((a) => !castLoop(s, ctx.me, a))
}

/** Candidates once each: Mental Magic's cast of a card as itself and the engine's plain cast of it are one play. */
function distinct(s: GameState, list: Action[]): Action[] {
  const seen = new Set<string>()
  return list.filter((a) => {
    let key = JSON.stringify(a)
    const as = (a as { as?: string }).as
    if (a.type === 'cast') {
      const card = s.objects[(a as CastAction).card]
      const own = card ? s.cards[card.def]?.name : undefined
      key = JSON.stringify({ ...a, as: as ?? own })
    }
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Whether a play aims at an opponent: a target that is an opponent or a permanent one controls (removal, burn, a
 *  tap: the plays that open the way for an attack, CR 115.1). */
function aimedAtOpponent(s: GameState, me: PlayerIndex, a: Action): boolean {
  const targets = (a as { targets?: ({ player: number } | { card: string })[] }).targets ?? []
  return targets.some((t) =>
    'player' in t ? t.player !== me : s.objects[t.card]?.controller !== me && s.objects[t.card]?.zone === 'battlefield',
  )
}

function castLoop(s: GameState, me: PlayerIndex, a: Action): boolean {
  if (a.type !== 'cast') return false
  const def = s.objects[(a as CastAction).card]?.def
  return !!def && castsOfCardThisTurn(s, me, def) >= SAME_CARD_CASTS
}

export function passScore(s: GameState, me: PlayerIndex): number {
  if (inCombat(s)) {
    const next = tryApply(s, pass(me))
    return quiescentValue(s, next ?? s, me)
  }
  if (!s.stack.length && !fightWaiting(s)) return evaluate(s, me)
  const next = tryApply(s, pass(me))
  return next ? evaluate(settle(next), me) : evaluate(s, me)
}

const MARGIN = 0.25

/** Every candidate with its score (pass included), best first: the Hard level searches the top few. */
export function rankPriority(s: GameState, ctx: Context): Scored[] {
  const memo: Played = new Map()
  const candidates = priorityCandidates(s, ctx, memo)
  // Mana held open with an answer in hand is worth the chance the opponent's next turn needs it (the opponent model).
  const holding = candidates.length ? holdContext(s, ctx.me) : null
  const held = (after: GameState) => holdValue(holding, after, ctx.me)
  const passing: Scored = { action: pass(ctx.me), score: passScore(s, ctx.me) + MARGIN + held(s) }
  if (!candidates.length) return [passing]
  const ranked = [passing, ...scoreActions(s, ctx.me, candidates, held, memo)].sort((a, b) => b.score - a.score)
  return ctx.quick ? ranked : throughCombat(s, ctx, ranked, held)
}

const BEFORE_COMBAT = new Set(['precombatMain', 'beginCombat'])

/** Candidates played on into the turn's combat (two-step plays: removal then attack, a pump or a hasty hero then
 *  the attack, CR 506-511): at most this many besides passing. */
const LOOKAHEAD = 4
/** Plays aimed at an opponent followed into combat past the best few. */
const AIMED = 3

/**
 * Before its own combat, the best few plays (and passing) are judged by the best attack they lead to, as the
 * attack is judged (the defender's likely blocks, the counter-attack). The rest keep their score moved by the
 * gain passing makes from combat.
 */
function throughCombat(s: GameState, ctx: Context, ranked: Scored[], held: (after: GameState) => number): Scored[] {
  const me = ctx.me
  // The beginning of combat too: a tap ability there spends an attacker as much as in the main phase (CR 507).
  if (!BEFORE_COMBAT.has(s.step) || s.active !== me || s.stack.length || s.phase !== 'turn' || isCrowded(s))
    return ranked
  const shapes: Action[] = []
  const tally = { combats: 0 }
  const passLook = attackValue(s, me, shapes, tally)
  if (passLook === null) return ranked
  // The looks this decision can afford: each plays about ATTACK_SHAPES + 2 combats, each combat costing about as much
  // as the creatures in it (counted, not timed: the same position looks as far on any machine).
  const creatures = Math.max(1, creatureCount(s))
  const perLook = (ATTACK_SHAPES + 2) * creatures
  // Passing already wins in the combat ahead: no play can do better, so none is looked into (CR 104.2a).
  const looks =
    passLook >= WIN / 2
      ? 0
      : Math.max(1, Math.min(LOOKAHEAD + AIMED, Math.floor((LOOK_BUDGET - tally.combats * creatures) / perLook)))
  const passIndex = ranked.findIndex((x) => x.action.type === 'pass')
  const passGain = passLook + MARGIN + held(s) - ranked[passIndex].score
  let looked = 0
  let aimed = 0
  const out = ranked.map((x, i) => {
    if (i === passIndex) return { ...x, score: passLook + MARGIN + held(s) }
    if (x.score === -Infinity) return x
    // Past the best few, a play aimed at an opponent is still followed into combat (burn to the face, then the
    // attack; removal of the one blocker that matters): its worth shows there, not when the stack is empty.
    // When passing wins, a play not looked into is not credited with the win: it may spend the attacker (a tap
    // ability on the creature whose attack wins).
    if (looked >= looks || (looked >= LOOKAHEAD && (aimed >= AIMED || !aimedAtOpponent(s, me, x.action))))
      return { ...x, score: x.score + (looks ? passGain : 0) }
    if (looked >= LOOKAHEAD) aimed++
    looked++
    const next = tryApply(s, x.action)
    const settled = next ? settle(next) : null
    const look = settled && settled.step === s.step && !settled.stack.length ? attackValue(settled, me, shapes) : null
    return { ...x, score: look === null ? x.score + passGain : look + bonus(s, x.action, me) + held(next!) }
  })
  return out.sort((a, b) => b.score - a.score)
}

/** The attacks the pass line's look ranks best, which each play's look weighs again (with all and none). */
const ATTACK_SHAPES = 3
/** A decision's looks into combat, in creature-combats (a combat played out costs about its creatures): the pass
 *  line's look first, then as many plays' looks as fit, at least one. */
const LOOK_BUDGET = 700

function creatureCount(s: GameState): number {
  let n = 0
  for (const id of s.battlefield) if (isCreature(s, s.objects[id])) n++
  return n
}

/** The value of the best attack from a quiet main phase (no attack included), or null when no combat follows.
 *  `shapes`: empty, it is filled with the best few attacks of a full look; filled, only attacks like them are
 *  weighed (a play's look into combat, so the work per decision follows the plan, not the board). */
function attackValue(s: GameState, me: PlayerIndex, shapes: Action[] = [], tally = { combats: 0 }): number | null {
  let cur = s
  // Every player passes in the main phase and again at the beginning of combat (CR 117.4): two rounds of passes.
  for (let i = 0, most = 2 * s.players.length + 2; i < most; i++) {
    if (cur.phase !== 'turn' || cur.turn !== s.turn) return null
    const w = waitingFor(cur)
    if (w.kind === 'decision') {
      if (w.pending.kind !== 'declareAttackers' || w.player !== me) return null
      const full = !shapes.length
      const candidates = full ? attackCandidates(cur, me) : attacksLike(cur, me, shapes)
      tally.combats += candidates.length
      const ranked = chooseAttack(cur, me, undefined, candidates)
      let top = -Infinity
      for (const x of ranked) top = Math.max(top, x.score)
      if (full)
        shapes.push(
          ...[...ranked]
            .sort((a, b) => b.score - a.score)
            .slice(0, ATTACK_SHAPES)
            .map((x) => x.action),
        )
      return top === -Infinity ? null : top
    }
    if ((cur.step !== 'precombatMain' && cur.step !== 'beginCombat') || cur.stack.length) {
      // No creature could attack (CR 508.1): the combat is empty.
      return cur.step === 'declareAttackers' || cur.step === 'endCombat' ? evaluate(cur, me) - crackBack(cur, me) : null
    }
    work.simulated++
    try {
      cur = reduce(cur, { type: 'pass', player: w.player as PlayerIndex }).state
    } catch {
      return null
    }
  }
  return null
}

/** Candidates with scores for a pending decision; null for decisions answered directly. */
export function rankDecision(s: GameState, ctx: Context, pending: Pending): Scored[] | null {
  const me = ctx.me
  switch (pending.kind) {
    case 'declareAttackers':
      return chooseAttack(s, me).sort((a, b) => b.score - a.score)
    case 'declareBlockers':
      return chooseBlocks(s, me).sort((a, b) => b.score - a.score)
    case 'placeCreatures': {
      const value = (id: string) => creatureValue(s, s.objects[id])
      return scoreActions(s, me, [...placementCandidates(s, me, value), ...ctx.legal]).sort((a, b) => b.score - a.score)
    }
    case 'setSpells': {
      const max = Math.max(0, ...ctx.legal.map((a) => ((a as { cards?: unknown[] }).cards ?? []).length))
      return setSpellCandidates(s, me, max).map((action, i) => ({ action, score: -i }))
    }
  }
  return null
}

/** Scores every legal action one step ahead (unknown decisions, "you may", modes, the legend rule, bonuses). */
export function rankGeneric(s: GameState, ctx: Context): Scored[] {
  const list = ctx.legal.filter((a) => !IGNORED.has(a.type)).slice(0, 40)
  return scoreActions(s, ctx.me, list.length ? list : ctx.legal.slice(0, 1)).sort((a, b) => b.score - a.score)
}

/** A decision answered without search (hands, discards, text resolved by hand), or null. */
export function directDecision(s: GameState, ctx: Context, pending: Pending): { action: Action } | null {
  const me = ctx.me
  switch (pending.kind) {
    case 'mulligan': {
      const keep = ctx.level === 'easy' ? ({ keep: true } as const) : keepHand(s, me)
      if (keep.keep) return { action: { type: 'keep', player: me } }
      const action = ctx.legal.find((a) => a.type === 'mulligan')
      if (!action) return { action: { type: 'keep', player: me } }
      return { action: keep.cards ? { ...action, cards: keep.cards } : { type: 'mulligan', player: me } }
    }
    case 'bottom':
      return { action: { type: 'bottom', player: me, cards: bottomCards(s, me, pending.count ?? 1) } }
    case 'discard':
      return { action: { type: 'discard', player: me, cards: discardCards(s, me, pending.count ?? 1) } }
    case 'effect': {
      // CR 707.10c: a copy's new targets, aimed as a regular would (copyTargets.ts).
      if ((pending.pause as { choice?: string } | undefined)?.choice !== 'newTargets') return null
      const answer = copyTargetsAnswer(s, me, pending)
      return answer ? { action: answer } : null
    }
    case 'manual':
      // Text the engine doesn't run: the computer applies nothing, and the engine logs what it skipped.
      return { action: { type: 'done', player: me, skipped: true } }
    case 'chooseHero': {
      const options = ctx.legal.filter((a) => a.type === 'chooseHero')
      // A hero has no loyalty (ruling MH-9): it is worth what its abilities do.
      const worth = (a: Action): number => heroWorth(ctx.known?.[(a as { card: string }).card])
      const nameOf = (a: Action) => ctx.known?.[(a as { card: string }).card]?.name ?? ''
      const pick = [...options].sort((a, b) => worth(b) - worth(a) || nameOf(a).localeCompare(nameOf(b)))[0]
      return pick ? { action: pick } : null
    }
  }
  return null
}

/** Easy and Normal. */
export function decideHeuristic(s: GameState, ctx: Context): { action: Action } {
  const me = ctx.me
  const pending = myPending(s, me)
  if (!ctx.legal.length) return { action: { type: 'concede', player: me } }
  if (pending) {
    const direct = directDecision(s, ctx, pending)
    if (direct) return direct
    const ranked = rankDecision(s, ctx, pending) ?? rankGeneric(s, ctx)
    return { action: pick(ranked, ctx) }
  }
  if (waitingFor(s).kind !== 'priority' || s.priority !== me) return { action: ctx.legal[0] }
  if (!ctx.legal.some((a) => a.type !== 'pass' && !IGNORED.has(a.type)) && s.variant !== 'mental')
    return { action: pass(me) }
  return { action: pick(rankPriority(s, ctx), ctx) }
}

/** How often Easy makes a beginner's mistake: one of Normal's next-best choices instead of the best. */
export const EASY_ERROR_RATE = 0.35
/** The mistakes Easy picks from: Normal's next few choices (never an illegal or hopeless one). */
const EASY_ERROR_CHOICES = 3

/** Normal takes the best; Easy, at a seeded rate, one of the next best (XMage-style deliberate errors). */
function pick(ranked: Scored[], ctx: Context): Action {
  const top = best(ranked) ?? ranked[0]
  if (ctx.level !== 'easy' || ctx.rng.next() >= EASY_ERROR_RATE) return top.action
  const others = ranked
    .filter((x) => x !== top && x.score > -Infinity && x.score > -WIN / 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, EASY_ERROR_CHOICES)
  return others.length ? others[ctx.rng.int(others.length)].action : top.action
}

export { legalActions }
