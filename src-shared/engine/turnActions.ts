// The turn-based actions of the normal game (CR 703), as the statechart's entry and exit actions name them
// (turnChart.ts): each changes the game through the Tx only.
import type { Tx } from './tx'
import type { GameState, PlayerIndex } from './types'
import { abilitiesOf, apnapOrder, hasKeyword, isCreature, nameOf, nextPlayer, playerName } from './query'
import { drawCard, moveObject } from './zones'
import { defenderOf, emitUnblocked, possibleAttackers } from './combat'
import { combatDamage, combatHasFirstStrike } from './combatDamage'
import { decideStartingPlayer } from './setup'
import { playerRuleCount } from './playerRules'
import { matchesSpec } from './legalTargets'
import { specText } from './specText'
import { isHeld, releaseHolds } from './holds'

export function pushPending(tx: Tx, pending: GameState['pending'][number]): void {
  tx.set('pending', [...tx.s.pending, pending])
}

// ---- the turn (CR 500.1) ----

/** The game leaves setup for its first turn (CR 103.8): the starting player's turn 1 of round 1. */
export function startFirstTurn(tx: Tx): void {
  decideStartingPlayer(tx) // CR 103.1: at the latest now, when a variant deferred it and no setup step decided
  tx.variant.hooks.afterSetup?.(tx)
  tx.set('phase', 'turn')
  tx.set('round', 1)
  tx.set('active', tx.s.starting)
  tx.set('turn', 1)
}

/** CR 500.7 etc.: the next turn goes to the next player in turn order who is still in the game; a round ends when
 *  the turn passes back to (or beyond) the starting player. */
export function passTurn(tx: Tx): void {
  // CR 500.7: an extra turn is taken next, the most recently created first; after it, turn order resumes from the
  // player whose normal turn came before it.
  const queued = [...((tx.s.extra.extraTurns as PlayerIndex[] | undefined) ?? [])]
  const resume = tx.s.extra.resumeAfter as PlayerIndex | undefined
  const { extraTurns: _queued, resumeAfter: _resume, ...extra } = tx.s.extra
  const prev = resume ?? tx.s.active
  while (queued.length > 0) {
    const player = queued.pop()!
    if (tx.s.players[player]?.lost) continue
    tx.set('extra', { ...extra, resumeAfter: prev, ...(queued.length ? { extraTurns: queued } : {}) })
    tx.set('active', player)
    tx.set('turn', tx.s.turn + 1)
    tx.log(`${playerName(tx.s, player)} takes an extra turn (CR 500.7)`)
    return
  }
  if (resume !== undefined || tx.s.extra.extraTurns) tx.set('extra', extra)
  const next = nextPlayer(tx.s, prev)
  const n = tx.s.players.length
  const rel = (p: number) => (p - tx.s.starting + n) % n
  if (rel(next) <= rel(prev)) tx.set('round', tx.s.round + 1)
  tx.set('active', next)
  tx.set('turn', tx.s.turn + 1)
}

/** As a turn begins: land drops reset, the active player's permanents are no longer "sick" (CR 302.6), loyalty
 *  abilities may be activated again (CR 606.3), then the variant's own beginning. */
export function beginTurn(tx: Tx): void {
  const player = tx.s.active
  tx.set('combat', null)
  for (let p = 0; p < tx.s.players.length; p++) if (tx.s.players[p].landsPlayed) tx.player(p).landsPlayed = 0
  for (let p = 0; p < tx.s.players.length; p++) if (tx.s.players[p].extraLands) delete tx.player(p).extraLands
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if ((o.controller === player && o.sick) || o.loyaltyUsed || o.activations) {
      const w = tx.obj(id)
      if (w.controller === player) w.sick = false
      delete w.loyaltyUsed
      delete w.activations // CR 602.5b: "once each turn" counts afresh
    }
  }
  tx.variant.hooks.beginTurn?.(tx)
  tx.log(`Turn ${tx.s.turn}: ${playerName(tx.s, player)}`)
}

/** As a turn ends: the variant's own end (per-turn counters). */
export function endTurn(tx: Tx): void {
  tx.variant.hooks.endTurn?.(tx)
}

// ---- steps (CR 501–514) ----

/** CR 502.1, 702.26a: before untapping, the active player's permanents with phasing phase out and those that phased
 *  out under their control phase in, at once. A phased-out permanent is kept aside (the shared 'phasedOut' list): it
 *  doesn't change zones and is treated as though it doesn't exist (CR 702.26b, d); what is attached to it phases
 *  with it (CR 702.26g). */
export function phasePermanents(tx: Tx): void {
  const s = tx.s
  const active = s.active
  const back = (s.shared.phasedOut ?? []).filter((id) => s.objects[id]?.controller === active)
  const hosts = s.battlefield.filter(
    (id) => s.objects[id].controller === active && hasKeyword(s, s.objects[id], 'phasing'),
  )
  const out = new Set(hosts)
  for (let grew = true; grew;) {
    grew = false
    for (const id of s.battlefield) {
      const host = s.objects[id].attachedTo
      if (!out.has(id) && host && out.has(host)) {
        out.add(id)
        grew = true
      }
    }
  }
  if (!back.length && !out.size) return
  const aside = tx.sharedZone('phasedOut')
  const kept = aside.filter((id) => !back.includes(id))
  aside.length = 0
  aside.push(...kept, ...[...out])
  const field = tx.battlefield()
  const stay = field.filter((id) => !out.has(id))
  field.length = 0
  field.push(...stay, ...back)
  for (const id of out) tx.log(`${nameOf(tx.s, id)} phases out`)
  for (const id of back) tx.log(`${nameOf(tx.s, id)} phases in`)
}

/** CR 502.3: the active player untaps their permanents. */
export function untapPermanents(tx: Tx): void {
  // CR 701.35a: what this player detained is free again as their turn begins.
  for (const id of tx.s.battlefield) if (tx.s.objects[id].detainedBy === tx.s.active) delete tx.obj(id).detainedBy
  // CR 614.10: "Players skip their untap steps" (Stasis): nothing phases or untaps ("next untap step" effects wait).
  if (playerRuleCount(tx.s, tx.s.active, 'skipUntap') > 0) {
    tx.log(`${playerName(tx.s, tx.s.active)} skips the untap step (CR 614.10)`)
    return
  }
  phasePermanents(tx) // CR 502.1: phasing happens first
  releaseHolds(tx) // CR 611.2b: holds whose duration has ended
  const optional: string[] = []
  const untapping: string[] = []
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if (o.controller !== tx.s.active) continue
    if (o.frozen) {
      delete tx.obj(id).frozen // CR 502.3: this was its controller's next untap step
      continue
    }
    if (!o.tapped || doesntUntap(tx.s, id) || isHeld(tx.s, o)) continue
    if (abilitiesOf(tx.s, o)?.statics.some((st) => st.kind === 'mayNotUntap')) optional.push(id)
    else untapping.push(id)
  }
  // CR 502.3: "Players can't untap more than one land …" (Winter Orb): the permanents of a limit that binds are
  // chosen by their controller, the others untap.
  const limits = untapLimitsNow(tx.s, tx.s.active, untapping)
  const limited = new Set(limits.flatMap((l) => l.ids))
  for (const id of untapping) if (!limited.has(id)) tx.obj(id).tapped = false
  optional.push(...untapping.filter((id) => limited.has(id)))
  // CR 502.3: "You may choose not to untap ~": its controller chooses which of these untap (choose `cards`).
  if (optional.length)
    pushPending(tx, {
      kind: 'untapChoice',
      player: tx.s.active,
      options: optional,
      text: limits.length
        ? `Choose the permanents to untap (${limits.map((l) => `at most ${l.max} ${l.what}`).join(', ')})`
        : 'Choose the permanents to untap (you may choose not to untap them)',
      ...(limits.length ? { limits: limits.map(({ ids, max }) => ({ ids, max })) } : {}),
    })
}

/** The untap limits in force for `player`'s untap step (CR 502.3) that bind: more of their kind would untap than
 *  allowed. Each with the permanents it covers. */
function untapLimitsNow(
  s: GameState,
  player: PlayerIndex,
  untapping: string[],
): { ids: string[]; max: number; what: string }[] {
  const out: { ids: string[]; max: number; what: string }[] = []
  for (const sid of s.battlefield) {
    const src = s.objects[sid]
    for (const st of abilitiesOf(s, src)?.statics ?? []) {
      if (st.kind !== 'untapLimit') continue
      if (st.whileUntapped && src.tapped) continue // "as long as ~ is untapped"
      if (st.who === 'you' && src.controller !== player) continue
      const ids = untapping.filter((id) => matchesSpec(s, st.spec, s.objects[id], src.controller, undefined, sid))
      if (ids.length > st.max) out.push({ ids, max: st.max, what: specText(st.spec) })
    }
  }
  return out
}

/** CR 502.3: "~ doesn't untap during your untap step", or an Aura's or Equipment's "… doesn't untap during its
 *  controller's untap step". */
function doesntUntap(s: GameState, id: string): boolean {
  const o = s.objects[id]
  if (abilitiesOf(s, o)?.statics.some((st) => st.kind === 'doesntUntap')) return true
  return s.battlefield.some((other) => {
    const a = s.objects[other]
    return (
      (a.attachedTo === id &&
        !!abilitiesOf(s, a)?.statics.some((st) => st.kind === 'attachedRestriction' && st.noUntap)) ||
      // "Creatures with power 3 or greater don't untap during their controllers' untap steps" (Meekstone).
      !!abilitiesOf(s, a)?.statics.some(
        (st) => st.kind === 'doesntUntapAll' && matchesSpec(s, st.spec, o, a.controller, undefined, a.id),
      )
    )
  })
}

/** CR 504.1; CR 103.7a: the starting player of a two-player game skips their first draw. */
export function drawForTurn(tx: Tx): void {
  if (tx.s.turn === 1 && tx.s.active === tx.s.starting && tx.variant.starterSkipsDraw(tx.s)) {
    tx.log(`${playerName(tx.s, tx.s.active)} skips the first draw (CR 103.7a)`)
    return
  }
  if (playerRuleCount(tx.s, tx.s.active, 'skipDraw') > 0) {
    tx.log(`${playerName(tx.s, tx.s.active)} skips the draw (CR 614.10)`)
    return
  }
  drawCard(tx, tx.s.active)
  tx.log(`${playerName(tx.s, tx.s.active)} draws a card`)
}

/** CR 508.1: the active player declares attackers; with no creature able to attack there is nothing to decide. */
export function askAttackers(tx: Tx): void {
  if (possibleAttackers(tx.s, tx.s.active).length > 0)
    pushPending(tx, { kind: 'declareAttackers', player: tx.s.active })
  else
    tx.set('combat', {
      attackers: [],
      blockers: [],
      toBlock: [],
      struckFirst: [],
      firstStrike: false,
      declared: false,
    })
}

/** CR 509.1: each defending player declares blockers (in turn order, CR 806 free-for-all). */
export function askBlockers(tx: Tx): void {
  const c = tx.s.combat!
  const defenders = apnapOrder(tx.s).filter((p) => c.attackers.some((a) => defenderOf(tx.s, a.target) === p))
  const toBlock = defenders.filter((p) =>
    tx.s.battlefield.some((id) => {
      const o = tx.s.objects[id]
      return o.controller === p && !o.tapped && isCreature(tx.s, o)
    }),
  )
  tx.set('combat', { ...c, toBlock })
  for (const p of toBlock) pushPending(tx, { kind: 'declareBlockers', player: p })
  for (const p of defenders) if (!toBlock.includes(p)) emitUnblocked(tx, p) // CR 509.5g: no blockers to declare
}

/** CR 510.1–510.2, 510.4: the first-strike combat damage step. */
export const firstStrikeDamage = (tx: Tx): void => combatDamage(tx, true)
/** CR 510.1–510.2: the (regular) combat damage step. */
export const regularDamage = (tx: Tx): void => combatDamage(tx, false)

/** CR 511.3: creatures and planeswalkers are removed from combat as the end of combat step ends. */
export function removeFromCombat(tx: Tx): void {
  tx.set('combat', null)
}

/** CR 514.1: the active player discards down to their maximum hand size. */
export function askDiscard(tx: Tx): void {
  // CR 402.2: "you have no maximum hand size".
  const base = playerRuleCount(tx.s, tx.s.active, 'noMaxHandSize') > 0 ? null : tx.variant.maxHandSize
  // "Your maximum hand size is increased by one / reduced by two" (each an amount, signed).
  const max = base === null ? null : Math.max(0, base + playerRuleCount(tx.s, tx.s.active, 'maxHandSize'))
  const hand = tx.s.players[tx.s.active].zones.hand.length
  if (max !== null && hand > max) pushPending(tx, { kind: 'discard', player: tx.s.active, count: hand - max })
}

/** CR 514.2: damage wears off and "until end of turn" effects end. */
export function wearOff(tx: Tx): void {
  // CR 601.3, 514.3a: what was cast as though it had flash when a sorcery couldn't have been is sacrificed now.
  for (const id of tx.s.battlefield.filter((x) => tx.s.objects[x].flashSacrifice)) {
    tx.log(`${nameOf(tx.s, id)} is sacrificed (it was cast when a sorcery couldn't have been)`)
    moveObject(tx, id, 'graveyard', { cause: 'sacrifice' })
  }
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if (o.damage || o.mods || o.deathtouched) {
      const w = tx.obj(id)
      w.damage = 0
      const back = o.mods?.find((m) => m.controlFrom !== undefined)?.controlFrom
      if (back !== undefined && tx.s.players[back] && !tx.s.players[back].lost) w.controller = back // CR 514.2
      delete w.mods
      delete w.deathtouched
    }
  }
}

// ---- the skips (guards) ----

/** CR 508.8: no creatures were declared as attackers (creatures removed later don't count). */
export function noAttackers(s: GameState): boolean {
  return !s.combat || !s.combat.declared
}

/** CR 510.4: no attacking or blocking creature has first or double strike as the damage step begins. */
export function noFirstStrike(s: GameState): boolean {
  return !combatHasFirstStrike(s)
}
