// Variant decisions the engine's samples don't spell out: Mental Magic's "cast as" (rulings MM-2, MM-3, MA-6),
// Combat Rules' slot placement and set spells (MCR-2, MCR-8), Manahearth's hero (MH-2).
import type { CardDefinition } from '../cards/model'
import type { Action, CastAction, GameState, ObjId, PlayerIndex, Target } from '../engine/types'
import { faceAbilities, type EffectText } from '../engine/abilities'
import { checkAction } from '../engine/game'
import { isCreature, isLand } from '../engine/query'
import { legalTargets } from '../engine/legalTargets'
import { asIf, castAsChoices } from '../variants/mental/casting'
import { castTimingWhy } from '../engine/actions/casting'
import { poolCard } from '../variants/mental/pool'
import { CREATURE_SLOTS } from '../variants/combat/rules'
import { openSlots } from '../variants/combat/slots'
import { rolesOf } from './opponentModel'

/** A quick static worth of a card definition as a spell: used to keep the few most promising "cast as" names. */
export function staticWorth(def: CardDefinition): number {
  const face = def.faces[0]
  if (!face) return 0
  const ab = faceAbilities(face)
  let v = ab.unknown.length ? -2 : 0 // text the engine doesn't run is skipped by the computer
  if (face.types.includes('Creature')) {
    const p = parseInt(face.power ?? '0', 10) || 0
    const t = parseInt(face.toughness ?? '0', 10) || 0
    v += 1 + p * 1.5 + t + ab.keywords.length * 0.8
  }
  const effects = (e: EffectText | null) => {
    if (!e?.effects) return
    for (const x of e.effects) {
      const n = typeof (x as { amount?: unknown }).amount === 'number' ? (x as { amount: number }).amount : 2
      if (x.kind === 'damage' || x.kind === 'damageEach') v += n * 1.3
      else if (x.kind === 'destroy' || x.kind === 'exile') v += 5
      else if (x.kind === 'draw') v += n * 1.2
      else if (x.kind === 'token') v += 3
      else if (x.kind === 'counterSpell') v += 1
      else v += 1
    }
  }
  effects(ab.spell)
  // Triggered abilities (their shape differs as card text grows): count their effects when they are there.
  const loose = ab as unknown as { etb?: EffectText[]; triggers?: { effect?: EffectText }[] }
  for (const e of loose.etb ?? []) effects(e)
  for (const t of loose.triggers ?? []) effects(t.effect ?? null)
  if (face.types.includes('Planeswalker')) v += 6
  return v
}

/** The most damage a spell's own effects deal with a fixed amount (a burn spell's reach). */
function burnAmount(def: CardDefinition): number {
  let most = 0
  for (const x of faceAbilities(def.faces[0]).spell?.effects ?? []) {
    const n = (x as { amount?: unknown }).amount
    if (x.kind === 'damage' && typeof n === 'number') most = Math.max(most, n)
  }
  return most
}

/** Most "cast as" identities played forward to rank them in one decision (the rest keep their static order). */
export const CAST_AS_SCREENED = 24
/** Target choices kept per identity. */
const TARGET_CHOICES = 3

/**
 * Mental Magic: casts of the cards in hand as same-cost cards of the pool, with targets (MM-3, MA-6). Identities are
 * ranked by `screen` (the candidate played forward and scored, once with its first legal targets), the best
 * `perCard` of each cost kept; with a spell on the stack or attackers coming, every answer (a counterspell, a Fog,
 * removal, a trick, a flash creature) stays too. A burn spell that can deal an opponent's remaining life is always
 * among them (CR 104.3b).
 */
export function castAsCandidates(
  s: GameState,
  me: PlayerIndex,
  perCard = 4,
  screen: (a: Action) => number = () => 0,
): Action[] {
  if (s.variant !== 'mental' || s.priority !== me || s.pending.length) return []
  const answering = s.stack.length > 0 || !!s.combat?.attackers.length
  const lowest = Math.min(...s.players.filter((p, i) => i !== me && !p.lost).map((p) => p.life))
  // Cards of the same cost share their identities: each cost is ranked once, for its first card in hand.
  const byCost = new Map<string, ObjId>()
  for (const id of s.players[me].zones.hand) {
    const o = s.objects[id]
    if (!o || isLand(s, o)) continue
    const def = s.cards[o.def]
    const key = def ? (def.faces[0]?.manaCostText ?? '') : ''
    if (!byCost.has(key)) byCost.set(key, id)
  }
  const groups: { id: ObjId; options: { name: string; def: CardDefinition; first: Action; worth: number }[] }[] = []
  for (const id of byCost.values()) {
    let names: string[]
    try {
      names = castAsChoices(s, id)
    } catch {
      continue
    }
    const options = []
    for (const name of names) {
      const def = poolCard(s, name)
      if (!def) continue
      // An identity its timing rules out now is ruled out with every target (CR 307.1): not checked target by target.
      const hypothetical = asIf(s, id, def)
      if (castTimingWhy(hypothetical, castAs(me, id, name, []) as CastAction, hypothetical.objects[id])) continue
      const first = targetChoices(s, me, def, id)
        .map((targets) => castAs(me, id, name, targets))
        .find((a) => !checkAction(s, a))
      if (first) options.push({ name, def, first, worth: staticWorth(def) + (burnAmount(def) >= lowest ? 100 : 0) })
    }
    options.sort((a, b) => b.worth - a.worth || a.name.localeCompare(b.name))
    groups.push({ id, options })
  }
  // The screening budget is shared evenly between the costs; within a cost the static order says which go first.
  const share = Math.max(perCard, Math.floor(CAST_AS_SCREENED / Math.max(1, groups.length)))
  const out: Action[] = []
  for (const { id, options } of groups) {
    const kept = new Set<string>()
    if (answering) for (const o of options) if (isAnswer(o.def, s)) kept.add(o.name)
    const ranked = options
      .slice(0, share)
      .map((o) => ({ ...o, score: o.worth >= 100 ? Infinity : screen(o.first) }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    for (const o of ranked.slice(0, perCard)) kept.add(o.name)
    for (const o of options) {
      if (!kept.has(o.name)) continue
      // The identity's first legal targets (already played forward), then a few others.
      out.push(o.first)
      let added = 1
      for (const targets of targetChoices(s, me, o.def, id)) {
        if (added >= TARGET_CHOICES) break
        const a = castAs(me, id, o.name, targets)
        if (JSON.stringify(a) === JSON.stringify(o.first) || checkAction(s, a)) continue
        out.push(a)
        added++
      }
    }
  }
  return out
}

function castAs(me: PlayerIndex, card: ObjId, name: string, targets: Target[]): Action {
  const a: CastAction = { type: 'cast', player: me, card, ...(targets.length ? { targets } : {}) }
  ;(a as unknown as { as: string }).as = name
  return a
}

/** An answer to a spell on the stack or to attackers: a counterspell, a Fog, removal, a trick, a flash creature. */
function isAnswer(def: CardDefinition, s: GameState): boolean {
  const r = rolesOf(def)
  if (s.stack.length && r.counter) return true
  if (!s.combat?.attackers.length) return false
  return r.fog || r.trick || (r.instant && (r.removal || r.threat))
}

function targetChoices(s: GameState, me: PlayerIndex, def: CardDefinition, source: ObjId): Target[][] {
  const ab = faceAbilities(def.faces[0])
  // An Aura spell targets what it can enchant (CR 303.4a).
  const enchant = ab.statics.find((st) => st.kind === 'enchant') as { spec?: unknown } | undefined
  const specs = (ab.spell?.targets ?? (enchant?.spec ? [enchant.spec] : [])) as NonNullable<typeof ab.spell>['targets']
  let lists: Target[][] = [[]]
  for (const spec of specs) {
    const next: Target[][] = []
    let found: Target[] = []
    try {
      found = legalTargets(s, spec, me, source)
    } catch {
      found = []
    }
    for (const prefix of lists) for (const t of byIntent(s, me, def, found).slice(0, 6)) next.push([...prefix, t])
    lists = next
  }
  return lists.slice(0, 8)
}

/** Targets in the order a spell's intent tries them: removal and burn at the opponents (their faces first, the
 *  lowest life first, CR 120.3a) before one's own; anything else at one's own first (a pump, an Aura). */
function byIntent(s: GameState, me: PlayerIndex, def: CardDefinition, found: Target[]): Target[] {
  const harmful = rolesOf(def).removal
  const rank = (t: Target): number => {
    const player = 'player' in t ? (t.player as PlayerIndex) : undefined
    const owner = player ?? s.objects[(t as { card: ObjId }).card]?.controller
    const mine = owner === me
    if (!harmful) return mine ? 0 : 1
    if (mine) return 1000
    return player !== undefined ? s.players[player].life / 100 : 1
  }
  return found
    .map((t, i) => ({ t, i, r: rank(t) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.t)
}

/** Combat Rules' placement (MCR-2): the most valuable creatures, strongest in the first slots. */
export function placementCandidates(s: GameState, me: PlayerIndex, value: (id: ObjId) => number): Action[] {
  const hand = s.players[me].zones.hand.filter((id) => isCreature(s, s.objects[id]))
  const ranked = [...hand].sort((a, b) => value(b) - value(a) || (a < b ? -1 : 1))
  const out: Action[] = []
  for (const take of [CREATURE_SLOTS, 3]) {
    const slots: (ObjId | null)[] = Array(CREATURE_SLOTS).fill(null)
    ranked.slice(0, take).forEach((id, i) => (slots[i] = id))
    const a = { type: 'placeCreatures', player: me, slots } as Action
    if (!checkAction(s, a)) out.push(a)
  }
  return out
}

/** Combat Rules' set spells (MCR-8): every non-creature card that fits. */
export function setSpellCandidates(s: GameState, me: PlayerIndex, max: number): Action[] {
  const cards = s.players[me].zones.hand.filter((id) => !isCreature(s, s.objects[id]))
  const out: Action[] = []
  for (let n = Math.min(max, cards.length); n >= 0; n--) {
    const a = { type: 'setSpells', player: me, cards: cards.slice(0, n) } as Action
    if (!checkAction(s, a)) out.push(a)
  }
  return out
}

/** Combat Rules' summons (MCR-6): a creature cast without a slot becomes one candidate per open slot, each judged by
 *  what stands across from it (MCR-8, MCR-9), not the first open slot whatever faces it. */
export function summonSlots(s: GameState, me: PlayerIndex, a: Action): Action[] {
  if (s.variant !== 'combat' || a.type !== 'cast') return [a]
  const cast = a as CastAction & { slot?: number }
  const o = s.objects[cast.card]
  if (cast.slot !== undefined || !o || o.zone !== 'hand' || !isCreature(s, o)) return [a]
  const out: Action[] = []
  for (const slot of openSlots(s, me, cast.sacrifice ?? [])) {
    const b = { ...cast, slot } as Action
    if (!checkAction(s, b)) out.push(b)
  }
  return out.length ? out : [a]
}
