// Triggered abilities (CR 603): the game's events (zone changes, attacks, blocks, combat damage, step beginnings,
// spells cast, life gained, cards drawn or discarded) are matched against every trigger condition, and the abilities
// go on the stack the next time a player would receive priority (CR 603.3), in APNAP order (CR 603.3b). Targets are
// chosen as each goes on the stack (CR 603.3d). A trigger whose effect the engine doesn't read still goes on the
// stack, to be resolved by hand: no trigger is silently dropped.
import { recordTurnFacts } from './turnFacts'
import type { Color } from '../mana/types'
import type { Tx } from './tx'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex, StackItem } from './types'
import type { TriggerEvent, TriggeredAbility } from './abilities'
import { faceAbilities } from './abilities'
import { abilitiesOf, faceOf, hasKeyword, hasType, isCreature, powerToughness } from './query'
import { matchesSpec } from './legalTargets'
import { suspendTriggers } from './suspend'
import { damagedThisTurnBy } from './damageRecord'
import { batchOrdinals, moreEventInfo, moreMatches, spellFits, type BatchContext } from './triggerEvents'
import { remindByHand } from './reminders'
import { fromMove } from './lastKnown'
import { rulesText } from './rulesText'

const cursors = new WeakMap<Tx, number>()

/** A permanent as it was when an event happened (CR 603.10: leaves-the-battlefield abilities look back). */
interface Seen {
  id: ObjId
  def: string
  face: number
  controller: PlayerIndex
  owner: PlayerIndex
}

function seenOf(obj: CardObject): Seen {
  return { id: obj.id, def: obj.def, face: obj.face ?? 0, controller: obj.controller, owner: obj.owner }
}

/** A permanent as it left the battlefield, from its `moved` event (last known information, CR 603.10a). */
function leftAs(moved: GameEvent, id: ObjId): Seen {
  return {
    id,
    def: moved.def as string,
    face: (moved.face as number) ?? 0,
    controller: moved.controller as PlayerIndex,
    owner: moved.owner as PlayerIndex,
  }
}

function triggersOf(s: GameState, seen: Seen): TriggeredAbility[] {
  const obj = s.objects[seen.id]
  if (obj) return abilitiesOf(s, obj)?.triggers ?? [] // as it is now (a variant may give it another identity)
  const face = s.cards[seen.def]?.faces[seen.face]
  return face ? faceAbilities(face).triggers : []
}

/** A stand-in object for a card that has left, to match filters against (last known information, CR 113.7a). */
function ghost(seen: Seen): CardObject {
  return {
    id: seen.id,
    def: seen.def,
    owner: seen.owner,
    controller: seen.controller,
    zone: 'battlefield',
    tapped: false,
    sick: false,
    faceDown: false,
    counters: {},
    damage: 0,
    face: seen.face,
  }
}

/** Does this trigger condition match the event, for a source seen as `source`? */
function matches(s: GameState, on: TriggerEvent, source: Seen, e: GameEvent, ctx: BatchContext): boolean {
  switch (on.on) {
    case 'either':
      return on.events.some((one) => matches(s, one, source, e, ctx)) // "~ enters or attacks" (CR 603.2)
    case 'unblocked':
    case 'becomesTapped':
    case 'tapsForMana':
    case 'libraryLook':
    case 'transformsInto':
    case 'discardedByOpponent':
    case 'controlsNone':
    case 'shuffles':
    case 'creatureDealtDamage':
    case 'lifeAtLeast':
    case 'enchantedPlayerAttacked':
    case 'discardType':
    case 'countersPutOnSelf':
    case 'counterPutOnSelf':
    case 'toGraveyardSelf':
    case 'cardToGraveyard':
    case 'permanentLeaves':
    case 'permanentTargeted':
    case 'exiledFromBattlefield':
    case 'becomesUntapped':
    case 'dealtCombatDamage':
    case 'creatureDamagesYou':
    case 'youAreDealtDamage':
    case 'combatDamagePlayerOrPlaneswalker':
    case 'battalion':
    case 'cycledSelf':
    case 'exploits':
    case 'host':
    case 'damagesCreature':
    case 'cycled':
    case 'turnedFaceUp':
    case 'drawNth':
    case 'creatureAttacks':
    case 'attackWith':
    case 'creatureCombatDamage':
    case 'diesInto':
    case 'creatureBecomesBlocked':
    case 'creatureBlocks':
    case 'playsLand':
    case 'sacrifices':
      return moreMatches(s, on, source, e, ctx) // triggerEvents.ts
    case 'enters':
    case 'landfall': {
      if (e.type !== 'entered') return false
      const obj = s.objects[e.id as ObjId]
      if (!obj) return false
      if (on.on === 'landfall') return obj.controller === source.controller && hasType(s, obj, 'Land')
      if (on.who === 'self') return obj.id === source.id
      if (on.who === 'other' && obj.id === source.id) return false
      return !on.filter || matchesSpec(s, { ...on.filter, other: false }, obj, source.controller)
    }
    case 'leaves':
    case 'dies': {
      if (e.type !== 'moved' || e.from !== 'battlefield') return false
      if (on.on === 'dies' && e.to !== 'graveyard') return false
      const was: Seen = leftAs(e, e.id as ObjId)
      const def = s.cards[was.def]
      const creature = def?.faces[was.face]?.types.includes('Creature')
      // Its own: any card of it put into a graveyard from the battlefield (CR 700.4; an Aura's older "is put into
      // a graveyard from the battlefield" is read as "dies").
      if (on.who === 'self') return was.id === source.id
      if (on.on !== 'dies') return false
      if (on.who === 'other' && was.id === source.id) return false
      if (on.damagedBySelf && !damagedThisTurnBy(s, source.id, was.id)) return false
      if (!on.filter) return !!creature
      return matchesSpec(s, { ...on.filter, other: false }, ghost(was), source.controller)
    }
    case 'attacks':
      if (e.type !== 'attacks') return false
      if (on.who === 'self') return e.id === source.id
      return s.objects[e.id as ObjId]?.controller === source.controller
    case 'castSelf':
      return e.type === 'cast' && e.card === source.id // CR 702.85a: "when you cast this spell"
    case 'blocks': {
      if (e.type !== 'blocks' || e.id !== source.id) return false
      const blocked = on.blocked && s.objects[e.blocks as ObjId]
      return !on.blocked || (!!blocked && matchesSpec(s, on.blocked, blocked, source.controller))
    }
    case 'attacksOrBlocks':
      return (e.type === 'attacks' || e.type === 'blocks') && e.id === source.id
    case 'becomesMonstrous':
      return e.type === 'becameMonstrous' && e.id === source.id // CR 701.31c
    case 'becomesBlocked':
      return e.type === 'becameBlocked' && e.id === source.id // CR 509.3c: once, however many block it
    case 'blocksOrBecomesBlocked':
      if (on.byCreature) {
        // CR 509.3d: once for each creature it blocks or that blocks it (of that kind).
        if (e.type !== 'blocks' || (e.id !== source.id && e.blocks !== source.id)) return false
        const other = s.objects[(e.id === source.id ? e.blocks : e.id) as ObjId]
        return !on.by || (!!other && matchesSpec(s, on.by, other, source.controller))
      }
      return (e.type === 'blocks' || e.type === 'becameBlocked') && e.id === source.id
    case 'attacksAlone': {
      // CR 702.83a, 506.5: exactly one creature was declared as an attacker.
      if (e.type !== 'attacks' || s.combat?.attackers.length !== 1) return false
      if (on.self) return e.id === source.id
      return s.objects[e.id as ObjId]?.controller === source.controller
    }
    case 'becomesTarget': {
      // CR 702.21a, 603.2: a spell or ability put on the stack with this permanent among its targets.
      if (e.type !== 'targeted') return false
      // "When enchanted creature becomes the target …": the permanent the source is attached to (CR 303.4e).
      const whose = on.enchanted ? s.objects[source.id]?.attachedTo : source.id
      if (!whose || !(e.cards as ObjId[]).includes(whose)) return false
      if (on.spellOnly && !e.spell) return false // "becomes the target of a spell"
      if (on.byYou && e.controller !== source.controller) return false // heroic: "you cast a spell that targets ~"
      return !on.byOpponent || e.controller !== source.controller
    }
    case 'blockedBy': {
      if (e.type !== 'blocks' || e.blocks !== source.id) return false
      const blocker = s.objects[e.id as ObjId]
      if (blocker && on.by && !matchesSpec(s, on.by, blocker, source.controller)) return false
      return !!blocker && !(on.withoutKeyword && hasKeyword(s, blocker, on.withoutKeyword))
    }
    case 'dealtDamage':
      return e.type === 'damage' && e.card === source.id // CR 120.3
    case 'combatDamageToPlayer':
      return e.type === 'damage' && !!e.combat && e.source === source.id && e.player !== undefined
    case 'dealsDamage': {
      // "Whenever ~ deals damage" / "whenever enchanted creature deals damage" (Spirit Link).
      if (e.type !== 'damage') return false
      const from = on.who === 'self' ? source.id : s.objects[source.id]?.attachedTo
      if (!from || e.source !== from) return false
      if (on.combat && !e.combat) return false
      if (on.to === 'player') return e.player !== undefined
      if (on.to === 'opponent') return e.player !== undefined && e.player !== source.controller
      return true
    }
    case 'step': {
      if (e.type !== 'step' || e.step !== on.step) return false
      if (on.whose === 'you') return e.active === source.controller
      if (on.whose === 'opponent') return e.active !== source.controller
      if (on.whose === 'enchanted') return e.active === s.objects[source.id]?.enchantsPlayer // CR 303.4
      if (on.whose === 'chosenPlayer') return e.active === s.objects[source.id]?.chosen?.player // CR 614.12
      if (on.whose === 'enchantedController') {
        const host = s.objects[source.id]?.attachedTo // CR 303.4e
        return !!host && e.active === s.objects[host]?.controller
      }
      return true
    }
    case 'cast': {
      // CR 707.10: "whenever you cast or copy …" also sees a copy put on the stack (magecraft, CR 207.2c).
      if (e.type !== 'cast' && !(on.orCopy && e.type === 'copiedSpell')) return false
      if (on.who === 'you' && e.player !== source.controller) return false
      if (on.who === 'opponent' && e.player === source.controller) return false
      const spell = s.objects[e.card as ObjId]
      if (!spell) return false
      if (on.filter === 'creatureSpell' && !isCreature(s, spell)) return false
      if (on.filter === 'noncreatureSpell' && isCreature(s, spell)) return false
      if (on.filter === 'instantOrSorcerySpell' && !hasType(s, spell, 'Instant') && !hasType(s, spell, 'Sorcery'))
        return false
      const chosen = s.objects[source.id]?.chosen?.color as Color | undefined
      return !on.spell || spellFits(s, on.spell, spell, ctx.ordinal.get(e), chosen) // triggerEvents.ts
    }
    case 'gainLife':
      return e.type === 'lifeGained' && e.player === source.controller
    case 'draw':
      return e.type === 'drew' && (on.who === 'you' ? e.player === source.controller : e.player !== source.controller)
    case 'discard': {
      if (e.type !== 'moved' || e.cause !== 'discard') return false
      return on.who === 'you' ? e.owner === source.controller : e.owner !== source.controller
    }
  }
}

/** What a keyword trigger remembers of its event (CR 603.2): the creature it names, and its counters when it left. */
interface EventInfo {
  card?: ObjId
  /** The spell or ability that targeted (ward). */
  item?: string
  counters?: Record<string, number>
  power?: number
  toughness?: number
  /** The alternative cost its spell was cast for (CR 702.152a), last known. */
  castFor?: string
  /** "That creature" of a combat trigger: the creature the source blocks, or that blocks it (CR 509.3). */
  other?: ObjId
  /** The controller of a permanent that left, as it last existed (CR 603.10a: "that creature's controller"). */
  controller?: PlayerIndex
}

/** The event's object, for triggers whose condition or effect refer to it ("that creature", "it had no counters"). */
function eventInfo(s: GameState, t: TriggeredAbility, e: GameEvent, src?: ObjId): EventInfo | undefined {
  // "That creature" of a combat trigger (CR 509.3): the creature the source blocks, or that blocks it.
  const other =
    e.type === 'blocks' && ['blocks', 'blockedBy', 'blocksOrBecomesBlocked'].includes(t.event.on)
      ? ((e.id === src ? e.blocks : e.id) as ObjId)
      : undefined
  // The event's objects of the more events (triggerEvents.ts): "that creature", "that spell", "that player".
  const more = moreEventInfo(s, t.event, e)
  if (more) return more
  const needs =
    other !== undefined ||
    t.event.on === 'attacksAlone' ||
    t.event.on === 'blockedBy' ||
    (t.condition && ['hadNoCounter', 'evolves', 'castFor'].includes(t.condition.kind)) ||
    t.effect.effects.some((x) => x.kind === 'keywordAction') ||
    /"(?:of|controllerOf)":-1/.test(JSON.stringify(t.effect.effects)) || // "that land's controller" (CR 603.2)
    JSON.stringify(t.effect.effects).includes('"of":"counters"') // "for each counter on it": last known (CR 603.10a)
  if (!needs) return undefined
  if (e.type === 'moved')
    return {
      card: e.newId as ObjId,
      ...(e.from === 'battlefield' ? { controller: e.controller as PlayerIndex } : {}),
      counters: (e.counters as Record<string, number>) ?? {},
      ...(e.castFor ? { castFor: e.castFor as string } : {}),
    }
  if (e.type === 'targeted') return { item: e.item as string }
  const id = (e.type === 'attacks' || e.type === 'blocks' || e.type === 'entered' ? e.id : undefined) as ObjId
  const obj = id ? s.objects[id] : undefined
  if (!obj) return {}
  const pt = isCreature(s, obj) ? powerToughness(s, obj) : undefined
  return { card: id, ...(pt ? { power: pt.power, toughness: pt.toughness } : {}), ...(other ? { other } : {}) }
}

/** A triggered ability that works from its card's graveyard (CR 113.6b, 113.6k): its effect returns the card from
 *  there, or its intervening "if" says the card is there. */
function worksFromGraveyard(t: TriggeredAbility): boolean {
  return t.condition?.kind === 'sourceInGraveyard' || rulesText.worksFromGraveyard(t.effect.effects)
}

/** CR 603.4: an intervening "if" clause. */
function conditionHolds(
  s: GameState,
  t: TriggeredAbility,
  controller: PlayerIndex,
  source: ObjId,
  ev: EventInfo | undefined,
): boolean {
  const c = t.condition
  if (!c) return true
  if (c.kind === 'lifeAtLeast') return s.players[controller].life >= c.amount
  if (c.kind === 'kicked') return !!s.objects[source]?.kicked // CR 702.33d
  // CR 702.74a, 702.152a: its alternative cost was paid (last known when it has left, CR 603.10a).
  if (c.kind === 'castFor') return (s.objects[source]?.castFor ?? ev?.castFor) === c.how
  if (c.kind === 'hadNoCounter') return !ev?.counters?.[c.counter] // CR 702.79a, 702.93a (last known, CR 603.10a)
  if (c.kind === 'replicated') return (s.objects[source]?.replicated ?? 0) > 0 // CR 702.56a
  if (c.kind === 'hasCounter') return (s.objects[source]?.counters[c.counter] ?? 0) > 0 // CR 702.58a
  if (c.kind === 'notRenowned') return !s.objects[source]?.renowned // CR 702.112a
  if (c.kind === 'echoDue') return !s.objects[source]?.echoed // CR 702.30a
  if (c.kind === 'dethrone' || c.kind === 'training') return attackCondition(s, c.kind, source)
  if (c.kind === 'evolves') {
    // CR 702.100a-c: the entering creature (last known if it left) has greater power or toughness than this one.
    const self = s.objects[source]
    if (!self || self.zone !== 'battlefield' || !ev?.card) return false
    const entered = s.objects[ev.card]
    const theirs =
      entered?.zone === 'battlefield' && isCreature(s, entered)
        ? powerToughness(s, entered)
        : ev.power !== undefined
          ? { power: ev.power, toughness: ev.toughness ?? 0 }
          : null
    if (!theirs) return false
    const mine = powerToughness(s, self)
    return theirs.power > mine.power || theirs.toughness > mine.toughness
  }
  if (rulesText.isGameCondition(c)) return rulesText.gameConditionHolds(s, c, controller, source) // conditions.ts
  return s.battlefield.some((id) => matchesSpec(s, c.spec, s.objects[id], controller))
}

/** Dethrone and training's trigger conditions (CR 702.105a, 702.149a), as the creature attacks. */
function attackCondition(s: GameState, kind: 'dethrone' | 'training', source: ObjId): boolean {
  const attack = s.combat?.attackers.find((a) => a.id === source)
  const self = s.objects[source]
  if (!attack || !self) return false
  if (kind === 'dethrone') {
    if (!('player' in attack.target)) return false
    const life = s.players[attack.target.player].life
    return s.players.every((p) => p.life <= life)
  }
  const mine = powerToughness(s, self).power
  return s.combat!.attackers.some((a) => a.id !== source && powerToughness(s, s.objects[a.id]).power > mine)
}

export function triggerConditionHolds(s: GameState, item: StackItem): boolean {
  const [kind, index] = (item.ability ?? '').split(':')
  if (kind !== 'trigger' || !item.def) return true
  const t = s.cards[item.def]?.faces[item.face ?? 0]
  const ability = t ? faceAbilities(t).triggers[Number(index)] : undefined
  // A trigger condition is checked only as the ability triggers (CR 603.4 applies to intervening "if"s alone).
  if (ability?.condition?.kind === 'dethrone' || ability?.condition?.kind === 'training') return true
  return !ability || conditionHolds(s, ability, item.controller, item.source, item.extra?.event as EventInfo)
}

/** Collects the abilities that the events since the last look triggered (CR 603.2). */
export function collectTriggers(tx: Tx): void {
  const from = cursors.get(tx) ?? 0
  // `entered` (state) lists the permanents whose enters triggers are due: a variant may hold one back and add it
  // later (Mental Magic's announcement, ruling MM-8), so an 'entered' event counts only while listed there.
  const due = new Set(tx.s.entered)
  const batch = tx.events.slice(from).filter((e) => e.type !== 'entered' || due.has(e.id as ObjId))
  for (const id of due) if (!batch.some((e) => e.type === 'entered' && e.id === id)) batch.push({ type: 'entered', id })
  if (tx.s.entered.length) tx.set('entered', [])
  cursors.set(tx, tx.events.length)
  batch.push(...tapEvents(tx)) // CR 603.2f
  // "Whenever a creature you control becomes the target …": once for each permanent targeted (CR 603.2).
  for (const e of batch.slice())
    if (e.type === 'targeted')
      for (const card of e.cards as ObjId[])
        batch.push({ type: 'targetedOne', card, controller: e.controller, spell: e.spell })
  // "Whenever a +1/+1 counter is put on ~": once for each counter (CR 122.6, 603.2c).
  for (const e of batch.slice())
    if (e.type === 'countersPut')
      for (let i = 0; i < (e.amount as number); i++) batch.push({ type: 'counterOne', id: e.id, kind: e.kind })
  // The attachments as they were before these events (CR 603.10a: "when enchanted creature dies").
  const attached = lastAttached.get(tx) ?? attachmentsIn(tx.base)
  lastAttached.set(tx, attachmentsIn(tx.s))
  if (batch.length === 0) return addStateTriggers(tx)
  const ctx: BatchContext = { batch, ordinal: batchOrdinals(tx.s, batch), attached }
  recordTurnFacts(tx, batch) // before the conditions that read them ("if a creature died this turn")
  remindByHand(tx, batch) // lines nothing else brings to the table, logged where they may apply
  const triggered: StackItem[] = []
  // Sources: the permanents on the battlefield with a triggered ability, and cards in graveyards with one that works
  // there (Squee's upkeep return, CR 113.6k); read once, as collecting triggers moves no card.
  const standing: Seen[] = []
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if (abilitiesOf(tx.s, o)?.triggers.length) standing.push(seenOf(o))
  }
  for (const pl of tx.s.players)
    for (const id of pl.zones.graveyard ?? []) {
      const o = tx.s.objects[id]
      const face = o && faceOf(tx.s, o)
      if (face && faceAbilities(face).triggers.some(worksFromGraveyard)) standing.push(seenOf(o))
    }
  for (const e of batch) {
    triggered.push(...rulesText.delayedTriggers(tx, e), ...suspendTriggers(tx, e), ...rulesText.monarchTriggers(tx, e)) // CR 603.7b, 702.62a, 720.2
    // Plus one that just left (leaves/dies look back, CR 603.10a).
    const sources: Seen[] = standing.slice()
    // A creature dealt damage (or dealing it) that has left since, by state-based actions: its trigger still
    // triggered as the event happened (CR 603.2, 603.10a).
    if (e.type === 'damage')
      for (const id of [e.card, e.source] as (ObjId | undefined)[]) {
        if (!id || tx.s.objects[id]?.zone === 'battlefield') continue
        const left = tx.events.find((m) => m.type === 'moved' && m.id === id && m.from === 'battlefield')
        if (left) sources.push(leftAs(left, id))
      }
    // An Aura or Equipment that was attached to a creature that left: "when enchanted creature dies" looks back
    // (CR 603.10a), whether it is still on the battlefield or has left too.
    if (e.type === 'moved' && e.from === 'battlefield')
      for (const [att, host] of attached) {
        if (host !== e.id || tx.s.objects[att]?.zone === 'battlefield') continue
        const left = tx.events.find((m) => m.type === 'moved' && m.id === att && m.from === 'battlefield')
        if (left) sources.push(leftAs(left, att))
      }
    if (e.type === 'moved' && e.from === 'battlefield') sources.push(leftAs(e, e.id as ObjId))
    // The other permanents that left the battlefield with it (a Wrath, state-based actions): their leaves-the-battlefield
    // abilities look back and see it leave too (CR 603.10a: Blood Artist dying with two creatures triggers three times).
    const lookBack = new Set<ObjId>()
    if (e.type === 'moved' && e.from === 'battlefield')
      for (const m of batch) {
        const id = m.id as ObjId
        if (m.type !== 'moved' || m.from !== 'battlefield' || id === e.id || sources.some((x) => x.id === id)) continue
        if (tx.s.objects[id]?.zone === 'battlefield') continue
        lookBack.add(id)
        sources.push(leftAs(m, id))
      }
    // CR 702.29: the card just cycled, for its own "when you cycle ~"; a card put into a graveyard, for its own
    // "when ~ is put into a graveyard from anywhere" (CR 603.6d).
    const cycled = e.type === 'cycled' && e.card ? tx.s.objects[e.card as ObjId] : undefined
    if (cycled && !sources.some((x) => x.id === cycled.id)) sources.push(seenOf(cycled))
    const buried = e.type === 'moved' && e.to === 'graveyard' && e.newId ? tx.s.objects[e.newId as ObjId] : undefined
    if (buried?.zone === 'graveyard' && e.from !== 'battlefield' && !sources.some((x) => x.id === buried.id))
      sources.push(seenOf(buried))
    // CR 702.110b: a creature that exploited itself still "exploits a creature" (last known information).
    if (e.type === 'exploited' && tx.s.objects[e.source as ObjId]?.zone !== 'battlefield')
      sources.push({
        id: e.source as ObjId,
        def: e.def as string,
        face: e.face as number,
        controller: e.controller as number,
        owner: e.owner as number,
      })
    // The spell just cast, for its own "when you cast this spell" (CR 702.85a).
    const spell = e.type === 'cast' ? tx.s.objects[e.card as ObjId] : undefined
    if (spell?.zone === 'stack') sources.push(seenOf(spell))
    for (const src of sources) {
      const list = triggersOf(tx.s, src)
      const inGraveyard = tx.s.objects[src.id]?.zone === 'graveyard'
      const onStack = tx.s.objects[src.id]?.zone === 'stack'
      list.forEach((t, index) => {
        // CR 113.6k: where the ability works; "when you cycle ~" from the graveyard it was cycled to (CR 702.29).
        const onCycle =
          inGraveyard &&
          (t.event.on === 'either' ? t.event.events : [t.event]).some(
            (x) => x.on === 'cycledSelf' || x.on === 'toGraveyardSelf' || (x.on === 'discardedByOpponent' && x.self),
          )
        if (inGraveyard !== worksFromGraveyard(t) && !onCycle) return
        if (onStack !== (t.event.on === 'castSelf')) return // a spell's only ability that works on the stack
        if (lookBack.has(src.id) && !LOOKS_BACK.has(t.event.on)) return
        if (!matches(tx.s, t.event, src, e, ctx)) return
        const ev = t.automated ? eventInfo(tx.s, t, e, src.id) : undefined
        if (t.automated && !conditionHolds(tx.s, t, src.controller, src.id, ev)) return // CR 603.4
        // The card the source became when it left (CR 603.10a), for "return it to its owner's hand".
        const card = e.type === 'moved' && e.id === src.id && e.newId ? { card: e.newId } : hostLeft(tx, t, src.id)
        // The damage dealt or the life gained, for "you gain that much life", "that player discards" and "target
        // opponent loses that much life" (CR 603.2, 608.2h).
        const dealt =
          e.type === 'damage' || e.type === 'lifeGained' ? { damage: { amount: e.amount, player: e.player } } : {}
        // The player whose step it is, for "that player draws an additional card" (CR 504.2).
        const step = e.type === 'step' ? { stepPlayer: tx.s.active } : {}
        // The player who drew or discarded, for "… deals 1 damage to that player" (CR 603.2).
        const drew = e.type === 'drew' ? { eventPlayer: e.player } : {}
        const discarded = e.type === 'moved' && e.cause === 'discard' ? { eventPlayer: e.owner } : {}
        // An Aura or Equipment's own leaves-the-battlefield trigger reads "enchanted creature" as what it was attached
        // to as it left (CR 603.10a, 608.2h).
        const known =
          e.type === 'moved' && e.id === src.id && e.from === 'battlefield' && typeof e.attachedTo === 'string'
            ? { lastKnown: fromMove(e) }
            : {}
        const extra = { ...(ev ? { event: ev } : {}), ...card, ...dealt, ...step, ...drew, ...discarded, ...known }
        triggered.push({
          ...(Object.keys(extra).length ? { extra } : {}),
          id: tx.newId('a'),
          kind: 'trigger',
          source: src.id,
          controller: src.controller,
          targets: [],
          ability: t.automated ? `trigger:${index}` : 'manual',
          text: t.text,
          def: src.def,
          face: src.face,
        })
      })
    }
  }
  if (triggered.length) tx.set('triggered', [...tx.s.triggered, ...triggered])
  addStateTriggers(tx)
}

/** Events of a permanent leaving the battlefield, whose abilities look back in time (CR 603.10a). */
const LOOKS_BACK = new Set<string>(['dies', 'leaves', 'diesInto', 'permanentLeaves'])

/** "When enchanted creature dies, return ~ to its owner's hand": the card the Aura became as it left too
 *  (CR 603.10a, 400.7). */
function hostLeft(tx: Tx, t: TriggeredAbility, id: ObjId): { card?: ObjId } {
  if (t.event.on !== 'host' || tx.s.objects[id]?.zone === 'battlefield') return {}
  const left = tx.events.find((m) => m.type === 'moved' && m.id === id && m.from === 'battlefield')
  return left?.newId ? { card: left.newId as ObjId } : {}
}

/** What each Aura and Equipment is attached to (CR 303.4, 301.5). */
function attachmentsIn(s: GameState): Map<ObjId, ObjId> {
  const out = new Map<ObjId, ObjId>()
  for (const id of s.battlefield) {
    const to = s.objects[id]?.attachedTo
    if (to) out.set(id, to)
  }
  return out
}

/** The attachments when last looked at (this transaction's start, then each look). */
const lastAttached = new WeakMap<Tx, Map<ObjId, ObjId>>()

/** The permanents tapped when last looked at (for "becomes untapped"). */
const lastTapped = new WeakMap<Tx, Set<ObjId>>()

/** The permanents untapped when last looked at (this transaction's start, then each look), by id. */
const lastUntapped = new WeakMap<Tx, Set<ObjId>>()

/** CR 603.2f: the permanents that became tapped since the last look ("whenever ~ becomes tapped"); one that
 *  entered the battlefield tapped didn't become tapped. */
function tapEvents(tx: Tx): GameEvent[] {
  const before = lastUntapped.get(tx) ?? new Set(tx.base.battlefield.filter((id) => !tx.base.objects[id]?.tapped))
  const out: GameEvent[] = []
  const now = new Set<ObjId>()
  const wasTapped = lastTapped.get(tx) ?? new Set(tx.base.battlefield.filter((id) => tx.base.objects[id]?.tapped))
  const tappedNow = new Set<ObjId>()
  for (const id of tx.s.battlefield) {
    if (!tx.s.objects[id].tapped) {
      now.add(id)
      if (wasTapped.has(id)) out.push({ type: 'becameUntapped', id }) // "whenever ~ becomes untapped"
    } else {
      tappedNow.add(id)
      if (before.has(id)) out.push({ type: 'becameTapped', id })
    }
  }
  lastTapped.set(tx, tappedNow)
  lastUntapped.set(tx, now)
  return out
}

/** CR 603.8: state triggers ("when you control no Islands, sacrifice ~") trigger whenever their state holds, and
 *  not again while the ability is waiting or on the stack. */
function addStateTriggers(tx: Tx): void {
  const s = tx.s
  const added: StackItem[] = []
  for (const id of s.battlefield) {
    const o = s.objects[id]
    const face = faceOf(s, o)
    // Most permanents have no state trigger: their printed face says so at once (memoised).
    if (
      !face ||
      !faceAbilities(face).triggers.some((t) => t.event.on === 'lifeAtLeast' || t.event.on === 'controlsNone')
    )
      continue
    triggersOf(s, seenOf(o)).forEach((t, index) => {
      if (t.event.on === 'lifeAtLeast') {
        if (s.players[o.controller].life < t.event.amount) return // "when you have 30 or more life"
      } else if (t.event.on === 'controlsNone') {
        const spec = t.event.spec
        if (s.battlefield.some((other) => matchesSpec(s, spec, s.objects[other], o.controller))) return
      } else return
      const ability = t.automated ? `trigger:${index}` : 'manual'
      const waiting = (item: StackItem) => item.source === id && item.text === t.text
      const pendingItems = s.pending.flatMap((p) => ('item' in p && p.item ? [p.item as StackItem] : []))
      if ([...s.stack, ...s.triggered, ...pendingItems, ...added].some(waiting)) return
      added.push({
        id: tx.newId('a'),
        kind: 'trigger',
        source: id,
        controller: o.controller,
        targets: [],
        ability,
        text: t.text,
        def: o.def,
        face: o.face ?? 0,
      })
    })
  }
  if (added.length) tx.set('triggered', [...tx.s.triggered, ...added])
}

/** The events of this transaction not yet looked at for triggers, so not yet in the turn's facts (turnFacts.ts). */
export function eventsNotCollected(tx: Tx): readonly GameEvent[] {
  return tx.events.slice(cursors.get(tx) ?? 0)
}
