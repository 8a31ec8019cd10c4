// More trigger events (CR 603.2; text/triggerHeads.ts reads them): what each matches among the game's events,
// and the object its effect calls "that creature" / "that spell" / "that player".
import type { MoreTriggerEvent, SpellFilter } from './ast'
import type { Color } from '../mana/types'
import type { TargetSpec } from './abilities'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex, Target } from './types'
import { colorsOf, faceOf, hasType, isCreature, isHistoric } from './query'
import { matchesSpec } from './legalTargets'
import { turnFacts } from './turnFacts'

/** The trigger's source as the event saw it. */
export interface SourceSeen {
  id: ObjId
  controller: PlayerIndex
}

/** The rest of the batch of events being read, and each draw's and spell's number this turn (CR 121.2, 601.2i). */
export interface BatchContext {
  batch: readonly GameEvent[]
  ordinal: Map<GameEvent, number>
  /** What each Aura and Equipment was attached to before these events (last known, CR 603.10a). */
  attached: Map<ObjId, ObjId>
}

/** Each draw's and spell's number this turn for its player, read before the batch's facts are recorded. */
export function batchOrdinals(s: GameState, batch: readonly GameEvent[]): Map<GameEvent, number> {
  const out = new Map<GameEvent, number>()
  const drew = { ...(turnFacts(s).drew ?? {}) }
  const cast = s.extra.spellsCast as { turn: number; counts: number[] } | undefined
  const casts = cast && cast.turn === s.turn ? cast.counts : []
  for (let i = 0; i < batch.length; i++) {
    const e = batch[i]
    const p = e.player as number
    if (e.type === 'drew') out.set(e, (drew[p] = (drew[p] ?? 0) + 1))
    else if (e.type === 'cast') {
      // The spells cast are counted as they are cast: this one's number is the count less those cast after it.
      const later = batch.slice(i + 1).filter((x) => x.type === 'cast' && x.player === p).length
      out.set(e, (casts[p] ?? 0) - later)
    }
  }
  return out
}

/** Does a spell fit "a Spirit or Arcane spell", "a blue spell", "your second spell each turn" …? */
export function spellFits(
  s: GameState,
  f: SpellFilter,
  spell: CardObject,
  nth: number | undefined,
  chosen?: Color,
): boolean {
  const face = faceOf(s, spell)
  if (!face) return false
  // CR 614.12: the colour its source chose as it entered (none chosen: no spell is of it).
  if (f.chosenColor && (!chosen || !colorsOf(s, spell).includes(chosen))) return false
  if (f.types && !f.types.some((t) => face.types.includes(t) || face.subtypes.includes(t))) return false
  if (f.notType && face.types.includes(f.notType)) return false
  const colors = colorsOf(s, spell)
  if (f.colors && !f.colors.some((c) => colors.includes(c))) return false
  if (f.multicolored && colors.length < 2) return false // CR 105.2c
  if (f.colorless && colors.length > 0) return false
  if (f.historic && !isHistoric(s, spell)) return false
  if (f.kicked && !spell.kicked) return false // CR 702.33d
  if (f.minManaValue !== undefined && face.manaValue < f.minManaValue) return false
  if (f.maxManaValue !== undefined && face.manaValue > f.maxManaValue) return false
  if (f.nth !== undefined && nth !== f.nth) return false
  if (f.opponentsTurn && s.active === spell.controller) return false
  if (f.fromHand && !spell.castFromHand) return false // CR 601.2a
  return true
}

function defender(s: GameState, target: Target | undefined): PlayerIndex | undefined {
  if (!target) return undefined
  return 'player' in target ? target.player : s.objects[target.card]?.controller
}

function fits(s: GameState, spec: TargetSpec, obj: CardObject | undefined, source: SourceSeen): boolean {
  return !!obj && matchesSpec(s, spec, obj, source.controller, undefined, source.id)
}

/** The first event of the batch that passes `test` is this one (a "one or more" trigger triggers once). */
function firstOf(ctx: BatchContext, e: GameEvent, test: (x: GameEvent) => boolean): boolean {
  return ctx.batch.find(test) === e
}

export function moreMatches(
  s: GameState,
  on: MoreTriggerEvent,
  source: SourceSeen,
  e: GameEvent,
  ctx: BatchContext,
): boolean {
  switch (on.on) {
    case 'either':
      return false // triggers.ts matches each of its events
    case 'becomesTapped': {
      if (e.type !== 'becameTapped') return false // CR 603.2f
      if (on.enchanted) return e.id === s.objects[source.id]?.attachedTo
      if (!on.filter) return e.id === source.id
      return fits(s, on.filter, s.objects[e.id as ObjId], source)
    }
    case 'discardedByOpponent': {
      // CR 701.8, 603.2: a discard made by an opponent's spell or ability resolving (engine/effects.ts marks `by`).
      if (e.type !== 'moved' || e.cause !== 'discard' || e.by === undefined) return false
      if (e.owner !== source.controller || e.by === source.controller) return false
      return !on.self || e.newId === source.id
    }
    case 'transformsInto':
      return e.type === 'transformed' && e.id === source.id // CR 701.28: its face with the ability is up now
    case 'libraryLook':
      // CR 701.18b, 701.42b: the scry or surveil done, never for 0.
      return e.type === 'libraryLook' && e.look === on.look && e.player === source.controller
    case 'tapsForMana': {
      // CR 603.2, 605.1b: a {T} mana ability activated (the land as it is, or as it last was if sacrificed for it).
      if (e.type !== 'tappedForMana') return false
      const who = e.player as PlayerIndex
      if (on.who === 'you' ? who !== source.controller : on.who === 'opponent' && who === source.controller)
        return false
      return fits(s, on.filter, s.objects[e.id as ObjId], source)
    }
    case 'exploits': {
      if (e.type !== 'exploited') return false // CR 702.110b
      if (on.who === 'self') return e.source === source.id
      return e.controller === source.controller
    }
    case 'host': {
      // CR 303.4e, 301.5: the permanent it is attached to, or was before these events (CR 603.10a).
      const host = s.objects[source.id]?.attachedTo ?? ctx.attached.get(source.id)
      if (!host) return false
      switch (on.does) {
        case 'attacks':
          return e.type === 'attacks' && e.id === host
        case 'attacksOrBlocks':
          return (e.type === 'attacks' || e.type === 'blocks') && e.id === host
        case 'combatDamageToPlayer':
          return e.type === 'damage' && !!e.combat && e.source === host && e.player !== undefined
        case 'combatDamage':
          return e.type === 'damage' && !!e.combat && e.source === host
        case 'dealtDamage':
          return e.type === 'damage' && e.card === host
        case 'becomesBlocked':
          return e.type === 'becameBlocked' && e.id === host // CR 509.3c
        case 'leaves':
          return e.type === 'moved' && e.id === host && e.from === 'battlefield'
        case 'dies': // CR 700.4: a creature put into a graveyard from the battlefield
          return (
            e.type === 'moved' &&
            e.id === host &&
            e.from === 'battlefield' &&
            e.to === 'graveyard' &&
            e.power !== undefined
          )
      }
      return false
    }
    case 'controlsNone':
      return false // a state trigger (CR 603.8): stateTriggers below
    case 'unblocked':
      return e.type === 'unblocked' && e.id === source.id // CR 509.5g
    case 'damagesCreature':
      return e.type === 'damage' && e.source === source.id && e.card !== undefined && (!on.combat || !!e.combat)
    case 'youAreDealtDamage':
      return e.type === 'damage' && e.player === source.controller // CR 120.3
    case 'combatDamagePlayerOrPlaneswalker': {
      if (e.type !== 'damage' || !e.combat || e.source !== source.id) return false // CR 510.1
      const card = e.card ? s.objects[e.card as ObjId] : undefined
      return e.player !== undefined || (!!card && hasType(s, card, 'Planeswalker'))
    }
    case 'battalion': {
      // CR 207.2c: it and at least two other creatures its controller controls were declared attackers.
      if (e.type !== 'attacks' || e.id !== source.id) return false
      const mine = (s.combat?.attackers ?? []).filter((a) => s.objects[a.id]?.controller === source.controller)
      return mine.length >= 3
    }
    case 'permanentTargeted': {
      // One event for each permanent a spell or ability targets (triggers.ts splits them).
      if (e.type !== 'targetedOne' || !fits(s, on.filter, s.objects[e.card as ObjId], source)) return false
      if (on.spellOnly && !e.spell) return false
      if (on.byYou && e.controller !== source.controller) return false
      return !on.byOpponent || e.controller !== source.controller
    }
    case 'permanentLeaves': {
      if (e.type !== 'moved' || e.from !== 'battlefield') return false // CR 603.6c
      if (on.filter.other && e.id === source.id) return false
      if (on.filter.what === 'creature' && e.power === undefined) return false
      const spec = { ...on.filter, other: false, what: on.filter.what === 'creature' ? 'permanent' : on.filter.what }
      return matchesSpec(s, spec, ghostOf(e), source.controller)
    }
    case 'countersPutOnSelf': {
      if (e.type !== 'countersPut' || e.id !== source.id || e.kind !== on.counter) return false // CR 122.6
      return firstOf(ctx, e, (x) => x.type === 'countersPut' && x.id === e.id && x.kind === e.kind)
    }
    case 'counterPutOnSelf':
      // One `counterOne` event for each counter of a `countersPut` (triggers.ts splits them; CR 603.2c).
      return e.type === 'counterOne' && e.id === source.id && e.kind === on.counter
    case 'toGraveyardSelf':
      // The card in the graveyard now, or the permanent that was put there (CR 603.6d, 603.10a).
      return e.type === 'moved' && e.to === 'graveyard' && (e.newId === source.id || e.id === source.id)
    case 'cardToGraveyard': {
      if (e.type !== 'moved' || e.to !== 'graveyard' || !e.newId) return false // a card, not a token
      if ((e.owner === source.controller) !== (on.owner === 'you')) return false
      const card = s.objects[e.newId as ObjId]
      return !on.cardType || (!!card && !!faceOf(s, card)?.types.includes(on.cardType))
    }
    case 'enchantedPlayerAttacked': {
      const player = s.objects[source.id]?.enchantsPlayer // CR 303.4e
      const test = (x: GameEvent) =>
        x.type === 'attacks' && 'player' in (x.target as Target) && (x.target as { player: number }).player === player
      return player !== undefined && test(e) && firstOf(ctx, e, test)
    }
    case 'discardType': {
      if (e.type !== 'moved' || e.cause !== 'discard' || e.owner !== source.controller) return false // CR 701.8
      const card = s.objects[e.newId as ObjId]
      return !!card && !!faceOf(s, card)?.types.includes(on.cardType)
    }
    case 'shuffles':
      return e.type === 'shuffled' && (e.player === source.controller) === (on.who === 'you') // CR 701.20
    case 'creatureDealtDamage': {
      if (e.type !== 'damage' || !e.card) return false // CR 120.3
      const hit = s.objects[e.card as ObjId]
      // Last known information when lethal damage already put it into a graveyard (CR 603.10a).
      const left = !hit || hit.zone !== 'battlefield'
      return left ? true : isCreature(s, hit)
    }
    case 'lifeAtLeast':
      return false // a state trigger (CR 603.8): triggers.ts
    case 'exiledFromBattlefield':
      return e.type === 'moved' && e.id === source.id && e.from === 'battlefield' && e.to === 'exile'
    case 'becomesUntapped':
      return e.type === 'becameUntapped' && e.id === source.id // CR 603.2f
    case 'dealtCombatDamage':
      return e.type === 'damage' && !!e.combat && e.card === source.id // CR 510.2
    case 'creatureDamagesYou': {
      if (e.type !== 'damage' || e.player !== source.controller || (on.combat && !e.combat)) return false
      const from = s.objects[e.source as ObjId]
      if (on.byOpponent && (!from || from.controller === source.controller)) return false
      return on.anySource || (!!from && isCreature(s, from)) // CR 120.3
    }
    case 'cycledSelf':
      return e.type === 'cycled' && e.card === source.id
    case 'cycled':
      return e.type === 'cycled' && (on.who === 'any' || e.player === source.controller) // CR 702.29
    case 'turnedFaceUp': {
      if (e.type !== 'turnedFaceUp') return false // CR 708.8
      if (on.who === 'self') return e.card === source.id
      return !on.youControl || s.objects[e.card as ObjId]?.controller === source.controller
    }
    case 'drawNth':
      return e.type === 'drew' && e.player === source.controller && ctx.ordinal.get(e) === on.nth
    case 'creatureAttacks': {
      if (e.type !== 'attacks' || !fits(s, on.filter, s.objects[e.id as ObjId], source)) return false
      if (on.alone && s.combat?.attackers.length !== 1) return false // CR 506.5
      if (!on.at) return true
      const target = e.target as Target
      if (defender(s, target) !== source.controller) return false
      return on.at === 'youOrPlaneswalker' || 'player' in target
    }
    case 'attackWith': {
      // CR 508.1: once, as the attackers are declared.
      const test = (x: GameEvent) => {
        if (x.type !== 'attacks') return false
        if (on.whose === 'you' && s.objects[x.id as ObjId]?.controller !== source.controller) return false
        // "with three or more creatures" (CR 508.1)
        const mine = (s.combat?.attackers ?? []).filter((a) => s.objects[a.id]?.controller === source.controller)
        if (on.min !== undefined && mine.length < on.min) return false
        const target = x.target as Target
        return on.at !== 'you' || ('player' in target && target.player === source.controller)
      }
      return test(e) && firstOf(ctx, e, test)
    }
    case 'creatureCombatDamage': {
      const test = (x: GameEvent) => {
        if (x.type !== 'damage' || !x.combat || x.player === undefined) return false
        if (on.to === 'opponent' && x.player === source.controller) return false
        return fits(s, on.filter, s.objects[x.source as ObjId], source)
      }
      if (!test(e)) return false
      // CR 510.2: "one or more … deal combat damage to a player": once for each player dealt damage at once.
      return !on.batch || firstOf(ctx, e, (x) => test(x) && x.player === e.player)
    }
    case 'diesInto': {
      if (e.type !== 'moved' || e.from !== 'battlefield' || e.to !== 'graveyard') return false
      if (on.nontoken && !e.newId) return false // CR 111.7: a token doesn't stay there
      if ((e.owner === source.controller) !== (on.owner === 'you')) return false
      if (on.self && e.id !== source.id) return false
      // Last known information (CR 603.10a): it was a creature when it left (the event carries its power).
      if (on.filter.what === 'creature' && e.power === undefined) return false
      return matchesSpec(s, { ...on.filter, what: 'permanent' }, ghostOf(e), source.controller)
    }
    case 'creatureBecomesBlocked':
      return e.type === 'becameBlocked' && fits(s, on.filter, s.objects[e.id as ObjId], source) // CR 509.3c
    case 'creatureBlocks': {
      // CR 509.3a: once for each creature that blocks, however many it blocks.
      const test = (x: GameEvent) => x.type === 'blocks' && x.id === e.id
      return e.type === 'blocks' && fits(s, on.filter, s.objects[e.id as ObjId], source) && firstOf(ctx, e, test)
    }
    case 'playsLand': {
      if (e.type !== 'moved' || e.cause !== 'play' || e.to !== 'battlefield') return false // CR 305.1
      if (on.who === 'any') return true
      return (e.controller === source.controller) === (on.who === 'you')
    }
    case 'sacrifices': {
      if (e.type !== 'moved' || e.cause !== 'sacrifice' || e.from !== 'battlefield') return false // CR 701.17
      // CR 701.17a: a player sacrifices only a permanent they control, so its controller as it left sacrificed it.
      const mine = e.controller === source.controller
      if ((on.who === 'any' ? false : on.who === 'opponent' ? mine : !mine) || (on.other && e.id === source.id))
        return false
      if (on.self && e.id !== source.id) return false
      if (on.filter.what === 'creature' && e.power === undefined) return false
      return matchesSpec(
        s,
        { ...on.filter, what: on.filter.what === 'creature' ? 'permanent' : on.filter.what },
        ghostOf(e),
        source.controller,
      )
    }
  }
}

/** The event's objects for the effect: "that creature" (`other`), "that spell" (`card`), "that player" (`player`). */
export function moreEventInfo(
  s: GameState,
  on: { on: string },
  e: GameEvent,
): { card?: ObjId; other?: ObjId; player?: PlayerIndex } | undefined {
  switch (on.on) {
    case 'cast':
      return { card: e.card as ObjId, player: e.player as PlayerIndex }
    case 'damagesCreature':
      return { other: e.card as ObjId }
    case 'creatureDamagesYou':
      return { other: e.source as ObjId }
    case 'creatureDealtDamage':
      return { other: e.card as ObjId }
    case 'permanentTargeted':
      return { other: e.card as ObjId }
    case 'creatureAttacks':
      return { other: e.id as ObjId, player: s.objects[e.id as ObjId]?.controller }
    case 'creatureCombatDamage':
      return { other: e.source as ObjId, player: e.player as PlayerIndex }
    case 'creatureBecomesBlocked':
    case 'creatureBlocks':
      return { other: e.id as ObjId }
    case 'turnedFaceUp':
      return { other: e.card as ObjId }
    case 'becomesTapped':
      return { other: e.id as ObjId }
    case 'tapsForMana':
      return { other: e.id as ObjId, player: e.player as PlayerIndex }
    case 'discardedByOpponent':
      return { player: e.by as PlayerIndex } // "that player": the opponent whose spell or ability it was
    default:
      return undefined
  }
}

/** A permanent that has left, as it was (last known information, CR 113.7a). */
function ghostOf(e: GameEvent): CardObject {
  return {
    id: e.id as ObjId,
    def: e.def as string,
    owner: e.owner as PlayerIndex,
    controller: e.controller as PlayerIndex,
    zone: 'battlefield',
    tapped: false,
    sick: false,
    faceDown: false,
    counters: {},
    damage: 0,
    face: (e.face as number) ?? 0,
    ...(e.token ? { token: true } : {}), // "a token", "a nontoken permanent" (CR 111.1)
  }
}
