// Combat (CR 506–511): declaring attackers and blockers with their restrictions, and combat damage with first
// strike, double strike, trample, deathtouch and lifelink. Damage assignment is automatic: each blocker in the
// declared order (the damage assignment order, CR 509.2) gets lethal damage, the rest goes to the last blocker
// or, with trample, to the player or planeswalker attacked (CR 702.19b).
import type { Tx } from './tx'
import type { CardObject, GameState, ObjId, PlayerIndex, Target } from './types'
import { abilitiesOf, hasKeyword, isAlive, isCreature, isPlaneswalker, keywordsOf, nameOf, opponentsOf, playerName, powerOf, targetName, toughnessOf } from './query'
import { dealDamage, sourceInfo, type DamageSource } from './effects'

/** Can this creature attack now (CR 508.1a, 302.6, 702.3b defender, 702.10 haste)? A reason when not. */
export function whyCantAttack(state: GameState, obj: CardObject | undefined, player: PlayerIndex): string | null {
  if (!obj || obj.zone !== 'battlefield') return 'it is not on the battlefield'
  const name = nameOf(state, obj.id)
  if (obj.controller !== player) return `you don't control ${name}`
  if (!isCreature(state, obj)) return `${name} is not a creature`
  if (obj.tapped) return `${name} is tapped`
  const kw = keywordsOf(state, obj)
  if (kw.has('defender')) return `${name} has defender and can't attack (CR 702.3b)`
  if (obj.sick && !kw.has('haste')) return `${name} has summoning sickness: it came under your control this turn (CR 302.6)`
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

export function validateAttackers(state: GameState, player: PlayerIndex, attackers: { card: ObjId; target: Target }[]): string | null {
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
  }
  return null
}

export function sameTarget(a: Target, b: Target): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'card' in b && a.card === b.card
}

/** The player an attack target belongs to (a planeswalker's controller). */
export function defenderOf(state: GameState, target: Target): PlayerIndex {
  return 'player' in target ? target.player : state.objects[target.card]?.controller ?? -1
}

/** Why `blocker` can't block `attacker` now (CR 509.1a-b, 702.9b flying, 702.17 reach), or null. */
export function whyCantBlock(state: GameState, blocker: CardObject | undefined, attacker: CardObject | undefined, player: PlayerIndex): string | null {
  if (!blocker || blocker.zone !== 'battlefield') return 'it is not on the battlefield'
  const name = nameOf(state, blocker.id)
  if (blocker.controller !== player) return `you don't control ${name}`
  if (!isCreature(state, blocker)) return `${name} is not a creature`
  if (blocker.tapped) return `${name} is tapped`
  if (abilitiesOf(state, blocker)?.statics.some((s) => s.kind === 'cantBlock')) return `${name} can't block`
  if (!attacker || !state.combat?.attackers.some((a) => a.id === attacker.id)) return 'that creature is not attacking'
  const attack = state.combat.attackers.find((a) => a.id === attacker.id)!
  if (defenderOf(state, attack.target) !== player) return `${nameOf(state, attacker.id)} is not attacking you or your planeswalkers`
  if (abilitiesOf(state, attacker)?.statics.some((s) => s.kind === 'cantBeBlocked')) return `${nameOf(state, attacker.id)} can't be blocked`
  const akw = keywordsOf(state, attacker)
  if (akw.has('flying')) {
    const bkw = keywordsOf(state, blocker)
    if (!bkw.has('flying') && !bkw.has('reach')) return `${nameOf(state, attacker.id)} has flying: only creatures with flying or reach can block it (CR 702.9b)`
  }
  return null
}

export function validateBlockers(state: GameState, player: PlayerIndex, blockers: { card: ObjId; blocks: ObjId }[]): string | null {
  const seen = new Set<ObjId>()
  const count = new Map<ObjId, number>()
  for (const b of blockers) {
    const why = whyCantBlock(state, state.objects[b.card], state.objects[b.blocks], player)
    if (why) return `${state.objects[b.card] ? nameOf(state, b.card) : 'That card'} can't block${state.objects[b.blocks] ? ' ' + nameOf(state, b.blocks) : ''}: ${why}`
    if (seen.has(b.card)) return `${nameOf(state, b.card)} can only block one creature (CR 509.1a)`
    seen.add(b.card)
    count.set(b.blocks, (count.get(b.blocks) ?? 0) + 1)
  }
  for (const [attacker, n] of count) {
    // CR 702.110b: menace — can't be blocked except by two or more creatures.
    if (n === 1 && hasKeyword(state, state.objects[attacker], 'menace')) {
      return `${nameOf(state, attacker)} has menace: it can't be blocked except by two or more creatures (CR 702.110b)`
    }
  }
  return null
}

/** Creatures of `player` that could attack now. */
export function possibleAttackers(state: GameState, player: PlayerIndex): ObjId[] {
  return state.battlefield.filter((id) => whyCantAttack(state, state.objects[id], player) === null)
}

/** For each untapped creature of `player`, the attackers it could block. */
export function possibleBlocks(state: GameState, player: PlayerIndex): { card: ObjId; canBlock: ObjId[] }[] {
  const out: { card: ObjId; canBlock: ObjId[] }[] = []
  const attackers = state.combat?.attackers ?? []
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player || !isCreature(state, o) || o.tapped) continue
    const canBlock = attackers.filter((a) => whyCantBlock(state, o, state.objects[a.id], player) === null).map((a) => a.id)
    if (canBlock.length) out.push({ card: id, canBlock })
  }
  return out
}

/** Declares attackers (CR 508.1): taps them unless they have vigilance (CR 702.20b). */
export function declareAttackers(tx: Tx, player: PlayerIndex, attackers: { card: ObjId; target: Target }[]): void {
  for (const a of attackers) {
    if (!hasKeyword(tx.s, tx.s.objects[a.card], 'vigilance')) tx.obj(a.card).tapped = true
  }
  tx.set('combat', { attackers: attackers.map((a) => ({ id: a.card, target: a.target })), blockers: [], toBlock: [], struckFirst: [], firstStrike: false, declared: attackers.length > 0 })
  if (attackers.length === 0) tx.log(`${playerName(tx.s, player)} attacks with nothing`)
  else tx.log(`${playerName(tx.s, player)} attacks: ${attackers.map((a) => `${nameOf(tx.s, a.card)} → ${targetName(tx.s, a.target)}`).join(', ')}`)
}

export function declareBlockers(tx: Tx, player: PlayerIndex, blockers: { card: ObjId; blocks: ObjId }[]): void {
  const c = tx.s.combat!
  tx.set('combat', { ...c, blockers: [...c.blockers, ...blockers.map((b) => ({ id: b.card, blocks: b.blocks }))], toBlock: c.toBlock.filter((p) => p !== player) })
  if (blockers.length === 0) tx.log(`${playerName(tx.s, player)} doesn't block`)
  else tx.log(`${playerName(tx.s, player)} blocks: ${blockers.map((b) => `${nameOf(tx.s, b.card)} blocks ${nameOf(tx.s, b.blocks)}`).join(', ')}`)
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

interface Assignment { source: DamageSource; target: Target; amount: number }

/** Deals combat damage for one damage step (CR 510): `first` is the first-strike step. */
export function combatDamage(tx: Tx, first: boolean): void {
  const s = tx.s
  const c = s.combat
  if (!c) return
  const deals = (o: CardObject): boolean => {
    const kw = keywordsOf(s, o)
    if (first) return kw.has('first strike') || kw.has('double strike')
    // CR 510.4: in the second step, creatures that didn't deal first-strike damage, and double strikers.
    return !c.struckFirst.includes(o.id) || kw.has('double strike')
  }
  const assignments: Assignment[] = []
  const dealt: ObjId[] = []
  for (const attack of c.attackers) {
    const attacker = s.objects[attack.id]
    if (!attacker || attacker.zone !== 'battlefield' || !deals(attacker)) continue
    let power = powerOf(s, attacker)
    if (power <= 0) continue // CR 510.1a
    dealt.push(attacker.id)
    const source = sourceInfo(tx, attacker)
    const blockers = c.blockers.filter((b) => b.blocks === attack.id).map((b) => s.objects[b.id]).filter((o) => o && o.zone === 'battlefield')
    const wasBlocked = c.blockers.some((b) => b.blocks === attack.id)
    if (!wasBlocked) {
      if ('card' in attack.target && s.objects[attack.target.card]?.zone !== 'battlefield') continue // CR 510.1b
      if ('player' in attack.target && !isAlive(s, attack.target.player)) continue
      assignments.push({ source, target: attack.target, amount: power })
      continue
    }
    if (blockers.length === 0) {
      // CR 702.19e: a blocked trampler with no blockers left assigns all its damage to the player.
      if (source.keywords.has('trample')) assignments.push({ source, target: attack.target, amount: power })
      continue
    }
    for (let i = 0; i < blockers.length && power > 0; i++) {
      const b = blockers[i]
      const lethal = source.keywords.has('deathtouch') ? 1 : Math.max(0, toughnessOf(s, b) - b.damage) // CR 702.2c
      const last = i === blockers.length - 1
      const amount = last && !source.keywords.has('trample') ? power : Math.min(power, Math.max(lethal, 0))
      if (amount > 0) assignments.push({ source, target: { card: b.id }, amount })
      power -= amount
    }
    if (power > 0 && source.keywords.has('trample')) assignments.push({ source, target: attack.target, amount: power })
    else if (power > 0) assignments.push({ source, target: { card: blockers[blockers.length - 1].id }, amount: power })
  }
  for (const block of c.blockers) {
    const blocker = s.objects[block.id]
    const attacker = s.objects[block.blocks]
    if (!blocker || blocker.zone !== 'battlefield' || !attacker || attacker.zone !== 'battlefield' || !deals(blocker)) continue
    const power = powerOf(s, blocker)
    if (power <= 0) continue
    dealt.push(blocker.id)
    assignments.push({ source: sourceInfo(tx, blocker), target: { card: attacker.id }, amount: power })
  }
  // CR 510.2: all combat damage is dealt simultaneously.
  for (const a of assignments) {
    tx.log(`${a.source.name} deals ${a.amount} combat damage to ${targetName(tx.s, a.target)}`)
    dealDamage(tx, a.source, a.target, a.amount)
  }
  if (first) tx.set('combat', { ...tx.s.combat!, struckFirst: dealt, firstStrike: true })
}
