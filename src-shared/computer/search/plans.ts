// Complete attack and block plans Hard weighs besides Normal's (CR 508.1, 509.1). Normal's pipeline lists no attack,
// all, each alone and all but each; with four to six attackers the best attack may be two or three of them, which it
// never lists. Normal keeps its quick model's best six block assignments; Hard keeps more. The extra plans are
// screened by the quick model (cheap), and the best few are played out as Normal plays its own, so they join Normal's
// ranking on the same scale and the search weighs the close ones.
import type { Action, GameState, ObjId, PlayerIndex, Target } from '../../engine/types'
import { possibleAttackers } from '../../engine/combat'
import { meetBlockRequirements } from '../../engine/blocking'
import { checkAction } from '../../engine/game'
import { attackCandidates, blockCandidates, isCrowded } from '../combat'
import { exactBlocks, quickAttackValue } from '../blocks'

/** Attackers up to which every subset at one target is screened (2^6 = 64 quick judgements). */
const SUBSET_ATTACKERS = 6
/** Extra attack plans played out (each costs one combat with the defender's block search). */
const EXTRA_ATTACKS = 6
/** Block assignments kept from the quick model's enumeration (Normal keeps six). */
const EXACT_KEEP = 14

type Attackers = { card: ObjId; target: Target }[]
const attackersOf = (a: Action): Attackers => (a as { attackers?: Attackers }).attackers ?? []
const key = (a: Action): string => JSON.stringify(a)

/** Normal's attack candidates and, with four to six possible attackers, the quick model's best other subsets at the
 *  target Normal's full attack aims at (the pairs and triples Normal never lists). */
export function attackPlans(s: GameState, me: PlayerIndex): Action[] {
  const normal = attackCandidates(s, me)
  if (isCrowded(s)) return normal
  const ids = possibleAttackers(s, me)
  if (ids.length < 4 || ids.length > SUBSET_ATTACKERS) return normal
  // The target of Normal's attack with everything (its first target, CR 508.1b).
  const all = normal.find((a) => attackersOf(a).length === ids.length)
  const target = all ? attackersOf(all)[0].target : null
  if (!target) return normal
  const seen = new Set(normal.map(key))
  const extra: { action: Action; value: number }[] = []
  for (let mask = 1; mask < (1 << ids.length) - 1; mask++) {
    const chosen = ids.filter((_, i) => mask & (1 << i))
    const action: Action = {
      type: 'declareAttackers',
      player: me,
      attackers: chosen.map((card) => ({ card, target })),
    }
    if (seen.has(key(action))) continue
    extra.push({ action, value: quickAttackValue(s, me, chosen) })
  }
  extra.sort((a, b) => b.value - a.value)
  const picked = extra
    .slice(0, EXTRA_ATTACKS * 2)
    .map((x) => x.action)
    .filter((a) => !checkAction(s, a))
    .slice(0, EXTRA_ATTACKS)
  return [...normal, ...picked]
}

/** Normal's block candidates and more of the quick model's best complete assignments where they can be enumerated. */
export function blockPlans(s: GameState, me: PlayerIndex): Action[] {
  const normal = blockCandidates(s, me)
  if (isCrowded(s)) return normal
  const more = exactBlocks(s, me, EXACT_KEEP)
  if (!more) return normal
  const seen = new Set(normal.map(key))
  const out = [...normal]
  for (const blocks of more) {
    const action: Action = { type: 'declareBlockers', player: me, blockers: meetBlockRequirements(s, me, blocks) }
    if (seen.has(key(action)) || checkAction(s, action)) continue
    seen.add(key(action))
    out.push(action)
  }
  return out
}
