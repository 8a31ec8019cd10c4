// Combat (CR 506–511): declaring attackers and blockers with their restrictions, and combat damage with first
// strike, double strike, trample, deathtouch and lifelink. A creature blocked by two or more creatures divides its
// damage among them as its controller chooses (CR 510.1c-d) when the game's `assignCombatDamage` option is on
// (the app's tables turn it on): an 'assignDamage' decision, answered by the `assignDamage` action. Otherwise, and
// as the suggested division, each blocker in block order gets lethal damage and the rest goes to the last one or,
// with trample, to the player or planeswalker attacked (CR 702.19b): the damage assignment order of the rules
// before November 2024 (former CR 509.2).
import type { Tx } from './tx'
import type { TargetSpec } from './ast'
import type { OptionDef } from './variant'
import type { CardObject, CombatState, DamageShare, GameState, ObjId, PlayerIndex, Target } from './types'
import {
  abilitiesOf,
  hasKeyword,
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
  anthemRequires,
} from './query'
import { matchesSpec, targetName } from './legalTargets'
import { specText } from './specText'
import { canAfford, payCost } from './mana'
import { parseManaCost } from '../mana'
import type { ManaCost } from '../mana/types'
import { dealsDamageNow, divisionBasis, targetStillThere, type DamageAssignmentPending } from './combatDamage'

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
  if (
    kw.has('defender') &&
    !selfRestricted(state, obj, 'attacksDespiteDefender') &&
    !attachedRestricts(state, obj, 'attacksDespiteDefender', board?.sources)
  )
    return `${name} has defender and can't attack (CR 702.3b)`
  if (obj.sick && !kw.has('haste') && !attachedRestricts(state, obj, 'attacksAsThoughHaste', board?.sources))
    return `${name} has summoning sickness: it came under your control this turn (CR 302.6)`
  if (restrictedBy(state, obj, 'cantAttack', board?.sources)) return `${name} can't attack (CR 508.1c)`
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
export function restrictedBy(
  state: GameState,
  obj: CardObject,
  what: 'cantAttack' | 'cantBlock',
  /** The state's static sources, when the caller asks about many creatures of one unchanged state. */
  sources?: CardObject[],
): boolean {
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
  if (what === 'cantAttack' && obj.mods?.some((m) => m.cantAttack)) return true // "can't attack this turn"
  if (what === 'cantBlock' && selfRestricted(state, obj, 'cantBlock')) return true // "… and can't block as long as …"
  // CR 702.98a: an unleashed creature can't block as long as it has a +1/+1 counter on it.
  if (
    what === 'cantBlock' &&
    (obj.counters['+1/+1'] ?? 0) > 0 &&
    abilitiesOf(state, obj)?.statics.some((st) => st.kind === 'entersWithChoice' && st.choice === 'unleash')
  )
    return true
  // An Aura's or Equipment's restriction is a static ability: its source is among the static sources.
  for (const other of sources ?? attachedTo(state, obj)) {
    if (other.attachedTo !== obj.id) continue
    for (const st of abilitiesOf(state, other)?.statics ?? [])
      if (st.kind === 'attachedRestriction' && (what === 'cantAttack' ? st.cantAttack : st.cantBlock)) return true
  }
  return false
}

/** The permanents attached to `obj`, in battlefield order. */
function attachedTo(state: GameState, obj: CardObject): CardObject[] {
  const out: CardObject[] = []
  for (const id of state.battlefield) if (state.objects[id].attachedTo === obj.id) out.push(state.objects[id])
  return out
}

/** An Aura's or Equipment's "enchanted creature can't be blocked / attacks each combat if able" (CR 509.1b, 508.1d);
 *  "… can't be blocked except by …" is `attachedBlockers`'. */
export function attachedRestricts(
  state: GameState,
  obj: CardObject,
  what: 'cantBeBlocked' | 'attacksEachCombat' | 'attacksDespiteDefender' | 'attacksAsThoughHaste',
  /** The state's static sources, when the caller asks about many creatures of one unchanged state. */
  sources?: CardObject[],
): boolean {
  for (const other of sources ?? attachedTo(state, obj)) {
    if (other.attachedTo !== obj.id) continue
    for (const st of abilitiesOf(state, other)?.statics ?? [])
      if (st.kind === 'attachedRestriction' && st[what] && !(what === 'cantBeBlocked' && st.exceptBy)) return true
  }
  return false
}

/** CR 508.1d: creatures that attack each combat if able and can attack must be declared (without costs to pay). */
function unmetAttackRequirement(state: GameState, player: PlayerIndex, declared: Set<ObjId>): string | null {
  if (state.options.attackRequirements === false) return null // games recorded before the requirement was enforced
  const sources = staticSources(state)
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player || declared.has(id)) continue
    if (
      !abilitiesOf(state, o)?.statics.some((s) => s.kind === 'attacksEachCombat') &&
      !o.mods?.some((m) => m.attacks) &&
      !anthemRequires(state, o, 'attacks', sources) &&
      !attachedRestricts(state, o, 'attacksEachCombat', sources) &&
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
  const board = { sources: staticSources(state), targets } // one unchanged state: once, not once per attacker
  for (const a of attackers) {
    const obj = state.objects[a.card]
    const why = whyCantAttack(state, obj, player, board)
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
export function whoActsAlone(state: GameState, ids: ObjId[], blocking: boolean): string | null {
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

/** Creatures of `player` that could attack now. */
export function possibleAttackers(state: GameState, player: PlayerIndex): ObjId[] {
  // One unchanged state: its static sources and attack targets once, not once per creature (large token boards).
  const board = { sources: staticSources(state), targets: attackTargets(state, player) }
  return state.battlefield.filter((id) => whyCantAttack(state, state.objects[id], player, board) === null)
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

/** An Aura's or Equipment's "enchanted creature can't be blocked except by Walls [or …]" (CR 509.1b): each such
 *  restriction's allowed blockers. */
export function attachedBlockers(
  state: GameState,
  obj: CardObject,
): { exceptBy: TargetSpec; orExceptBy?: TargetSpec }[] {
  const out: { exceptBy: TargetSpec; orExceptBy?: TargetSpec }[] = []
  for (const other of attachedTo(state, obj))
    for (const st of abilitiesOf(state, other)?.statics ?? [])
      if (st.kind === 'attachedRestriction' && st.exceptBy)
        out.push({ exceptBy: st.exceptBy, ...(st.orExceptBy ? { orExceptBy: st.orExceptBy } : {}) })
  return out
}
