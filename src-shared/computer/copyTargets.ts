// The new targets of a spell's copies (storm, replicate, conspire, casualty; CR 707.10c), as a regular would aim them:
// a copy of a one-target burn spell finishes the opposing creatures it can kill, most valuable first, and the rest go
// at an opponent's face; a copy of another one-target spell aimed at an opponent's side spreads to the opponents'
// most valuable permanents not yet targeted; a spell aimed at oneself, or with several targets, keeps them.
import type { Effect } from '../engine/ast'
import type { CastAction, GameState, ObjId, Pending, PlayerIndex, Target } from '../engine/types'
import { abilitiesOf, isCreature, powerToughness } from '../engine/query'
import { legalTargets } from '../engine/legalTargets'
import { spellTargetSpecs } from '../engine/actions/targets'
import { copiesItself } from '../engine/castCopies'
import { spellsCastThisTurn } from '../engine/alternativeCosts'
import { creatureValue } from './evaluate'

/** The damage a copy deals to its one target, when its text is a fixed amount of damage to it. */
function burnAmount(s: GameState, id: ObjId): number {
  const effects: Effect[] = abilitiesOf(s, s.objects[id])?.spell?.effects ?? []
  const e = effects.find((x) => x.kind === 'damage' && x.target === 0 && !x.among && !x.count)
  return e && e.kind === 'damage' && typeof e.amount === 'number' ? e.amount : 0
}

const key = (t: Target) => ('player' in t ? `p${t.player}` : t.card)

/** Whose side a target is on: a player, or a permanent's controller. */
function sideOf(s: GameState, t: Target): PlayerIndex | undefined {
  return 'player' in t ? t.player : s.objects[t.card]?.controller
}

/**
 * New targets for `n` copies of the spell `id` (its targets `targets`), given the damage already aimed by the spell
 * and its copies on the stack (`aimed`, by target). An empty list keeps the spell's targets.
 */
export function planCopyTargets(
  s: GameState,
  me: PlayerIndex,
  id: ObjId,
  targets: Target[],
  n: number,
  aimed: Map<string, number> = new Map(),
): Target[][] {
  const keep = Array.from({ length: n }, () => [] as Target[])
  const specs = spellTargetSpecs(s, id) ?? []
  if (targets.length !== 1 || specs.length !== 1 || n <= 0) return keep
  const side = sideOf(s, targets[0])
  if (side === undefined || side === me) return keep // a pump or a gift to oneself stays where it was aimed
  const legal = legalTargets(s, specs[0], me, id).filter((t) => sideOf(s, t) !== me)
  const value = (t: Target) => ('card' in t && s.objects[t.card] ? creatureValue(s, s.objects[t.card]) : 0)
  const dmg = burnAmount(s, id)
  const out: Target[][] = []
  const face = legal.find((t) => 'player' in t && t.player === side) ?? legal.find((t) => 'player' in t)
  if (dmg > 0) {
    // CR 104.3b: when the copies' damage at the face is lethal, every copy goes there.
    if (face && 'player' in face && s.players[face.player].life - (aimed.get(key(face)) ?? 0) <= dmg * n)
      return Array.from({ length: n }, () => [face])
    // CR 120.6: the damage to kill is its toughness less the damage it has and the damage already aimed at it.
    const creatures = legal
      .filter((t) => 'card' in t && isCreature(s, s.objects[t.card]))
      .sort((a, b) => value(b) - value(a))
    for (const t of creatures) {
      const o = s.objects[(t as { card: ObjId }).card]
      const left = powerToughness(s, o).toughness - (o.damage ?? 0) - (aimed.get(key(t)) ?? 0)
      if (left <= 0) continue
      const need = Math.ceil(left / dmg)
      if (need > n - out.length) continue
      for (let k = 0; k < need; k++) out.push([t])
    }
    while (out.length < n) out.push(face ? [face] : [])
    return out
  }
  // Spread: each copy to the most valuable opposing target not yet aimed at (Spreading Insurrection, a bounce).
  const taken = new Set([key(targets[0]), ...aimed.keys()])
  const fresh = legal.filter((t) => !taken.has(key(t))).sort((a, b) => value(b) - value(a))
  for (let i = 0; i < n; i++) out.push(fresh[i] ? [fresh[i]] : [])
  return out
}

/** The copies a cast makes of itself as it is cast, when the count is known now (storm, replicate, casualty and
 *  conspire paid). */
function copiesOnCast(s: GameState, a: CastAction): number {
  const triggers = abilitiesOf(s, s.objects[a.card])?.triggers ?? []
  let n = 0
  for (const t of triggers)
    for (const e of t.effect.effects) {
      if (e.kind !== 'copySpell') continue
      if (e.replicate) n += a.replicate ?? 0
      else if (e.count) n += a.kicked ? e.count : 0
      else n += s.players.reduce((sum, _p, i) => sum + spellsCastThisTurn(s, i), 0) // CR 702.40a: by any player
    }
  return n
}

/** The cast with new targets for its copies, when it makes copies of itself whose targets a regular would change. */
export function withCopyTargets(s: GameState, me: PlayerIndex, a: CastAction): CastAction {
  if (a.copyTargets || !a.targets?.length || !copiesItself(s, a.card)) return a
  const n = copiesOnCast(s, a)
  const plan = planCopyTargets(s, me, a.card, a.targets, n, aimedAt(s, a.card, a.targets))
  return plan.some((l) => l.length) ? { ...a, copyTargets: plan } : a
}

/** The damage-free tally of what the spell aims at: its own target once. */
function aimedAt(s: GameState, id: ObjId, targets: Target[]): Map<string, number> {
  const dmg = burnAmount(s, id)
  return new Map(targets.map((t) => [key(t), dmg]))
}

/** The answer to a copy's "choose new targets" (CR 707.10c), asked per copy: the plan's first copy. */
export function copyTargetsAnswer(s: GameState, me: PlayerIndex, pending: Pending) {
  const pause = pending.pause as { copy?: ObjId; made?: number; total?: number; choices?: Target[][] } | undefined
  const copy = pause?.copy ? s.stack.find((i) => i.id === pause.copy) : undefined
  // A copy of another spell (Twincast's) is weighed like any other answer, by playing it forward (policy.ts).
  if (!copy || !pause?.choices?.length || pause.total === undefined) return null
  const dmg = burnAmount(s, copy.id)
  // The spell and the copies already on the stack: what they aim at, and how hard (CR 405.1).
  const aimed = new Map<string, number>()
  const def = s.objects[copy.id]?.def
  for (const item of s.stack)
    if (item.id !== copy.id && item.kind === 'spell' && s.objects[item.id]?.def === def)
      for (const t of item.targets) aimed.set(key(t), (aimed.get(key(t)) ?? 0) + dmg)
  const left = (pause.total ?? 1) - (pause.made ?? 1) + 1
  const [first] = planCopyTargets(s, me, copy.id, copy.targets, left, aimed)
  const legal = first?.length && pause.choices.some((c) => JSON.stringify(c) === JSON.stringify(first))
  return { type: 'choose' as const, player: me, ...(legal ? { targets: first } : { option: 'keep' }) }
}
