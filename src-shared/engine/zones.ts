// Zone changes (CR 400): moving objects, drawing, shuffling, tokens, and a player leaving the game (CR 800.4a).
import type { Condition, Count } from './ast'
import type { CardDefinition } from '../cards/model'
import type { Tx } from './tx'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex, ZoneName } from './types'
import type { ZoneMove } from './variant'
import { faceAbilities } from './abilities'
import { discardedWithMadness, drewCard, enteredFor, madnessTrigger } from './alternativeCosts'
import { recordLeftSource } from './lastKnown'
import { countersWithout } from './counters'
import { faceOf, hasKeyword, isCreature, isPlaneswalker, nameOf, playerName, powerToughness } from './query'
import { matchesSpec } from './legalTargets'
import { rulesText } from './rulesText'

/** Creates a card object in a zone (game creation, tokens, Lotus). Returns its id. */
export function createObject(
  tx: Tx,
  def: string,
  owner: PlayerIndex,
  zone: ZoneName,
  opts: Partial<CardObject> = {},
): ObjId {
  const id = tx.newId(opts.token ? 't' : 'c')
  const obj: CardObject = {
    id,
    def,
    owner,
    controller: owner,
    zone,
    tapped: false,
    sick: zone === 'battlefield',
    faceDown: false,
    counters: {},
    damage: 0,
    ...opts,
  }
  obj.id = id
  tx.addObject(obj)
  tx.zoneList(zone, owner).push(id)
  if (zone === 'battlefield') enteredBattlefield(tx, id)
  return id
}

/** Adds a card definition to the game's table (tokens, variant cards). */
export function ensureCard(tx: Tx, def: CardDefinition): void {
  if (tx.s.cards[def.id]) return
  tx.set('cards', { ...tx.s.cards, [def.id]: def })
}

function removeFromZone(tx: Tx, obj: CardObject): void {
  if (obj.zone === 'stack') {
    const stack = tx.s.stack
    const at = stack.findIndex((s) => s.id === obj.id)
    if (at >= 0) tx.stack().splice(at, 1)
    return
  }
  const list = tx.zoneList(obj.zone, obj.owner)
  const at = list.indexOf(obj.id)
  if (at >= 0) list.splice(at, 1)
}

export interface MoveOptions {
  cause: string
  position?: 'top' | 'bottom'
  tapped?: boolean
  faceDown?: boolean
  controller?: PlayerIndex
  /** The face it enters with: a modal double-faced card's land face played (CR 712.8). */
  face?: number
}

/**
 * Moves an object to a zone (CR 400.7: it becomes a new object with a new id, no memory of its past, except as
 * the rules say). Variant replacement effects apply first (CR 614). Returns the new id, or null when the object
 * ceased to exist (a token leaving the battlefield, CR 111.7/704.5d) or a replacement handled it.
 */
export function moveObject(tx: Tx, id: ObjId, to: ZoneName, opts: MoveOptions): ObjId | null {
  const before = tx.s.objects[id]
  if (!before) return null
  // CR 107.3m: the X of the spell it was, for "enters with X counters" (read before it leaves the stack).
  const spellX = before.zone === 'stack' ? tx.s.stack.find((i) => i.kind === 'spell' && i.id === id)?.x : undefined
  let move: ZoneMove = { id, from: before.zone, to, position: opts.position, cause: opts.cause }
  const replaced = tx.variant.hooks.replaceMove?.(tx, move, before)
  if (replaced === 'handled') return null
  if (replaced) move = replaced
  // CR 614.6: "if it would die this turn, exile it instead" (Spikefield Hazard).
  if (before.zone === 'battlefield' && move.to === 'graveyard' && before.mods?.some((m) => m.exileIfDies)) {
    move = { ...move, to: 'exile' }
    tx.log(`${nameOf(tx.s, id)} is exiled instead (CR 614.6)`)
  }
  // CR 702.34a: a spell cast with flashback is exiled instead of going anywhere else when it leaves the stack.
  if (before.flashback && before.zone === 'stack' && move.to !== 'exile') move = { ...move, to: 'exile' }
  // CR 702.35a: a discarded card with madness is exiled instead; a trigger lets its owner cast it.
  const madness = discardedWithMadness(tx.s, before, move.to, opts.cause)
  if (madness) move = { ...move, to: 'exile' }
  // CR 702.84a: an unearthed permanent is exiled instead of going anywhere else when it leaves the battlefield.
  if (before.unearthed && before.zone === 'battlefield' && move.to !== 'exile') move = { ...move, to: 'exile' }
  // The hook may have changed the object first (e.g. its identity, Mental Magic MM-5): move it as it is now.
  const obj = tx.s.objects[id]
  if (!obj) return null
  const leavingBattlefield = obj.zone === 'battlefield' && move.to !== 'battlefield'
  // Last known power (CR 608.2h): "its controller gains life equal to its power" after it left.
  const pt = leavingBattlefield && isCreature(tx.s, obj) ? powerToughness(tx.s, obj) : undefined
  const power = pt?.power
  removeFromZone(tx, obj)
  if (leavingBattlefield) leftBattlefield(tx, obj)
  tx.removeObject(id)
  const moveEvent: GameEvent = {
    type: 'moved',
    id,
    from: obj.zone,
    to: move.to,
    cause: opts.cause,
    def: obj.def,
    face: obj.face ?? 0,
    owner: obj.owner,
    controller: obj.controller,
    counters: obj.counters, // last known (CR 603.10a): persist and undying look at them
    ...(obj.castFor ? { castFor: obj.castFor } : {}), // last known: blitz's draw (CR 702.152a)
    ...(obj.token ? { token: true } : {}), // last known: a nontoken creature that died (CR 700.4)
    ...(obj.attachedTo ? { attachedTo: obj.attachedTo } : {}), // last known: "enchanted creature" (CR 608.2h)
    ...(power !== undefined ? { power, toughness: pt!.toughness } : {}),
  }
  tx.emit(moveEvent)
  if (leavingBattlefield) recordLeftSource(tx, moveEvent) // CR 608.2h
  if (leavingBattlefield) rulesText.returnUntilLeaves(tx, id) // CR 610.3a
  if (obj.token && obj.zone === 'battlefield') return null // CR 111.7: tokens cease to exist off the battlefield
  if (obj.copy && obj.zone === 'stack' && move.to !== 'battlefield') return null // CR 704.5e: a copy of a spell
  const newId = tx.newId(obj.token ? 't' : 'c')
  // CR 707.9: a Clone's spell enters as a copy (its copiable values are the copied card's); CR 400.7: anywhere else
  // it is its own card again.
  const asCopy = obj.enterAs && obj.zone === 'stack' && move.to === 'battlefield' ? obj.enterAs : undefined
  const moved: CardObject = {
    id: newId,
    def: asCopy ? asCopy.def : (obj.printedDef ?? obj.def),
    ...(asCopy ? { printedDef: obj.def, ...(asCopy.face ? { face: asCopy.face } : {}) } : {}),
    owner: obj.owner,
    controller: move.to === 'battlefield' || move.to === 'stack' ? (opts.controller ?? obj.controller) : obj.owner,
    zone: move.to,
    tapped: move.to === 'battlefield' ? !!opts.tapped : false,
    sick: move.to === 'battlefield',
    faceDown: !!opts.faceDown,
    counters: {},
    damage: 0,
  }
  if (obj.token || obj.copy) moved.token = true // CR 111.1: a copy of a permanent spell becomes a token
  // CR 712.4e: a modal double-faced spell cast with its back face up resolves with that face up.
  const keptFace =
    opts.face ??
    (obj.face && obj.zone === 'stack' && move.to === 'battlefield' && tx.s.cards[obj.def]?.layout === 'modal_dfc'
      ? obj.face
      : undefined)
  if (keptFace && !asCopy) moved.face = keptFace
  if (obj.kicked && obj.zone === 'stack' && move.to === 'battlefield') moved.kicked = true // CR 702.33d
  if (obj.timesKicked && obj.zone === 'stack' && move.to === 'battlefield') moved.timesKicked = obj.timesKicked // CR 702.33c
  if (obj.colorSet && obj.zone === 'stack' && move.to === 'battlefield') moved.colorSet = obj.colorSet // CR 400.7a
  if (obj.castFor && obj.zone === 'stack' && move.to === 'battlefield') moved.castFor = obj.castFor // CR 118.9
  if (obj.castFromHand && obj.zone === 'stack' && move.to === 'battlefield') moved.castFromHand = true
  if (obj.spent && obj.zone === 'stack' && move.to === 'battlefield') moved.spent = obj.spent
  if (spellX && obj.zone === 'stack' && move.to === 'battlefield') moved.enteredX = spellX // CR 107.3m
  if (obj.flashSacrifice && obj.zone === 'stack' && move.to === 'battlefield') moved.flashSacrifice = true // CR 601.3
  if (obj.extra && move.to !== 'library') moved.extra = obj.extra
  tx.addObject(moved)
  moveEvent.newId = newId // what it became (CR 400.7), for abilities that find it there (CR 603.10a)
  if (move.to !== 'stack') {
    const list = tx.zoneList(move.to, moved.owner)
    if (move.to === 'library' && move.position !== 'bottom') list.unshift(newId)
    else list.push(newId)
  }
  if (move.to === 'battlefield') enteredBattlefield(tx, newId, opts.cause)
  if (madness) madnessTrigger(tx, newId)
  return newId
}

/** CR 306.5b: a planeswalker enters with its printed loyalty. ETB triggers are collected (CR 603.6a). */
function enteredBattlefield(tx: Tx, id: ObjId, cause = ''): void {
  const obj = tx.s.objects[id]
  const face = faceOf(tx.s, obj)
  if (face && isPlaneswalker(tx.s, obj) && face.loyalty && !obj.counters.loyalty) {
    const loyalty = parseInt(face.loyalty, 10)
    if (Number.isFinite(loyalty)) tx.obj(id).counters = { ...obj.counters, loyalty }
  }
  if (face && faceAbilities(face).statics.some((st) => st.kind === 'entersTapped')) tx.obj(id).tapped = true // CR 614.1c
  // CR 614.1c: "enters with N counters" (if kicked: CR 702.33d).
  for (const st of face ? faceAbilities(face).statics : [])
    if (
      st.kind === 'entersWithCounters' &&
      (st.amount > 0 || st.xFromSpell) &&
      (!st.perColorSpent || colorsSpent(tx.s.objects[id]) > 0) &&
      (!st.ifKicked || tx.s.objects[id].kicked) &&
      (!st.ifOpponentDamaged || opponentWasDamaged(tx, tx.s.objects[id].controller)) &&
      (!st.ifCondition || entersIf(tx.s, st.ifCondition, id))
    ) {
      const o = tx.obj(id)
      const n = st.perColorSpent
        ? st.amount * colorsSpent(o) // CR 702.44a: sunburst
        : st.perCount // CR 107.3, 614.12: counted as it enters, without itself
          ? st.amount * enteringCount(tx.s, st.perCount, o)
          : st.xFromSpell
            ? (o.enteredX ?? 0) // CR 107.3m: the X of its spell
            : st.amount
      if (n <= 0) continue
      o.counters = { ...o.counters, [st.counter]: (o.counters[st.counter] ?? 0) + n }
      tx.emit({ type: 'countersPut', id, kind: st.counter, amount: n }) // CR 122.6: as it enters, too
    }
  const unless = face && faceAbilities(face).statics.find((st) => st.kind === 'entersTappedUnless')
  if (unless && unless.kind === 'entersTappedUnless') rulesText.entersTappedUnless(tx, id, unless, cause === 'play') // CR 614.12
  enteredFor(tx, id) // CR 702.109a, 702.152a: dash and blitz
  rulesText.enterChoices(tx, id, cause) // CR 702.136a riot, 702.98a unleash
  tx.emit({ type: 'entered', id })
  tx.set('entered', [...tx.s.entered, id])
}

/** The colours of mana spent to cast its spell (CR 702.44a); 0 when it wasn't cast. */
function colorsSpent(obj: CardObject): number {
  return ['W', 'U', 'B', 'R', 'G'].filter((c) => (obj.spent?.[c] ?? 0) > 0).length
}

/** A count for a permanent entering (CR 614.12): the game as it would be without it, so it doesn't count itself. */
function enteringCount(s: GameState, c: Count, obj: CardObject): number {
  const n = rulesText.countNow(s, [], c, obj.controller, obj.id, () => undefined, 0, undefined, true)
  const self = c.of === 'permanents' && matchesSpec(s, c.spec, obj, obj.controller, new Set(), obj.id)
  return Math.max(0, self ? n - 1 : n)
}

/** CR 702.54a: an opponent of `player` was dealt damage this turn. */
function opponentWasDamaged(tx: Tx, player: PlayerIndex): boolean {
  return tx.s.players.some((p, i) => i !== player && p.damagedTurn === tx.s.turn)
}

/** Leaving the battlefield: out of combat (CR 506.4), attachments stay for the SBAs (CR 704.5m-n). */
function leftBattlefield(tx: Tx, obj: CardObject): void {
  const combat = tx.s.combat
  if (combat && (combat.attackers.some((a) => a.id === obj.id) || combat.blockers.some((b) => b.id === obj.id))) {
    tx.set('combat', {
      ...combat,
      attackers: combat.attackers.filter((a) => a.id !== obj.id),
      blockers: combat.blockers.filter((b) => b.id !== obj.id),
    })
  }
}

/** Draws one card (CR 121.1); an empty library marks the player for CR 704.5b unless a variant replaces it. */
export function drawCard(tx: Tx, player: PlayerIndex): ObjId | null {
  // A practice goldfish seat (game option `goldfish`: the inert seats) never draws: its empty library can't make it
  // lose (CR 704.5b, ruling MH-12); see src-shared/practice/goldfish.ts.
  if ((tx.s.options.goldfish as number[] | undefined)?.includes(player)) return null
  if (tx.variant.hooks.replaceDraw?.(tx, player)) return null
  const library = tx.s.players[player].zones.library
  if (library.length === 0) {
    tx.player(player).drewFromEmpty = true
    tx.emit({ type: 'drewFromEmpty', player })
    return null
  }
  const id = moveObject(tx, library[0], 'hand', { cause: 'draw' })
  tx.emit({ type: 'drew', player })
  if (id) drewCard(tx, player, id) // CR 702.94a: miracle
  return id
}

export function drawCards(tx: Tx, player: PlayerIndex, n: number): void {
  for (let i = 0; i < n; i++) drawCard(tx, player)
}

export function shuffleLibrary(tx: Tx, player: PlayerIndex): void {
  tx.shuffle(tx.zone(player, 'library'))
  tx.emit({ type: 'shuffled', player })
}

/** A regeneration shield that would replace its destruction now (CR 701.15a), unless it can't be regenerated. */
export function regenerationShield(obj: CardObject, cause = 'destroy'): number {
  if (cause === 'destroyNoRegen' || obj.mods?.some((m) => m.noRegen)) return -1 // CR 701.15
  return obj.mods?.findIndex((m) => (m.regenerate ?? 0) > 0) ?? -1
}

/** An Aura with totem armor attached to it (CR 702.89a), whose destruction would replace its own. */
export function totemArmor(s: Tx['s'], obj: CardObject): ObjId | undefined {
  return s.battlefield.find((id) => s.objects[id].attachedTo === obj.id && hasKeyword(s, s.objects[id], 'totem armor'))
}

/** CR 701.7: destroy — to the owner's graveyard unless indestructible. */
export function destroy(tx: Tx, id: ObjId, cause = 'destroy'): boolean {
  const obj = tx.s.objects[id]
  if (!obj || obj.zone !== 'battlefield') return false
  if (hasKeyword(tx.s, obj, 'indestructible')) return false // CR 702.12b
  if ((obj.counters.shield ?? 0) > 0) {
    // CR 122.1c: instead of being destroyed, it loses a shield counter.
    tx.obj(id).counters = countersWithout(obj.counters, 'shield', 1)
    tx.log(`A shield counter is removed from ${nameOf(tx.s, id)} instead (CR 122.1c)`)
    return false
  }
  const shield = regenerationShield(obj, cause)
  if (shield !== undefined && shield >= 0) {
    // CR 701.15a: regenerate: the shield is used; tap it, remove all damage, remove it from combat.
    const o = tx.obj(id)
    o.mods = obj.mods!.filter((_, i) => i !== shield)
    o.tapped = true
    o.damage = 0
    delete o.deathtouched
    leftBattlefield(tx, obj)
    tx.log(`${nameOf(tx.s, id)} regenerates`)
    return false
  }
  const totem = totemArmor(tx.s, obj)
  if (totem) {
    // CR 702.89a: instead, remove all damage from it and destroy the Aura.
    const o = tx.obj(id)
    o.damage = 0
    delete o.deathtouched
    tx.log(`${nameOf(tx.s, totem)} is destroyed instead of ${nameOf(tx.s, id)} (totem armor)`)
    moveObject(tx, totem, 'graveyard', { cause: 'destroy' })
    return false
  }
  tx.log(`${nameOf(tx.s, id)} is destroyed`)
  moveObject(tx, id, 'graveyard', { cause })
  return true
}

/** CR 800.4a: a player leaves the game: objects they own leave it, objects they control on the stack cease to
 *  exist, anything else they control is exiled. Their decisions and combat roles go away. */
export function leaveGame(tx: Tx, player: PlayerIndex): void {
  const s = tx.s
  for (const item of [...s.stack]) {
    if (item.controller === player && item.kind !== 'spell') tx.stack().splice(tx.s.stack.indexOf(item), 1)
  }
  for (const id of [...s.battlefield, ...s.stack.filter((i) => i.kind === 'spell').map((i) => i.id)]) {
    const obj = tx.s.objects[id]
    if (!obj) continue
    if (obj.owner === player) {
      removeFromZone(tx, obj)
      if (obj.zone === 'battlefield') leftBattlefield(tx, obj)
      tx.removeObject(id)
    } else if (obj.controller === player) {
      if (obj.zone === 'stack')
        tx.stack().splice(
          tx.s.stack.findIndex((i) => i.id === id),
          1,
        )
      moveObject(tx, id, 'exile', { cause: 'leave' })
    }
  }
  // Their cards in other zones leave the game with them.
  const p = tx.player(player)
  for (const zone of Object.keys(p.zones)) {
    for (const id of p.zones[zone]) tx.removeObject(id)
    tx.zone(player, zone).length = 0
  }
  for (const zone of Object.keys(tx.s.shared)) {
    const list = tx.s.shared[zone]
    if (list.some((id) => tx.s.objects[id]?.owner === player || !tx.s.objects[id])) {
      const kept = list.filter((id) => tx.s.objects[id] && tx.s.objects[id].owner !== player)
      const shared = tx.sharedZone(zone)
      shared.length = 0
      shared.push(...kept)
    }
  }
  p.manaPool = []
  tx.set(
    'pending',
    tx.s.pending.filter((d) => d.player !== player),
  )
  if (tx.s.combat) {
    const c = tx.s.combat
    tx.set('combat', {
      ...c,
      attackers: c.attackers
        .filter((a) => !('player' in a.target) || a.target.player !== player)
        .filter((a) => tx.s.objects[a.id]),
      blockers: c.blockers.filter((b) => tx.s.objects[b.id] && tx.s.objects[b.blocks]),
      toBlock: c.toBlock.filter((q) => q !== player),
    })
  }
  tx.log(`${playerName(tx.s, player)} leaves the game`)
}

/** A condition of "enters with … counters if …", checked as it enters (CR 614.1c): without the entering permanent. */
function entersIf(s: GameState, c: Condition, id: ObjId): boolean {
  const before = { ...s, battlefield: s.battlefield.filter((x) => x !== id) }
  return rulesText.conditionNow(before, c, s.objects[id].controller, id)
}
