// Combat (CR 506–511): declaring attackers and blockers with their restrictions, and combat damage with first
// strike, double strike, trample, deathtouch and lifelink. A creature blocked by two or more creatures divides its
// damage among them as its controller chooses (CR 510.1c-d) when the game's `assignCombatDamage` option is on
// (the app's tables turn it on): an 'assignDamage' decision, answered by the `assignDamage` action. Otherwise, and
// as the suggested division, each blocker in block order gets lethal damage and the rest goes to the last one or,
// with trample, to the player or planeswalker attacked (CR 702.19b): the damage assignment order of the rules
// before November 2024 (former CR 509.2).
import type { Tx } from './tx'
import type { OptionDef } from './variant'
import type { CardObject, CombatState, DamageShare, GameState, ObjId, Pending, PlayerIndex, Target } from './types'
import {
  matchesSpec,
  abilitiesOf,
  colorsOf,
  faceOf,
  hasKeyword,
  hasType,
  isAlive,
  isLand,
  isCreature,
  isPlaneswalker,
  keywordsOf,
  staticSources,
  selfRestricted,
  selfConditionNow,
  nameOf,
  opponentsOf,
  playerName,
  powerOf,
  targetName,
  toughnessOf,
} from './query'
import { dealDamage, sourceInfo, type DamageSource } from './effects'
import { protectedFrom } from './protection'
import { specText } from './specText'
import type { TargetSpec } from './ast'
import { canAfford, payCost } from './mana'
import { parseManaCost } from '../mana'
import type { ManaCost } from '../mana/types'

/** Can this creature attack now (CR 508.1a, 302.6, 702.3b defender, 702.10 haste)? A reason when not. */
export function whyCantAttack(
  state: GameState,
  obj: CardObject | undefined,
  player: PlayerIndex,
  board?: { sources: CardObject[]; targets: Target[] },
): string | null {
  if (!obj || obj.zone !== 'battlefield') return 'it is not on the battlefield'
  const name = nameOf(state, obj.id)
  if (obj.controller !== player) return `you don't control ${name}`
  if (!isCreature(state, obj)) return `${name} is not a creature`
  if (obj.tapped) return `${name} is tapped`
  const kw = keywordsOf(state, obj, board?.sources)
  if (kw.has('defender') && !selfRestricted(state, obj, 'attacksDespiteDefender'))
    return `${name} has defender and can't attack (CR 702.3b)`
  if (obj.sick && !kw.has('haste'))
    return `${name} has summoning sickness: it came under your control this turn (CR 302.6)`
  if (restrictedBy(state, obj, 'cantAttack')) return `${name} can't attack (CR 508.1c)`
  if (!(board?.targets ?? attackTargets(state, player)).some((t) => !whyCantAttackThere(state, obj, t)))
    return whyCantAttackThere(state, obj, { player: opponentsOf(state, player)[0] ?? player })
  return null
}

/** "~ can't attack unless defending player controls an Island" (CR 508.1c): checked for the player it would attack. */
function whyCantAttackThere(state: GameState, obj: CardObject, target: Target): string | null {
  for (const st of abilitiesOf(state, obj)?.statics ?? []) {
    if (st.kind !== 'cantAttack' || !st.unlessDefenderControls) continue
    const spec = st.unlessDefenderControls
    const wanted = spec.subtype ? { ...spec, what: 'permanent' as const } : spec
    const defender = defenderOf(state, target)
    const ok = state.battlefield.some((id) => {
      const o = state.objects[id]
      return o.controller === defender && matchesSpec(state, wanted, o, defender)
    })
    if (!ok)
      return `${nameOf(state, obj.id)} can't attack unless defending player controls ${spec.subtype ? `a ${spec.subtype[0].toUpperCase()}${spec.subtype.slice(1)}` : specText(spec)} (CR 508.1c)`
  }
  return null
}

/** A "can't attack"/"can't block" restriction on a creature: its own text, or an Aura's or Equipment's (CR 508.1c, 509.1b). */
function restrictedBy(state: GameState, obj: CardObject, what: 'cantAttack' | 'cantBlock'): boolean {
  if (obj.detainedBy !== undefined) return true // CR 701.35a: detained
  for (const st of abilitiesOf(state, obj)?.statics ?? []) {
    if (st.kind === 'cantAttack' && st.alone) continue // checked with the whole declaration (CR 506.5)
    if (st.kind === 'cantAttack' && st.unlessDefenderControls) continue // checked per defending player (CR 508.1c)
    // "… unless you control another Giant / it's equipped": no restriction while that holds.
    if ((st.kind === 'cantAttack' || st.kind === 'cantBlock') && st.unless && selfConditionNow(state, obj, st.unless))
      continue
    if (st.kind === what || (what === 'cantBlock' && st.kind === 'cantAttack' && st.orBlock)) return true
  }
  if (what === 'cantBlock' && obj.mods?.some((m) => m.cantBlock)) return true // "can't block this turn"
  if (what === 'cantBlock' && selfRestricted(state, obj, 'cantBlock')) return true // "… and can't block as long as …"
  // CR 702.98a: an unleashed creature can't block as long as it has a +1/+1 counter on it.
  if (
    what === 'cantBlock' &&
    (obj.counters['+1/+1'] ?? 0) > 0 &&
    abilitiesOf(state, obj)?.statics.some((st) => st.kind === 'entersWithChoice' && st.choice === 'unleash')
  )
    return true
  for (const id of state.battlefield) {
    const other = state.objects[id]
    if (other.attachedTo !== obj.id) continue
    for (const st of abilitiesOf(state, other)?.statics ?? [])
      if (st.kind === 'attachedRestriction' && (what === 'cantAttack' ? st.cantAttack : st.cantBlock)) return true
  }
  return false
}

/** An Aura's or Equipment's "enchanted creature can't be blocked / attacks each combat if able" (CR 509.1b, 508.1d). */
function attachedRestricts(state: GameState, obj: CardObject, what: 'cantBeBlocked' | 'attacksEachCombat'): boolean {
  for (const id of state.battlefield) {
    const other = state.objects[id]
    if (other.attachedTo !== obj.id) continue
    for (const st of abilitiesOf(state, other)?.statics ?? [])
      if (st.kind === 'attachedRestriction' && st[what]) return true
  }
  return false
}

/** CR 508.1d: creatures that attack each combat if able and can attack must be declared (without costs to pay). */
function unmetAttackRequirement(state: GameState, player: PlayerIndex, declared: Set<ObjId>): string | null {
  if (state.options.attackRequirements === false) return null // games recorded before the requirement was enforced
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player || declared.has(id)) continue
    if (
      !abilitiesOf(state, o)?.statics.some((s) => s.kind === 'attacksEachCombat') &&
      !o.mods?.some((m) => m.attacks) &&
      !attachedRestricts(state, o, 'attacksEachCombat') &&
      !selfRestricted(state, o, 'attacksEachCombat')
    )
      continue
    if (whyCantAttack(state, o, player) || attackTargets(state, player).length === 0) continue
    return `${nameOf(state, id)} attacks each combat if able: declare it as an attacker (CR 508.1d)`
  }
  return null
}

/** What a creature may attack: opponents and the planeswalkers they control (CR 506.3, 508.1b, 806). */
export function attackTargets(state: GameState, player: PlayerIndex): Target[] {
  const out: Target[] = []
  for (const p of opponentsOf(state, player)) out.push({ player: p })
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player && isPlaneswalker(state, o)) out.push({ card: id })
  }
  return out
}

export function validateAttackers(
  state: GameState,
  player: PlayerIndex,
  attackers: { card: ObjId; target: Target }[],
): string | null {
  const seen = new Set<ObjId>()
  const targets = attackTargets(state, player)
  for (const a of attackers) {
    const obj = state.objects[a.card]
    const why = whyCantAttack(state, obj, player)
    if (why) return `${obj ? nameOf(state, a.card) : 'That card'} can't attack: ${why}`
    if (seen.has(a.card)) return `${nameOf(state, a.card)} is declared as an attacker twice`
    seen.add(a.card)
    if (!a.target || !targets.some((t) => sameTarget(t, a.target))) {
      return `${nameOf(state, a.card)} can't attack ${a.target ? targetName(state, a.target) : 'nothing'}: attack an opponent or a planeswalker an opponent controls`
    }
    const there = whyCantAttackThere(state, obj, a.target)
    if (there) return there
  }
  const alone = whoActsAlone(
    state,
    attackers.map((a) => a.card),
    false,
  )
  if (alone) return `${alone} can't attack alone (CR 506.5)`
  const tax = attackTaxOf(state, attackers)
  if (tax.total > 0) {
    // CR 508.1h: paid after the attackers are tapped (an attacking mana creature can't pay).
    const objects = { ...state.objects }
    for (const a of attackers)
      if (!hasKeyword(state, state.objects[a.card], 'vigilance')) objects[a.card] = { ...objects[a.card], tapped: true }
    if (!canAfford({ ...state, objects }, player, generic(tax.total)))
      return `attacking this way costs {${tax.total}} (${tax.names.join(', ')}), which you can't pay (CR 508.1d)`
  }
  return unmetAttackRequirement(state, player, seen)
}

/** What attacking costs (CR 508.1d, 508.1g): Propaganda's {2} for each creature attacking its controller (or, if it
 *  says so, their planeswalkers). */
function attackTaxOf(
  state: GameState,
  attackers: { card: ObjId; target: Target }[],
): { total: number; names: string[] } {
  let total = 0
  const names: string[] = []
  for (const id of state.battlefield) {
    const o = state.objects[id]
    for (const st of abilitiesOf(state, o)?.statics ?? []) {
      if (st.kind !== 'attackTax') continue
      const n = attackers.filter(
        (a) => a.target && defenderOf(state, a.target) === o.controller && ('player' in a.target || st.planeswalkers),
      ).length
      if (n === 0) continue
      total += st.amount * n
      names.push(nameOf(state, id))
    }
  }
  return { total, names }
}

function generic(n: number): ManaCost | null {
  return parseManaCost(`{${n}}`)
}

/** "~ can't attack or block alone" (CR 506.5): the first such creature declared with no other, or null. */
function whoActsAlone(state: GameState, ids: ObjId[], blocking: boolean): string | null {
  const all = new Set(ids)
  if (all.size !== 1) return null
  const [id] = [...all]
  const st = abilitiesOf(state, state.objects[id])?.statics.find((x) => x.kind === 'cantAttack' && x.alone)
  if (!st || st.kind !== 'cantAttack' || (blocking && !st.orBlock)) return null
  return nameOf(state, id)
}

export function sameTarget(a: Target, b: Target): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'card' in b && a.card === b.card
}

/** The player an attack target belongs to (a planeswalker's controller). */
export function defenderOf(state: GameState, target: Target): PlayerIndex {
  return 'player' in target ? target.player : (state.objects[target.card]?.controller ?? -1)
}

/** The option that has attacking players divide a multiply blocked creature's damage themselves (CR 510.1c).
 *  Off by default, so scenarios and older saves keep the automatic division; the app's New Game turns it on. */
export const ASSIGN_COMBAT_DAMAGE: OptionDef = {
  id: 'assignCombatDamage',
  default: false,
  appDefault: true,
  ruling: 'CR 510.1c',
  description:
    'Attacking players divide the combat damage of a creature blocked by two or more creatures themselves (off: lethal damage to each blocker in block order, automatically)',
}

/** Why `blocker` can't block `attacker` now (CR 509.1a-b, 702.9b flying, 702.17 reach), or null. */
export function whyCantBlock(
  state: GameState,
  blocker: CardObject | undefined,
  attacker: CardObject | undefined,
  player: PlayerIndex,
  /** The battlefield's static sources, when the caller asks about many pairs of one unchanged state. */
  sources?: CardObject[],
): string | null {
  if (!blocker || blocker.zone !== 'battlefield') return 'it is not on the battlefield'
  const name = nameOf(state, blocker.id)
  if (blocker.controller !== player) return `you don't control ${name}`
  if (!isCreature(state, blocker)) return `${name} is not a creature`
  if (blocker.tapped) return `${name} is tapped`
  if (restrictedBy(state, blocker, 'cantBlock')) return `${name} can't block`
  if (!attacker || !state.combat?.attackers.some((a) => a.id === attacker.id)) return 'that creature is not attacking'
  const attack = state.combat.attackers.find((a) => a.id === attacker.id)!
  if (defenderOf(state, attack.target) !== player)
    return `${nameOf(state, attacker.id)} is not attacking you or your planeswalkers`
  const unblockable = abilitiesOf(state, attacker)?.statics.find((s) => s.kind === 'cantBeBlocked')
  if (unblockable && unblockable.kind === 'cantBeBlocked') {
    const allowed = (spec?: TargetSpec) => !!spec && matchesSpec(state, spec, blocker, player)
    if (!allowed(unblockable.exceptBy) && !allowed(unblockable.orExceptBy))
      return `${nameOf(state, attacker.id)} can't be blocked${unblockable.exceptBy ? ' except as its text says' : ''} (CR 509.1b)`
  }
  const akw = keywordsOf(state, attacker, sources)
  const bkw = keywordsOf(state, blocker, sources)
  if (akw.has('flying')) {
    if (!bkw.has('flying') && !bkw.has('reach'))
      return `${nameOf(state, attacker.id)} has flying: only creatures with flying or reach can block it (CR 702.9b)`
  }
  return whyEvasion(state, attacker, blocker, akw, bkw, player)
}

const LANDWALK: Record<string, string> = {
  swampwalk: 'Swamp',
  islandwalk: 'Island',
  forestwalk: 'Forest',
  mountainwalk: 'Mountain',
  plainswalk: 'Plains',
}

/** Evasion and the other blocking restrictions (CR 509.1b): landwalk, shadow, horsemanship, fear, intimidate,
 *  skulk, protection, "can block only …", "can't be blocked by …", and "can't be blocked this turn". */
function whyEvasion(
  state: GameState,
  attacker: CardObject,
  blocker: CardObject,
  akw: ReadonlySet<string>,
  bkw: ReadonlySet<string>,
  defender: PlayerIndex,
): string | null {
  const a = nameOf(state, attacker.id)
  const b = nameOf(state, blocker.id)
  for (const [kw, type] of Object.entries(LANDWALK)) {
    if (akw.has(kw) && defenderControls(state, defender, (o) => faceOf(state, o)?.subtypes.includes(type) ?? false))
      return `${a} has ${kw} and you control a ${type} (CR 702.14c)`
  }
  if (
    akw.has('nonbasic landwalk') &&
    defenderControls(state, defender, (o) => !(faceOf(state, o)?.supertypes.includes('Basic') ?? false))
  )
    return `${a} has nonbasic landwalk and you control a nonbasic land (CR 702.14c)`
  if (akw.has('shadow') && !bkw.has('shadow'))
    return `${a} has shadow: only creatures with shadow can block it (CR 702.28b)`
  if (bkw.has('shadow') && !akw.has('shadow'))
    return `${b} has shadow: it can block only creatures with shadow (CR 702.28b)`
  if (akw.has('horsemanship') && !bkw.has('horsemanship'))
    return `${a} has horsemanship: only creatures with horsemanship can block it (CR 702.31b)`
  const artifactCreature = hasType(state, blocker, 'Artifact')
  const bColors = colorsOf(state, blocker)
  if (akw.has('fear') && !artifactCreature && !bColors.includes('B'))
    return `${a} has fear: only artifact creatures and black creatures can block it (CR 702.36b)`
  if (akw.has('intimidate') && !artifactCreature && !colorsOf(state, attacker).some((c) => bColors.includes(c)))
    return `${a} has intimidate: only artifact creatures and creatures that share a color with it can block it (CR 702.13b)`
  if (akw.has('skulk') && powerOf(state, blocker) > powerOf(state, attacker))
    return `${a} has skulk: creatures with greater power can't block it (CR 702.118b)`
  if (protectedFrom(state, attacker, blocker, akw)) return `${a} has protection from ${b} (CR 702.16e)`
  if (
    abilitiesOf(state, attacker)?.statics.some((st) => st.kind === 'weakerCantBlock') &&
    powerOf(state, blocker) < powerOf(state, attacker)
  )
    return `creatures with power less than ${a}'s can't block it (CR 509.1b)`
  if (attacker.mods?.some((m) => m.cantBeBlocked)) return `${a} can't be blocked this turn (CR 509.1b)`
  if (attachedRestricts(state, attacker, 'cantBeBlocked') || selfRestricted(state, attacker, 'cantBeBlocked'))
    return `${a} can't be blocked (CR 509.1b)`
  if (blocker.mods?.some((m) => m.cantBlockId === attacker.id)) return `${b} can't block ${a} this turn (CR 509.1b)`
  for (const st of abilitiesOf(state, attacker)?.statics ?? [])
    if (st.kind === 'cantBeBlockedBy' && matchesSpec(state, st.spec, blocker, defender, bkw as Set<string>))
      return `${a} can't be blocked by ${b} (CR 509.1b)`
  for (const st of abilitiesOf(state, blocker)?.statics ?? [])
    if (st.kind === 'cantBlockThese' && matchesSpec(state, st.spec, attacker, blocker.controller, akw as Set<string>))
      return `${b} can't block ${specText(st.spec)} (CR 509.1b)`
  for (const st of abilitiesOf(state, blocker)?.statics ?? [])
    if (st.kind === 'canBlockOnly' && !matchesSpec(state, st.spec, attacker, blocker.controller, akw as Set<string>))
      return `${b} can block only ${specText(st.spec)} (CR 509.1b)`
  return null
}

function defenderControls(state: GameState, player: PlayerIndex, test: (o: CardObject) => boolean): boolean {
  return state.battlefield.some((id) => {
    const o = state.objects[id]
    return o.controller === player && isLand(state, o) && test(o)
  })
}

type Block = { card: ObjId; blocks: ObjId }

export function validateBlockers(state: GameState, player: PlayerIndex, blockers: Block[]): string | null {
  const restricted = blockRestrictions(state, player, blockers)
  if (restricted || !hasBlockRequirements(state, player)) return restricted
  const better = betterBlocks(state, player, blockers)
  if (!better) return null
  const added = better.find((b) => !blockers.some((x) => x.card === b.card && x.blocks === b.blocks))!
  return `${nameOf(state, added.card)} must block ${nameOf(state, added.blocks)}: the declaration must obey as many blocking requirements as it can (CR 509.1c)`
}

/** The blocking requirements (CR 509.1c) that apply: lure, "must be blocked if able", "blocks each combat if able".
 *  Not in games recorded before they were enforced (game option `attackRequirements: false`). */
function hasBlockRequirements(state: GameState, player: PlayerIndex): boolean {
  if (state.options.attackRequirements === false || !state.combat) return false
  const has = (id: ObjId, kinds: string[]) =>
    !!abilitiesOf(state, state.objects[id])?.statics.some((st) => kinds.includes(st.kind))
  return (
    state.combat.attackers.some((a) => requirementOf(state, a.id) !== null) ||
    state.battlefield.some(
      (id) =>
        state.objects[id].controller === player &&
        (has(id, ['blocksEachCombat']) ||
          blocksEachCombat(state, id) ||
          !!state.objects[id].mods?.some((m) => m.mustBlock)),
    )
  )
}

/** How many blocking requirements a declaration obeys (CR 509.1c). */
function requirementsObeyed(state: GameState, player: PlayerIndex, blockers: Block[], able: Map<ObjId, ObjId[]>) {
  let n = 0
  for (const a of state.combat?.attackers ?? []) {
    const kind = requirementOf(state, a.id)
    if (kind === 'lure')
      for (const [c, can] of able)
        if (can.includes(a.id) && blockers.some((b) => b.card === c && b.blocks === a.id)) n++
    if (kind === 'mustBeBlocked' && blockers.some((b) => b.blocks === a.id)) n++
  }
  for (const [c, can] of able) {
    if (blocksEachCombat(state, c) && blockers.some((b) => b.card === c)) n++
    // Provoke (CR 702.39a): "block that creature if able".
    for (const m of state.objects[c].mods ?? [])
      if (m.mustBlock && can.includes(m.mustBlock) && blockers.some((b) => b.card === c && b.blocks === m.mustBlock))
        n++
  }
  return n
}

/** "~ blocks each combat if able", "~ attacks or blocks each combat if able" (CR 509.1c). */
function blocksEachCombat(state: GameState, id: ObjId): boolean {
  return !!abilitiesOf(state, state.objects[id])?.statics.some(
    (st) => st.kind === 'blocksEachCombat' || (st.kind === 'attacksEachCombat' && st.orBlocks),
  )
}

/** An Aura on it says "All creatures able to block enchanted creature do so." (CR 509.1c) */
function auraLure(state: GameState, id: ObjId): boolean {
  return state.battlefield.some((a) => {
    const aura = state.objects[a]
    return (
      aura.attachedTo === id &&
      !!abilitiesOf(state, aura)?.statics.some((st) => st.kind === 'attachedRestriction' && st.lure)
    )
  })
}

/** An attacker's blocking requirement, by its text or this turn (CR 509.1c): 'lure', 'mustBeBlocked', or null. */
function requirementOf(state: GameState, id: ObjId): 'lure' | 'mustBeBlocked' | null {
  const o = state.objects[id]
  if (!o) return null
  const statics = abilitiesOf(state, o)?.statics ?? []
  if (o.mods?.some((m) => m.lure) || statics.some((st) => st.kind === 'lure') || auraLure(state, id)) return 'lure'
  if (o.mods?.some((m) => m.mustBeBlocked) || statics.some((st) => st.kind === 'mustBeBlocked')) return 'mustBeBlocked'
  return null
}

/** A legal declaration that obeys more blocking requirements than `blockers` by one creature's change (CR 509.1c:
 *  the maximum number of requirements without breaking a restriction), or null when there is none. */
export function betterBlocks(state: GameState, player: PlayerIndex, blockers: Block[]): Block[] | null {
  const able = new Map(possibleBlocks(state, player).map((o) => [o.card, o.canBlock]))
  const base = requirementsObeyed(state, player, blockers, able)
  for (const [c, can] of able) {
    const own = blockers.filter((b) => b.card === c)
    for (const a of can) {
      if (own.some((b) => b.blocks === a)) continue
      const instead = [...blockers.filter((b) => b.card !== c), { card: c, blocks: a }]
      const also = own.length ? [...blockers, { card: c, blocks: a }] : null
      for (const next of also ? [also, instead] : [instead])
        if (requirementsObeyed(state, player, next, able) > base && blockRestrictions(state, player, next) === null)
          return next
    }
  }
  return null
}

/** `blockers` changed until they obey as many blocking requirements as one creature's changes reach (CR 509.1c). */
export function meetBlockRequirements(state: GameState, player: PlayerIndex, blockers: Block[]): Block[] {
  let cur = blockers
  if (!hasBlockRequirements(state, player)) return cur
  for (let i = 0; i < 32; i++) {
    const next = betterBlocks(state, player, cur)
    if (!next) return cur
    cur = next
  }
  return cur
}

/** Blocking restrictions (CR 509.1a-b, 506.5, 702.110b): each block allowed, and the declaration as a whole. */
function blockRestrictions(state: GameState, player: PlayerIndex, blockers: Block[]): string | null {
  const seen = new Set<ObjId>()
  const count = new Map<ObjId, number>()
  for (const b of blockers) {
    const why = whyCantBlock(state, state.objects[b.card], state.objects[b.blocks], player)
    if (why)
      return `${state.objects[b.card] ? nameOf(state, b.card) : 'That card'} can't block${state.objects[b.blocks] ? ' ' + nameOf(state, b.blocks) : ''}: ${why}`
    const already = blockers.filter((x) => x.card === b.card)
    if (already.length > 1) {
      // CR 509.1a: one attacker each, unless an ability lets it block more.
      if (already.filter((x) => x.blocks === b.blocks).length > 1)
        return `${nameOf(state, b.card)} is declared as blocking ${nameOf(state, b.blocks)} twice`
      const extra = extraBlocks(state, state.objects[b.card])
      if (already.length > 1 + extra)
        return `${nameOf(state, b.card)} can only block ${extra === 0 ? 'one creature' : `${1 + extra} creatures`} (CR 509.1a)`
    }
    seen.add(b.card)
    count.set(b.blocks, (count.get(b.blocks) ?? 0) + 1)
  }
  const alone = whoActsAlone(
    state,
    blockers.map((b) => b.card),
    true,
  )
  if (alone) return `${alone} can't block alone (CR 506.5)`
  for (const [attacker, n] of count) {
    // CR 702.110b: menace — can't be blocked except by two or more creatures.
    if (n === 1 && hasKeyword(state, state.objects[attacker], 'menace')) {
      return `${nameOf(state, attacker)} has menace: it can't be blocked except by two or more creatures (CR 702.110b)`
    }
    // CR 509.1b-c: "can't be blocked except by two or more creatures", "… by more than one creature".
    for (const st of abilitiesOf(state, state.objects[attacker])?.statics ?? []) {
      if (st.kind !== 'blockerCount') continue
      if (st.min && n < st.min)
        return `${nameOf(state, attacker)} can't be blocked except by ${st.min} or more creatures (CR 509.1b)`
      if (st.max && n > st.max)
        return `${nameOf(state, attacker)} can't be blocked by more than ${st.max === 1 ? 'one creature' : `${st.max} creatures`} (CR 509.1c)`
    }
  }
  return null
}

/** How many more attackers than one a creature may block (CR 509.1a): "can block an additional creature each
 *  combat", "can block any number of creatures". */
function extraBlocks(state: GameState, obj: CardObject | undefined): number {
  let n = 0
  for (const st of (obj && abilitiesOf(state, obj)?.statics) || [])
    if (st.kind === 'extraBlocks') n = st.count === 'any' ? Infinity : n + st.count
  return n
}

/** Creatures of `player` that could attack now. */
export function possibleAttackers(state: GameState, player: PlayerIndex): ObjId[] {
  // One unchanged state: its static sources and attack targets once, not once per creature (large token boards).
  const board = { sources: staticSources(state), targets: attackTargets(state, player) }
  return state.battlefield.filter((id) => whyCantAttack(state, state.objects[id], player, board) === null)
}

/** For each untapped creature of `player`, the attackers it could block. */
export function possibleBlocks(state: GameState, player: PlayerIndex): { card: ObjId; canBlock: ObjId[] }[] {
  const out: { card: ObjId; canBlock: ObjId[] }[] = []
  const attackers = state.combat?.attackers ?? []
  const sources = staticSources(state) // one unchanged state: once, not once per pair
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player || !isCreature(state, o) || o.tapped) continue
    const canBlock = attackers
      .filter((a) => whyCantBlock(state, o, state.objects[a.id], player, sources) === null)
      .map((a) => a.id)
    if (canBlock.length) out.push({ card: id, canBlock })
  }
  return out
}

/** Declares attackers (CR 508.1): taps them unless they have vigilance (CR 702.20b). */
export function declareAttackers(tx: Tx, player: PlayerIndex, attackers: { card: ObjId; target: Target }[]): void {
  const tax = attackTaxOf(tx.s, attackers)
  for (const a of attackers) {
    if (!hasKeyword(tx.s, tx.s.objects[a.card], 'vigilance')) tx.obj(a.card).tapped = true
  }
  if (tax.total > 0) {
    // CR 508.1g-h: the attack's costs, paid once the attackers are tapped.
    const why = payCost(tx, player, generic(tax.total))
    tx.log(
      why
        ? `${playerName(tx.s, player)} can't pay {${tax.total}} to attack (${why})`
        : `${playerName(tx.s, player)} pays {${tax.total}} to attack (${tax.names.join(', ')})`,
    )
  }
  tx.set('combat', {
    attackers: attackers.map((a) => ({ id: a.card, target: a.target })),
    blockers: [],
    toBlock: [],
    struckFirst: [],
    firstStrike: false,
    declared: attackers.length > 0,
  })
  for (const a of attackers) tx.emit({ type: 'attacks', id: a.card, target: a.target })
  if (attackers.length === 0) tx.log(`${playerName(tx.s, player)} attacks with nothing`)
  else
    tx.log(
      `${playerName(tx.s, player)} attacks: ${attackers.map((a) => `${nameOf(tx.s, a.card)} → ${targetName(tx.s, a.target)}`).join(', ')}`,
    )
}

export function declareBlockers(tx: Tx, player: PlayerIndex, blockers: { card: ObjId; blocks: ObjId }[]): void {
  const c = tx.s.combat!
  const blocked = new Set(blockers.map((b) => b.blocks))
  tx.set('combat', {
    ...c,
    // CR 509.1h: an attacker blocked now remains blocked even if its blockers all leave combat.
    attackers: c.attackers.map((a) => (blocked.has(a.id) ? { ...a, blocked: true as const } : a)),
    blockers: [...c.blockers, ...blockers.map((b) => ({ id: b.card, blocks: b.blocks }))],
    toBlock: c.toBlock.filter((p) => p !== player),
  })
  for (const b of blockers) tx.emit({ type: 'blocks', id: b.card, blocks: b.blocks })
  // CR 509.3c: each attacker that became blocked triggers "becomes blocked" once.
  for (const id of blocked) if (!isBlocked(c, id)) tx.emit({ type: 'becameBlocked', id })
  emitUnblocked(tx, player)
  if (blockers.length === 0) tx.log(`${playerName(tx.s, player)} doesn't block`)
  else
    tx.log(
      `${playerName(tx.s, player)} blocks: ${blockers.map((b) => `${nameOf(tx.s, b.card)} blocks ${nameOf(tx.s, b.blocks)}`).join(', ')}`,
    )
}

/** CR 509.5g: the creatures attacking this player (or their planeswalkers) that no creature blocks, once their
 *  blockers are declared ("whenever ~ attacks and isn't blocked"). */
export function emitUnblocked(tx: Tx, player: PlayerIndex): void {
  const c = tx.s.combat
  if (!c) return
  for (const a of c.attackers)
    if (defenderOf(tx.s, a.target) === player && !isBlocked(c, a.id)) tx.emit({ type: 'unblocked', id: a.id })
}

/** Is this attacking creature blocked (CR 509.1h)? Once blocked it stays so for the combat, even when every creature
 *  blocking it has left the battlefield or combat; it is then neither unblocked nor dealt with as unblocked. */
export function isBlocked(c: CombatState, attacker: ObjId): boolean {
  return !!c.attackers.find((a) => a.id === attacker)?.blocked || c.blockers.some((b) => b.blocks === attacker)
}

/** Does any creature in combat have first or double strike (CR 510.4)? */
export function combatHasFirstStrike(state: GameState): boolean {
  const c = state.combat
  if (!c) return false
  for (const id of [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)]) {
    const o = state.objects[id]
    if (o && (hasKeyword(state, o, 'first strike') || hasKeyword(state, o, 'double strike'))) return true
  }
  return false
}

interface Assignment {
  source: DamageSource
  target: Target
  amount: number
}

/** An 'assignDamage' decision: how `attacker` (dealing `amount`) divides its damage among `blockers` (CR 510.1c). */
export interface DamageAssignmentPending extends Pending {
  kind: 'assignDamage'
  attacker: ObjId
  /** The blockers still on the battlefield, in block order. */
  blockers: ObjId[]
  amount: number
  /** Lethal damage for each blocker (CR 702.2c deathtouch: 1), for the trample check and the suggestion. */
  lethal: Record<ObjId, number>
  /** With trample: the player or planeswalker attacked, who may get the excess (CR 702.19b). */
  trampleTo?: Target
  /** The first-strike damage step (CR 510.4). */
  first: boolean
  /** "You may have ~ assign its combat damage as though it weren't blocked": all of it to this instead (CR 510.1c). */
  unblockedTo?: Target
}

/** Does this combat damage step deal `o`'s damage (CR 510.4)? */
function dealsDamageNow(state: GameState, o: CardObject, first: boolean): boolean {
  const kw = keywordsOf(state, o)
  if (first) return kw.has('first strike') || kw.has('double strike')
  // CR 510.4: in the second step, creatures that didn't deal first-strike damage, and double strikers.
  return !state.combat!.struckFirst.includes(o.id) || kw.has('double strike')
}

function liveBlockersOf(state: GameState, attacker: ObjId): CardObject[] {
  return state
    .combat!.blockers.filter((b) => b.blocks === attacker)
    .map((b) => state.objects[b.id])
    .filter((o) => o && o.zone === 'battlefield')
}

function lethalFor(state: GameState, blocker: CardObject, deathtouch: boolean): number {
  return deathtouch ? 1 : Math.max(0, toughnessOf(state, blocker) - blocker.damage) // CR 702.2c, 120.6
}

/** The suggested division: lethal damage to each blocker in block order, the rest to the last one or, with
 *  trample, to the player or planeswalker attacked (CR 702.19b). */
export function suggestedDivision(
  d: Pick<DamageAssignmentPending, 'blockers' | 'amount' | 'lethal' | 'trampleTo'>,
): DamageShare[] {
  const out: DamageShare[] = d.blockers.map((id) => ({ target: { card: id }, amount: 0 }))
  let left = d.amount
  d.blockers.forEach((id, i) => {
    const last = i === d.blockers.length - 1
    const amount = last && !d.trampleTo ? left : Math.min(left, d.lethal[id])
    out[i].amount = amount
    left -= amount
  })
  if (left > 0) {
    if (d.trampleTo) out.push({ target: d.trampleTo, amount: left })
    else out[out.length - 1].amount += left
  }
  return out.filter((x) => x.amount > 0)
}

/** Why a division of combat damage is not allowed (CR 510.1c-d, 702.19b), or null. */
export function whyNotDivision(state: GameState, d: DamageAssignmentPending, shares: DamageShare[]): string | null {
  const name = nameOf(state, d.attacker)
  const real = shares.filter((x) => x && x.amount > 0)
  // CR 510.1c: all of its damage to the player or planeswalker it attacks, as though it weren't blocked.
  if (d.unblockedTo && real.length === 1 && sameTarget(real[0].target, d.unblockedTo) && real[0].amount === d.amount)
    return null
  const allowed: Target[] = [...d.blockers.map((id) => ({ card: id })), ...(d.trampleTo ? [d.trampleTo] : [])]
  const seen: Target[] = []
  let total = 0
  for (const share of shares) {
    if (!share || !share.target || !Number.isInteger(share.amount) || share.amount < 0)
      return 'each share of damage is a whole number, 0 or more, to a blocker'
    if (!allowed.some((t) => sameTarget(t, share.target))) {
      return `${name} can only assign its damage to the creatures blocking it${d.trampleTo ? ` or, with trample, to ${targetName(state, d.trampleTo)}` : ''} (CR 510.1c)`
    }
    if (seen.some((t) => sameTarget(t, share.target))) return `${targetName(state, share.target)} is named twice`
    seen.push(share.target)
    total += share.amount
  }
  if (total !== d.amount) return `${name} assigns exactly ${d.amount} damage (${total} assigned)`
  const toDefender = d.trampleTo ? (shares.find((x) => sameTarget(x.target, d.trampleTo!))?.amount ?? 0) : 0
  if (toDefender > 0) {
    // CR 702.19b: damage goes past the blockers only once each of them is assigned lethal damage.
    for (const id of d.blockers) {
      const got = shares.find((x) => sameTarget(x.target, { card: id }))?.amount ?? 0
      if (got < d.lethal[id])
        return `${nameOf(state, id)} must be assigned lethal damage (${d.lethal[id]}) before any goes to ${targetName(state, d.trampleTo!)} (CR 702.19b)`
    }
  }
  return null
}

/** The damage divisions to ask for in this step: attackers blocked by two or more creatures (CR 510.1c; with the
 *  `assignCombatDamage` option, `all`), and blocked ones that may assign their damage as though they weren't. */
function divisionsToAsk(state: GameState, first: boolean, all: boolean): DamageAssignmentPending[] {
  const c = state.combat!
  const out: DamageAssignmentPending[] = []
  for (const attack of c.attackers) {
    const attacker = state.objects[attack.id]
    if (
      !attacker ||
      attacker.zone !== 'battlefield' ||
      !dealsDamageNow(state, attacker, first) ||
      c.divisions?.[attack.id]
    )
      continue
    const power = powerOf(state, attacker)
    const { blockers, lethal, trampleTo } = divisionBasis(state, attack, keywordsOf(state, attacker), power)
    const unblocked =
      abilitiesOf(state, attacker)?.statics.some((st) => st.kind === 'damageAsThoughUnblocked') &&
      blockers.length > 0 &&
      targetStillThere(state, attack.target)
    const reachable = trampleTo && targetStillThere(state, trampleTo) ? trampleTo : undefined
    // CR 702.19b: a trampler with more power than its one blocker needs chooses what goes past it.
    const trampleChoice =
      !!reachable && blockers.length === 1 && power > Object.values(lethal).reduce((n, x) => n + x, 0)
    if (power <= 0 || (blockers.length < 2 && !unblocked && !trampleChoice) || (!all && !unblocked)) continue
    out.push({
      kind: 'assignDamage',
      player: attacker.controller,
      attacker: attack.id,
      blockers,
      amount: power,
      lethal,
      ...(reachable ? { trampleTo: reachable } : {}),
      ...(unblocked ? { unblockedTo: attack.target } : {}),
      first,
    })
  }
  return out
}

/** How an attack's damage may be divided now (CR 510.1c): its blockers still on the battlefield in block order, the
 *  lethal damage for each (deathtouch: 1, CR 702.2c), and with trample the attacked player or planeswalker. */
function divisionBasis(
  state: GameState,
  attack: { id: ObjId; target: Target },
  keywords: ReadonlySet<string>,
  power: number,
) {
  const blockers = liveBlockersOf(state, attack.id)
  return {
    blockers: blockers.map((b) => b.id),
    amount: power,
    lethal: Object.fromEntries(blockers.map((b) => [b.id, lethalFor(state, b, keywords.has('deathtouch'))])),
    trampleTo: keywords.has('trample') ? attack.target : undefined,
  }
}

function targetStillThere(state: GameState, target: Target): boolean {
  return 'card' in target ? state.objects[target.card]?.zone === 'battlefield' : isAlive(state, target.player)
}

/** Combat damage for one damage step (CR 510): `first` is the first-strike step. With the `assignCombatDamage`
 *  option, the attacking players first divide the damage of multiply blocked creatures (CR 510.1c). */
export function combatDamage(tx: Tx, first: boolean): void {
  if (!tx.s.combat) return
  const asks = divisionsToAsk(tx.s, first, tx.s.options.assignCombatDamage === true)
  if (asks.length) {
    tx.set('pending', [...tx.s.pending, ...asks])
    return
  }
  dealCombatDamage(tx, first)
}

/** A division chosen ahead (the `assignDamage` action while blockers are declared, CR 510.1c, 702.19b): what the
 *  blocked attacker may divide now, or why it can't be chosen now. */
export function divisionAhead(
  state: GameState,
  player: PlayerIndex,
  attacker: ObjId,
): DamageAssignmentPending | string {
  const c = state.combat
  if (!c || !['declareBlockers', 'firstStrikeDamage'].includes(state.step) || c.toBlock.length)
    return 'combat damage is divided once blockers are declared (CR 510.1c)'
  const attack = c.attackers.find((x) => x.id === attacker)
  const o = state.objects[attacker]
  if (!attack || !o || o.zone !== 'battlefield') return `${o ? nameOf(state, attacker) : 'that card'} is not attacking`
  if (o.controller !== player) return `you don't control ${nameOf(state, attacker)}`
  if (!c.blockers.some((b) => b.blocks === attacker)) return `${nameOf(state, attacker)} is not blocked`
  const first = state.step === 'declareBlockers' && dealsDamageNow(state, o, true)
  const power = powerOf(state, o)
  const basis = divisionBasis(state, attack, keywordsOf(state, o), power)
  const trampleTo = basis.trampleTo && targetStillThere(state, basis.trampleTo) ? basis.trampleTo : undefined
  return {
    kind: 'assignDamage',
    player,
    attacker,
    blockers: basis.blockers,
    amount: power,
    lethal: basis.lethal,
    ...(trampleTo ? { trampleTo } : {}),
    first,
  }
}

/** Keeps a division chosen ahead for the next damage step that deals the attacker's damage. */
export function recordDivisionAhead(tx: Tx, d: DamageAssignmentPending, shares: DamageShare[]): void {
  const c = tx.s.combat!
  tx.set('combat', { ...c, divisions: { ...c.divisions, [d.attacker]: shares.filter((x) => x.amount > 0) } })
  tx.log(
    `${playerName(tx.s, d.player)} will assign ${nameOf(tx.s, d.attacker)}'s damage: ${shares
      .filter((x) => x.amount > 0)
      .map((x) => `${x.amount} to ${targetName(tx.s, x.target)}`)
      .join(', ')}`,
  )
}

/** Records one division (an answered 'assignDamage'); the step's damage is dealt once all are in. */
export function recordDivision(tx: Tx, d: DamageAssignmentPending, shares: DamageShare[]): void {
  const c = tx.s.combat!
  tx.set('combat', { ...c, divisions: { ...c.divisions, [d.attacker]: shares.filter((x) => x.amount > 0) } })
  tx.log(
    `${playerName(tx.s, d.player)} assigns ${nameOf(tx.s, d.attacker)}'s damage: ${
      shares
        .filter((x) => x.amount > 0)
        .map((x) => `${x.amount} to ${targetName(tx.s, x.target)}`)
        .join(', ') || 'none'
    }`,
  )
  if (!tx.s.pending.some((p) => p.kind === 'assignDamage')) dealCombatDamage(tx, d.first)
}

/** Deals one step's combat damage, all at once (CR 510.2). */
function dealCombatDamage(tx: Tx, first: boolean): void {
  const s = tx.s
  const c = s.combat!
  const assignments: Assignment[] = []
  const dealt: ObjId[] = []
  for (const attack of c.attackers) {
    const attacker = s.objects[attack.id]
    if (!attacker || attacker.zone !== 'battlefield' || !dealsDamageNow(s, attacker, first)) continue
    const power = powerOf(s, attacker)
    if (power <= 0) continue // CR 510.1a
    dealt.push(attacker.id)
    const source = sourceInfo(tx, attacker)
    const basis = divisionBasis(s, attack, source.keywords, power)
    // CR 509.1h, 510.1c: a blocked creature whose blockers have all left (killed by first-strike damage, removed)
    // assigns no combat damage, unless it has trample (CR 702.19e) below.
    if (!isBlocked(c, attack.id)) {
      if (!targetStillThere(s, attack.target)) continue // CR 510.1b
      assignments.push({ source, target: attack.target, amount: power })
      continue
    }
    if (basis.blockers.length === 0) {
      // CR 702.19e: a blocked trampler with no blockers left assigns all its damage to the player.
      if (basis.trampleTo) assignments.push({ source, target: basis.trampleTo, amount: power })
      continue
    }
    // A chosen division still applies if nothing changed since (a manual move or power change falls back).
    const chosen = c.divisions?.[attack.id]
    const stillFits =
      chosen &&
      chosen.reduce((n, x) => n + x.amount, 0) === power &&
      chosen.every(
        (x) => basis.blockers.some((id) => sameTarget(x.target, { card: id })) || sameTarget(x.target, attack.target),
      )
    const shares = chosen && stillFits ? chosen : suggestedDivision(basis)
    for (const share of shares) assignments.push({ source, target: share.target, amount: share.amount })
  }
  const blocking = new Map<ObjId, CardObject[]>()
  for (const block of c.blockers) {
    const blocker = s.objects[block.id]
    const attacker = s.objects[block.blocks]
    if (
      !blocker ||
      blocker.zone !== 'battlefield' ||
      !attacker ||
      attacker.zone !== 'battlefield' ||
      !dealsDamageNow(s, blocker, first)
    )
      continue
    blocking.set(blocker.id, [...(blocking.get(blocker.id) ?? []), attacker])
  }
  for (const [id, attackers] of blocking) {
    const blocker = s.objects[id]
    const power = powerOf(s, blocker)
    if (power <= 0) continue
    dealt.push(blocker.id)
    const source = sourceInfo(tx, blocker)
    // CR 510.1d: a creature blocking several attackers divides its damage: lethal to each in order, the rest to the last.
    let left = power
    attackers.forEach((attacker, i) => {
      const last = i === attackers.length - 1
      const amount = last ? left : Math.min(left, lethalFor(s, attacker, source.keywords.has('deathtouch')))
      left -= amount
      if (amount > 0) assignments.push({ source, target: { card: attacker.id }, amount })
    })
  }
  // CR 510.2: all combat damage is dealt simultaneously.
  for (const a of assignments) {
    tx.log(`${a.source.name} deals ${a.amount} combat damage to ${targetName(tx.s, a.target)}`)
    dealDamage(tx, a.source, a.target, a.amount, true) // combat damage (CR 510.2)
  }
  const next = { ...tx.s.combat!, ...(first ? { struckFirst: dealt, firstStrike: true } : {}) }
  delete next.divisions
  tx.set('combat', next)
}
