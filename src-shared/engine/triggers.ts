// Triggered abilities (CR 603): the game's events (zone changes, attacks, blocks, combat damage, step beginnings,
// spells cast, life gained, cards drawn or discarded) are matched against every trigger condition, and the abilities
// go on the stack the next time a player would receive priority (CR 603.3), in APNAP order (CR 603.3b). Targets are
// chosen as each goes on the stack (CR 603.3d). A trigger whose effect the engine doesn't read still goes on the
// stack, to be resolved by hand: no trigger is silently dropped.
import { recordTurnFacts } from './turnFacts'
import type { Tx } from './tx'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex, StackItem, Target } from './types'
import type { TriggerEvent, TriggeredAbility } from './abilities'
import { faceAbilities } from './abilities'
import {
  apnapOrder,
  abilitiesOf,
  faceOf,
  hasKeyword,
  hasType,
  isAlive,
  isCreature,
  legalTargets,
  matchesSpec,
  nameOf,
  playerName,
  powerToughness,
  targetIsLegal,
  targetName,
} from './query'
import { givePriority } from './flow'
import { describeSpec } from './specText'
import { suspendTriggers } from './suspend'
import { damagedThisTurnBy } from './damageRecord'
import { modeChoices, whyNotModes, withModes } from './triggerModes'
import { distinctPicks, repeatedSameWord } from './sameWordTargets'
import { batchOrdinals, moreEventInfo, moreMatches, spellFits, type BatchContext } from './triggerEvents'
import { remindByHand } from './reminders'
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
    case 'controlsNone':
    case 'shuffles':
    case 'creatureDealtDamage':
    case 'lifeAtLeast':
    case 'enchantedPlayerAttacked':
    case 'discardType':
    case 'countersPutOnSelf':
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
      const was: Seen = {
        id: e.id as ObjId,
        def: e.def as string,
        face: (e.face as number) ?? 0,
        controller: e.controller as number,
        owner: e.owner as number,
      }
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
      if (e.type !== 'cast') return false
      if (on.who === 'you' && e.player !== source.controller) return false
      if (on.who === 'opponent' && e.player === source.controller) return false
      const spell = s.objects[e.card as ObjId]
      if (!spell) return false
      if (on.filter === 'creatureSpell' && !isCreature(s, spell)) return false
      if (on.filter === 'noncreatureSpell' && isCreature(s, spell)) return false
      if (on.filter === 'instantOrSorcerySpell' && !hasType(s, spell, 'Instant') && !hasType(s, spell, 'Sorcery'))
        return false
      return !on.spell || spellFits(s, on.spell, spell, ctx.ordinal.get(e)) // triggerEvents.ts
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
    JSON.stringify(t.effect.effects).includes('"of":"counters"') // "for each counter on it": last known (CR 603.10a)
  if (!needs) return undefined
  if (e.type === 'moved')
    return {
      card: e.newId as ObjId,
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
  // The attachments as they were before these events (CR 603.10a: "when enchanted creature dies").
  const attached = lastAttached.get(tx) ?? attachmentsIn(tx.base)
  lastAttached.set(tx, attachmentsIn(tx.s))
  if (batch.length === 0) return addStateTriggers(tx)
  const ctx: BatchContext = { batch, ordinal: batchOrdinals(tx.s, batch), attached }
  recordTurnFacts(tx, batch) // before the conditions that read them ("if a creature died this turn")
  remindByHand(tx, batch) // lines nothing else brings to the table, logged where they may apply
  const triggered: StackItem[] = []
  for (const e of batch) {
    triggered.push(...rulesText.delayedTriggers(tx, e), ...suspendTriggers(tx, e), ...rulesText.monarchTriggers(tx, e)) // CR 603.7b, 702.62a, 720.2
    // Sources: the permanents on the battlefield now, plus one that just left (leaves/dies look back, CR 603.10a).
    const sources: Seen[] = []
    for (const id of tx.s.battlefield) {
      const o = tx.s.objects[id]
      if (faceOf(tx.s, o)) sources.push(seenOf(o))
    }
    // Cards in graveyards with an ability that works there (Squee's upkeep return, CR 113.6k).
    for (const pl of tx.s.players)
      for (const id of pl.zones.graveyard ?? []) {
        const o = tx.s.objects[id]
        const face = o && faceOf(tx.s, o)
        if (face && faceAbilities(face).triggers.some((t) => rulesText.worksFromGraveyard(t.effect.effects)))
          sources.push(seenOf(o))
      }
    // A creature dealt damage (or dealing it) that has left since, by state-based actions: its trigger still
    // triggered as the event happened (CR 603.2, 603.10a).
    if (e.type === 'damage')
      for (const id of [e.card, e.source] as (ObjId | undefined)[]) {
        if (!id || tx.s.objects[id]?.zone === 'battlefield') continue
        const left = tx.events.find((m) => m.type === 'moved' && m.id === id && m.from === 'battlefield')
        if (left)
          sources.push({
            id,
            def: left.def as string,
            face: (left.face as number) ?? 0,
            controller: left.controller as number,
            owner: left.owner as number,
          })
      }
    // An Aura or Equipment that was attached to a creature that left: "when enchanted creature dies" looks back
    // (CR 603.10a), whether it is still on the battlefield or has left too.
    if (e.type === 'moved' && e.from === 'battlefield')
      for (const [att, host] of attached) {
        if (host !== e.id || tx.s.objects[att]?.zone === 'battlefield') continue
        const left = tx.events.find((m) => m.type === 'moved' && m.id === att && m.from === 'battlefield')
        if (left)
          sources.push({
            id: att,
            def: left.def as string,
            face: (left.face as number) ?? 0,
            controller: left.controller as number,
            owner: left.owner as number,
          })
      }
    if (e.type === 'moved' && e.from === 'battlefield')
      sources.push({
        id: e.id as ObjId,
        def: e.def as string,
        face: (e.face as number) ?? 0,
        controller: e.controller as number,
        owner: e.owner as number,
      })
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
            (x) => x.on === 'cycledSelf' || x.on === 'toGraveyardSelf',
          )
        if (inGraveyard !== rulesText.worksFromGraveyard(t.effect.effects) && !onCycle) return
        if (onStack !== (t.event.on === 'castSelf')) return // a spell's only ability that works on the stack
        if (!matches(tx.s, t.event, src, e, ctx)) return
        const ev = t.automated ? eventInfo(tx.s, t, e, src.id) : undefined
        if (t.automated && !conditionHolds(tx.s, t, src.controller, src.id, ev)) return // CR 603.4
        // The card the source became when it left (CR 603.10a), for "return it to its owner's hand".
        const card = e.type === 'moved' && e.id === src.id && e.newId ? { card: e.newId } : hostLeft(tx, t, src.id)
        // The damage dealt, for "you gain that much life" and "that player discards" (CR 603.2).
        const dealt = e.type === 'damage' ? { damage: { amount: e.amount, player: e.player } } : {}
        // The player whose step it is, for "that player draws an additional card" (CR 504.2).
        const step = e.type === 'step' ? { stepPlayer: tx.s.active } : {}
        const extra = { ...(ev ? { event: ev } : {}), ...card, ...dealt, ...step }
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

function abilityOf(s: GameState, item: StackItem): TriggeredAbility | null {
  const [kind, index] = (item.ability ?? '').split(':')
  if (kind !== 'trigger' || !item.def) return null
  const face = s.cards[item.def]?.faces[item.face ?? 0]
  return face ? (faceAbilities(face).triggers[Number(index)] ?? null) : null
}

/** CR 603.3c-d: the ability waits for its controller to choose its modes or targets; the later triggers wait too. */
function askForTargets(tx: Tx, later: StackItem[], item: StackItem, text: string): void {
  tx.set('triggered', later)
  tx.set('pending', [...tx.s.pending, { kind: 'triggerTargets', player: item.controller, item, text }])
  tx.log(`${sourceName(tx.s, item)}'s ability triggers`)
}

function sourceName(s: GameState, item: StackItem): string {
  if (s.objects[item.source]) return nameOf(s, item.source)
  return s.cards[item.def ?? '']?.name ?? 'a card'
}

/**
 * CR 603.3b: APNAP order — the active player's triggers go on the stack first. An ability with targets waits for
 * its controller to choose them (CR 603.3d): a 'triggerTargets' decision, answered by `choose` with `targets`.
 * One without a legal target is removed (CR 603.3d).
 */
export function putTriggersOnStack(tx: Tx): void {
  const order = apnapOrder(tx.s)
  const sorted = [...tx.s.triggered].sort((a, b) => order.indexOf(a.controller) - order.indexOf(b.controller))
  // CR 603.3b: a player with several different triggered abilities at once puts them on the stack in the order
  // they choose: a 'triggerOrder' decision, answered by `choose` with `order` (their sources' names).
  for (const p of order) {
    const mine = sorted.filter((t) => t.controller === p)
    if (mine.length < 2 || new Set(mine.map((t) => t.text)).size < 2 || mine.every((t) => t.extra?.ordered)) continue
    tx.set('triggered', sorted)
    tx.set('pending', [
      ...tx.s.pending,
      {
        kind: 'triggerOrder',
        player: p,
        options: mine.map((t) => t.id),
        text: `Choose the order of your triggered abilities (the last one put on the stack resolves first): ${mine.map((t) => sourceName(tx.s, t)).join(', ')}`,
      },
    ])
    return
  }
  tx.set('triggered', [])
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i]
    if (!isAlive(tx.s, item.controller)) continue
    const ability = abilityOf(tx.s, item)
    const specs = ability?.effect.targets ?? []
    if (ability?.effect.modes) {
      // CR 700.2b, 603.3c: modes (then their targets) are chosen as it is put on the stack.
      if (modeChoices(tx.s, ability.effect, item.controller, item.source).length === 0) {
        tx.log(`${sourceName(tx.s, item)}'s ability has no mode with legal targets and is removed (CR 603.3c)`)
        continue
      }
      const modes = `the mode${ability.effect.modes.count === 1 ? '' : 's'} (and targets)`
      return askForTargets(
        tx,
        sorted.slice(i + 1),
        item,
        `Choose ${modes} for ${sourceName(tx.s, item)}: ${ability.effect.text}`,
      )
    }
    if (specs.length > 0) {
      const options = specs.map((spec) => legalTargets(tx.s, spec, item.controller, item.source))
      // CR 601.2c, 603.3d: "up to N target …" may be left out, so only the other targets must exist.
      const required = specs.length - (ability!.effect.optionalTargets ?? 0)
      if (
        distinctPicks(specs, options)
          .slice(0, required)
          .some((t) => !t)
      ) {
        tx.log(`${sourceName(tx.s, item)}'s ability has no legal target and is removed (CR 603.3d)`)
        continue
      }
      const targets = specs.length === 1 ? 'a target' : 'targets'
      return askForTargets(
        tx,
        sorted.slice(i + 1),
        item,
        `Choose ${targets} for ${sourceName(tx.s, item)}: ${ability!.effect.text}`,
      )
    }
    tx.stack().push(item)
    tx.log(`${sourceName(tx.s, item)}'s ability triggers${item.ability === 'manual' ? ' (resolve it by hand)' : ''}`)
  }
  if (tx.s.priority === null) givePriority(tx, tx.s.active)
}

/** Why these targets can't be chosen for a waiting triggered ability (null when they can). */
export function whyNotTriggerTargets(
  s: GameState,
  item: StackItem,
  targets: Target[],
  modes?: number[],
): string | null {
  const effect = abilityOf(s, item)?.effect
  if (effect?.modes) {
    const why = whyNotModes(effect, modes)
    if (why) return why
  }
  const specs = effect ? withModes(effect, modes).targets : []
  const optional = effect?.modes ? 0 : (effect?.optionalTargets ?? 0)
  if (targets.length > specs.length || targets.length < specs.length - optional)
    return `choose ${optional ? `${specs.length - optional} to ` : ''}${specs.length} target${specs.length === 1 ? '' : 's'}`
  // CR 601.2c: one object for each word "target" ("up to two target creatures": two different ones).
  if (optional && new Set(targets.map((t) => JSON.stringify(t))).size !== targets.length)
    return 'each target must be different (CR 601.2c)'
  if (repeatedSameWord(specs, targets) >= 0)
    return 'each target of the same word "target" must be different (CR 601.2c)'
  for (let i = 0; i < targets.length; i++)
    if (!targetIsLegal(s, specs[i], targets[i], item.controller, item.source))
      return `${targetName(s, targets[i])} is not a legal target for ${sourceName(s, item)}'s ability: the target must be ${describeSpec(specs[i])} (CR 115)`
  return null
}

/** CR 702.21a, 603.2: a spell or ability became the target-chooser of these permanents (for ward). */
export function emitTargeted(tx: Tx, item: StackItem): void {
  const cards = item.targets.flatMap((t) => ('card' in t ? [t.card] : []))
  if (cards.length)
    tx.emit({ type: 'targeted', item: item.id, controller: item.controller, cards, spell: item.kind === 'spell' })
}

/** Puts a waiting triggered ability on the stack with its chosen targets. */
export function putWithTargets(tx: Tx, item: StackItem, targets: Target[], modes?: number[]): void {
  if (modes && abilityOf(tx.s, item)?.effect.modes) item = { ...item, modes: [...modes].sort((a, b) => a - b) }
  tx.stack().push({ ...item, targets })
  emitTargeted(tx, { ...item, targets })
  tx.log(
    `${playerName(tx.s, item.controller)} targets ${targets.map((t) => ('player' in t ? playerName(tx.s, t.player) : nameOf(tx.s, t.card))).join(', ')}`,
  )
}

/** Typical target choices for a waiting triggered ability (for legalActions and the computer player). */
export function triggerModeChoices(s: GameState, item: StackItem): { modes: number[]; targets: Target[] }[] | null {
  const effect = abilityOf(s, item)?.effect
  return effect?.modes ? modeChoices(s, effect, item.controller, item.source) : null
}

export function triggerTargetChoices(s: GameState, item: StackItem): Target[][] {
  const effect = abilityOf(s, item)?.effect
  const specs = effect?.targets ?? []
  const options = specs.map((spec) => legalTargets(s, spec, item.controller, item.source))
  const out: Target[][] = []
  if (effect?.optionalTargets) {
    // "Up to N target …" (CR 601.2c): different targets, as many as there are, and none of the optional ones.
    const required = specs.length - effect.optionalTargets
    const picked: Target[] = []
    for (const o of options) {
      const t = o.find((x) => !picked.some((q) => JSON.stringify(q) === JSON.stringify(x)))
      if (!t) break
      picked.push(t)
    }
    if (picked.length >= required) out.push(picked)
    if (required < picked.length) out.push(picked.slice(0, required))
    return out
  }
  const first = distinctPicks(specs, options)
  if (first.every(Boolean)) out.push(first as Target[])
  if (options.length === 1) for (const t of options[0].slice(1, 8)) out.push([t])
  return out
}

/** The waiting abilities of a 'triggerOrder' decision in the order named (sources' names, CR 603.3b), or a reason. */
export function orderedTriggers(s: GameState, ids: string[], names: string[]): StackItem[] | string {
  const items = ids.map((id) => s.triggered.find((t) => t.id === id)).filter((t): t is StackItem => !!t)
  if (names.length !== items.length) return `name all ${items.length} abilities' sources in order`
  const left = [...items]
  const out: StackItem[] = []
  for (const name of names) {
    const at = left.findIndex((t) => sourceName(s, t).toLowerCase() === name.trim().toLowerCase())
    if (at < 0) return `"${name}" is not the source of one of your waiting triggered abilities`
    out.push(left.splice(at, 1)[0])
  }
  return out
}

/** Puts the chosen order into effect: those abilities go on the stack in that order (the first one first). */
export function applyTriggerOrder(tx: Tx, ordered: StackItem[]): void {
  const ids = new Set(ordered.map((t) => t.id))
  const rest = tx.s.triggered.filter((t) => !ids.has(t.id))
  const marked = ordered.map((t) => ({ ...t, extra: { ...t.extra, ordered: true } }))
  const first = tx.s.triggered.findIndex((t) => ids.has(t.id))
  tx.set('triggered', [...rest.slice(0, first), ...marked, ...rest.slice(first)])
}

export function triggerOrderNames(s: GameState, ids: string[]): string[] {
  return ids.map((id) => s.triggered.find((t) => t.id === id)).map((t) => (t ? sourceName(s, t) : ''))
}
