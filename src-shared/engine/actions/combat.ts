// Combat decisions: declaring attackers and blockers (CR 508.1, 509.1) and dividing a multiply blocked creature's
// combat damage (CR 510.1c-d, 702.19b).
import type { ActionHandler } from '../variant'
import type { Tx } from '../tx'
import type {
  AssignDamageAction,
  DeclareAttackersAction,
  DeclareBlockersAction,
  GameState,
  ObjId,
  PlayerIndex,
} from '../types'
import {
  attackTargets,
  declareAttackers,
  declareBlockers,
  possibleAttackers,
  divisionAhead,
  recordDivisionAhead,
  validateAttackers,
} from '../combat'
import { meetBlockRequirements, possibleBlocks, validateBlockers } from '../blocking'
import { recordDivision, suggestedDivision, whyNotDivision, type DamageAssignmentPending } from '../combatDamage'
import { cardName, dropPending, pendingFor, whyNoPriority, whyNotPending } from './pending'

type DeclareAction = DeclareAttackersAction | DeclareBlockersAction

/** The skeleton both declarations share: answer the pending decision of that kind with a list, checked by the combat
 *  rules, then declare it; offer choices only while the decision waits. */
function declareHandler<A extends DeclareAction>(spec: {
  kind: A['type']
  list: (a: A) => unknown
  listName: string
  check: (s: GameState, a: A) => string | null
  declare: (tx: Tx, a: A) => void
  options: (s: GameState, p: PlayerIndex) => A[]
  /** A better reason than "nothing is waiting" when the decision wasn't asked. */
  unasked?: (s: GameState, a: A) => string | null
}): ActionHandler<A> {
  return {
    validate(s, a) {
      const why = whyNotPending(s, a.player, spec.kind)
      if (why) return spec.unasked?.(s, a) ?? why
      if (!Array.isArray(spec.list(a))) return `${spec.listName} must be a list`
      return spec.check(s, a)
    },
    apply(tx, a) {
      dropPending(tx, a.player, spec.kind)
      spec.declare(tx, a)
    },
    enumerate: (s, p) => (pendingFor(s, p, spec.kind) ? spec.options(s, p) : []),
  }
}

// ---- declaring attackers (CR 508.1) ----

export const declareAttackersHandler = declareHandler<DeclareAttackersAction>({
  kind: 'declareAttackers',
  list: (a) => a.attackers,
  listName: 'attackers',
  check: (s, a) => validateAttackers(s, a.player, a.attackers),
  declare: (tx, a) => declareAttackers(tx, a.player, a.attackers),
  // No creature could attack, so nothing was asked: explain why the named one can't (CR 508.1a).
  unasked: (s, a) =>
    s.step === 'declareAttackers' && s.active === a.player && Array.isArray(a.attackers) && a.attackers.length
      ? validateAttackers(s, a.player, a.attackers)
      : null,
  options(s, p) {
    const attackers = possibleAttackers(s, p)
    const targets = attackTargets(s, p)
    const out: DeclareAttackersAction[] = [{ type: 'declareAttackers', player: p, attackers: [] }]
    for (const t of targets)
      if (attackers.length)
        out.push({ type: 'declareAttackers', player: p, attackers: attackers.map((card) => ({ card, target: t })) })
    for (const card of attackers)
      for (const t of targets) out.push({ type: 'declareAttackers', player: p, attackers: [{ card, target: t }] })
    // Only declarations that meet the requirements (CR 508.1d: "attacks each combat if able").
    return out.filter((a) => validateAttackers(s, p, a.attackers) === null)
  },
})

// ---- declaring blockers (CR 509.1) ----

const BLOCK_SAMPLES = 64

export const declareBlockersHandler = declareHandler<DeclareBlockersAction>({
  kind: 'declareBlockers',
  list: (a) => a.blockers,
  listName: 'blockers',
  check: (s, a) => validateBlockers(s, a.player, a.blockers),
  declare: (tx, a) => declareBlockers(tx, a.player, a.blockers),
  options(s, p) {
    // No blocks, or as few as the blocking requirements demand (CR 509.1c: lure, "must be blocked if able").
    const least = meetBlockRequirements(s, p, [])
    const out: DeclareBlockersAction[] = [{ type: 'declareBlockers', player: p, blockers: least }]
    const options = possibleBlocks(s, p)
    // Single blocks as samples of the legal declarations (any combination may be declared): at most this many,
    // since each is validated against every requirement and a battlefield of tokens has thousands of pairs.
    const singles = options.flatMap((o) => o.canBlock.map((attacker) => ({ o, attacker }))).slice(0, BLOCK_SAMPLES)
    for (const { o, attacker } of singles) {
      const a: DeclareBlockersAction = {
        type: 'declareBlockers',
        player: p,
        blockers: [{ card: o.card, blocks: attacker }],
      }
      if (!validateBlockers(s, p, a.blockers)) out.push(a)
      else if (least.length) {
        const met = meetBlockRequirements(s, p, a.blockers)
        if (!validateBlockers(s, p, met)) out.push({ ...a, blockers: met })
      }
    }
    // Everyone blocks the first attacker they can (a gang block; satisfies menace).
    const all = options.map((o) => ({ card: o.card, blocks: o.canBlock[0] }))
    if (all.length > 1 && !validateBlockers(s, p, all)) out.push({ type: 'declareBlockers', player: p, blockers: all })
    return out
  },
})

// ---- dividing combat damage among blockers (CR 510.1c-d, 702.19b) ----

function damagePendingFor(s: GameState, player: PlayerIndex, attacker?: ObjId): DamageAssignmentPending | undefined {
  const d = pendingFor(s, player, 'assignDamage') as DamageAssignmentPending | undefined
  if (!d || attacker === undefined || d.attacker === attacker) return d
  return s.pending.find((x) => x.kind === 'assignDamage' && x.player === player && x.attacker === attacker) as
    DamageAssignmentPending | undefined
}

export const assignDamage: ActionHandler<AssignDamageAction> = {
  validate(s, a) {
    if (!pendingFor(s, a.player, 'assignDamage')) {
      // Chosen ahead, while the player has priority after blockers are declared (CR 510.1c, 702.19b).
      const busy = whyNoPriority(s, a.player)
      if (busy) return whyNotPending(s, a.player, 'assignDamage') ?? busy
      const ahead = divisionAhead(s, a.player, a.attacker)
      if (typeof ahead === 'string') return ahead
      if (!Array.isArray(a.damage)) return 'say how much damage each blocker is assigned'
      return whyNotDivision(s, ahead, a.damage)
    }
    const why = whyNotPending(s, a.player, 'assignDamage')
    if (why) return why
    const d = damagePendingFor(s, a.player, a.attacker)
    if (!d) return `${cardName(s, a.attacker)} is not waiting for its combat damage to be divided`
    if (!Array.isArray(a.damage)) return 'say how much damage each blocker is assigned'
    return whyNotDivision(s, d, a.damage)
  },
  apply(tx, a) {
    if (!pendingFor(tx.s, a.player, 'assignDamage')) {
      recordDivisionAhead(tx, divisionAhead(tx.s, a.player, a.attacker) as DamageAssignmentPending, a.damage)
      return
    }
    const d = damagePendingFor(tx.s, a.player, a.attacker)!
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== (d as unknown)),
    )
    recordDivision(tx, d, a.damage)
  },
  enumerate(s, p) {
    const d = damagePendingFor(s, p)
    if (!d) return []
    // The suggestion, and everything on one blocker (legal without trample damage to the player).
    const options = [
      suggestedDivision(d),
      ...d.blockers.map((id) => [{ target: { card: id }, amount: d.amount }]),
      ...(d.unblockedTo ? [[{ target: d.unblockedTo, amount: d.amount }]] : []), // CR 510.1c
    ]
    return options.map((damage) => ({ type: 'assignDamage' as const, player: p, attacker: d.attacker, damage }))
  },
}
