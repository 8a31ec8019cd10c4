// Combat damage (CR 510): first strike's extra step, dividing a blocked creature's damage among its blockers
// (CR 510.1c), and dealing it.
import type { Tx } from './tx'
import type { CardObject, DamageShare, GameState, ObjId, Pending, Target } from './types'
import { abilitiesOf, isAlive, keywordsOf, nameOf, playerName, powerToughness, staticSources } from './query'
import { targetName } from './legalTargets'
import { dealDamage, sourceInfo, type DamageSource } from './effects'
import { sameTarget, isBlocked } from './combat'

/** Does any creature in combat have first or double strike (CR 510.4)? */
export function combatHasFirstStrike(state: GameState): boolean {
  const c = state.combat
  if (!c) return false
  const sources = staticSources(state) // read once: nothing changes while looking
  for (const id of [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)]) {
    const o = state.objects[id]
    if (!o) continue
    const kw = keywordsOf(state, o, sources)
    if (kw.has('first strike') || kw.has('double strike')) return true
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

/** Does this combat damage step deal `o`'s damage (CR 510.4)? `sources`: `staticSources(state)` when known. */
export function dealsDamageNow(state: GameState, o: CardObject, first: boolean, sources?: CardObject[]): boolean {
  const kw = keywordsOf(state, o, sources)
  if (first) return kw.has('first strike') || kw.has('double strike')
  // CR 510.4: in the second step, creatures that didn't deal first-strike damage, and double strikers.
  return !state.combat!.struckFirst.includes(o.id) || kw.has('double strike')
}

/** "~ assigns no combat damage this turn" (Ophidian, CR 510.1a): it assigns none in either step. */
function assignsNoDamage(o: CardObject): boolean {
  return !!o.mods?.some((m) => m.noCombatDamage)
}

function liveBlockersOf(state: GameState, attacker: ObjId): CardObject[] {
  return state
    .combat!.blockers.filter((b) => b.blocks === attacker)
    .map((b) => state.objects[b.id])
    .filter((o) => o && o.zone === 'battlefield')
}

function lethalFor(state: GameState, blocker: CardObject, deathtouch: boolean, sources?: CardObject[]): number {
  return deathtouch ? 1 : Math.max(0, powerToughness(state, blocker, sources).toughness - blocker.damage) // CR 702.2c, 120.6
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
  const sources = staticSources(state)
  for (const attack of c.attackers) {
    const attacker = state.objects[attack.id]
    if (
      !attacker ||
      attacker.zone !== 'battlefield' ||
      !dealsDamageNow(state, attacker, first, sources) ||
      assignsNoDamage(attacker) ||
      c.divisions?.[attack.id]
    )
      continue
    const power = powerToughness(state, attacker, sources).power
    const { blockers, lethal, trampleTo } = divisionBasis(
      state,
      attack,
      keywordsOf(state, attacker, sources),
      power,
      sources,
    )
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
export function divisionBasis(
  state: GameState,
  attack: { id: ObjId; target: Target },
  keywords: ReadonlySet<string>,
  power: number,
  sources?: CardObject[],
) {
  const blockers = liveBlockersOf(state, attack.id)
  return {
    blockers: blockers.map((b) => b.id),
    amount: power,
    lethal: Object.fromEntries(blockers.map((b) => [b.id, lethalFor(state, b, keywords.has('deathtouch'), sources)])),
    trampleTo: keywords.has('trample') ? attack.target : undefined,
  }
}

export function targetStillThere(state: GameState, target: Target): boolean {
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
  // Nothing is written until the damage is dealt (CR 510.2): the static sources are read once.
  const sources = staticSources(s)
  for (const attack of c.attackers) {
    const attacker = s.objects[attack.id]
    if (!attacker || attacker.zone !== 'battlefield' || !dealsDamageNow(s, attacker, first, sources)) continue
    if (assignsNoDamage(attacker)) continue
    const power = powerToughness(s, attacker, sources).power
    if (power <= 0) continue // CR 510.1a
    dealt.push(attacker.id)
    const source = sourceInfo(tx, attacker, sources)
    const basis = divisionBasis(s, attack, source.keywords, power, sources)
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
      !dealsDamageNow(s, blocker, first, sources) ||
      assignsNoDamage(blocker)
    )
      continue
    blocking.set(blocker.id, [...(blocking.get(blocker.id) ?? []), attacker])
  }
  for (const [id, attackers] of blocking) {
    const blocker = s.objects[id]
    const power = powerToughness(s, blocker, sources).power
    if (power <= 0) continue
    dealt.push(blocker.id)
    const source = sourceInfo(tx, blocker, sources)
    // CR 510.1d: a creature blocking several attackers divides its damage: lethal to each in order, the rest to the last.
    let left = power
    attackers.forEach((attacker, i) => {
      const last = i === attackers.length - 1
      const amount = last ? left : Math.min(left, lethalFor(s, attacker, source.keywords.has('deathtouch'), sources))
      left -= amount
      if (amount > 0) assignments.push({ source, target: { card: attacker.id }, amount })
    })
  }
  // CR 510.2: all combat damage is dealt simultaneously.
  const staticIds = sources.map((o) => o.id)
  for (const a of assignments) {
    tx.log(`${a.source.name} deals ${a.amount} combat damage to ${targetName(tx.s, a.target)}`)
    dealDamage(tx, a.source, a.target, a.amount, true, staticIds) // combat damage (CR 510.2)
  }
  const next = { ...tx.s.combat!, ...(first ? { struckFirst: dealt, firstStrike: true } : {}) }
  delete next.divisions
  tx.set('combat', next)
}
