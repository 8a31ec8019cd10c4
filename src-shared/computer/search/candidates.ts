// The candidates Hard searches at one of its decisions: Normal's complete ranking, or Normal's own answer where there is
// nothing to weigh (hands, discards, the hero, text resolved by hand, set spells, a single sensible play).
import type { Action, GameState } from '../../engine/types'
import { chooseAttack, chooseBlocks, normalBlocks } from '../combat'
import { attackPlans, blockPlans } from './plans'
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

export type Candidates = { direct: Action } | { ranked: Scored[] }

/** Normal's candidates for the computer's decision, best first (only those the engine would take). */
export function normalCandidates(s: GameState, ctx: Context): Candidates {
  const me = ctx.me
  const normal: Context = { ...ctx, level: 'normal' }
  const pending = myPending(s, me)
  let ranked: Scored[]
  if (pending) {
    const direct = directDecision(s, normal, pending)
    if (direct) return { direct: direct.action }
    // Attacks are worked out against the blocks the defender would really choose (Normal's own block search); the
    // complete plans are Normal's and the subsets and block assignments its pipeline leaves out (plans.ts).
    ranked =
      pending.kind === 'declareAttackers'
        ? chooseAttack(s, me, normalBlocks, attackPlans(s, me)).sort((a, b) => b.score - a.score)
        : pending.kind === 'declareBlockers'
          ? chooseBlocks(s, me, blockPlans(s, me)).sort((a, b) => b.score - a.score)
          : (rankDecision(s, normal, pending) ?? rankGeneric(s, normal))
    // Set spells are ranked by preference, not by a score the search could weigh against: Normal's order (MCR-8).
    if (pending.kind === 'setSpells') return { direct: ranked[0].action }
  } else {
    if (s.priority !== me || !ctx.legal.some((a) => a.type !== 'pass' && a.type !== 'activateMana'))
      return { direct: decideHeuristic(s, normal).action }
    ranked = rankPriority(s, normal)
    // Abilities can be activated again and again (Combat Rules' free equip, MCR-4, MCR-7): the search only weighs
    // an activation Normal scores above passing, so every activation it picks gains and no decision loop forms.
    const passing = ranked.find((x) => x.action.type === 'pass')?.score ?? -Infinity
    ranked = ranked.filter((x) => x.action.type !== 'activate' || x.score > passing)
  }
  const usable = ranked.filter((x) => x.score > -Infinity)
  if (usable.length < 2) return { direct: (usable[0] ?? ranked[0]).action }
  // A land play whose only rivals are passing and other land plays is a trivial move: the turn's one land (CR 305.2)
  // is played as Normal ranks it, and the search's iterations go to decisions with something to weigh.
  if (usable.every((x) => x.action.type === 'pass' || x.action.type === 'playLand')) return { direct: usable[0].action }
  return { ranked: usable }
}

/** A decision worth more search: a choice asked (attackers, blockers, targets, modes), a play in combat, an answer to
 *  another player's spell or ability, or a spell with choices (the same card in several candidates). */
export function richDecision(s: GameState, ctx: Context, ranked: Scored[]): boolean {
  if (myPending(s, ctx.me) || (s.combat?.attackers.length ?? 0) > 0) return true
  // An answer at instant speed to another player's spell or ability on the stack (CR 117.3b).
  if (s.stack.some((x) => x.controller !== ctx.me)) return true
  const cards = new Set<string>()
  for (const x of ranked) {
    const card = (x.action as { card?: unknown }).card
    if (typeof card !== 'string') continue
    if (cards.has(card)) return true
    cards.add(card)
  }
  return false
}
