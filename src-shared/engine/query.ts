// Read-only questions about the game: an object's characteristics (CR 109.3, 613 simplified), players, turn order.
import type { CardDefinition, CardFace } from '../cards/model'
import { faceAbilities, type FaceAbilities, type TargetSpec } from './abilities'
import type { SelfCondition, SelfState } from './ast'
import { CHOSEN_PROTECTION, COLOR_WORDS } from '../cards/words'
import { partnerOf } from './soulbond'
import type { CardObject, GameState, ObjId, PlayerIndex } from './types'
import { findVariant } from './registry'
import { CREATURE_TYPES } from '../cards/creatureTypes'
import { rulesText } from './rulesText'
import { matchesSpec } from './legalTargets'
import { landTypesApplied } from './landTypes'

export function objectOf(state: GameState, id: ObjId): CardObject | undefined {
  return state.objects[id]
}

export function defOf(state: GameState, obj: CardObject): CardDefinition {
  return state.cards[obj.def]
}

/** CR 708.2a: a face-down permanent or spell is a 2/2 creature with no text, no name, no subtypes and no mana cost. */
export const FACE_DOWN: CardFace = {
  name: '',
  manaCost: null,
  manaCostText: '',
  manaValue: 0,
  typeLine: '', // no name, so no picture or printed line to show (the renderer asks for none)
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  oracleText: '',
  power: '2',
  toughness: '2',
  colors: [],
  keywords: [],
  loyaltyAbilities: [],
  manaAbilities: [],
}

/** The face in use; a face-down permanent or spell has the characteristics of FACE_DOWN (CR 708.2); a bestowed
 *  spell, or permanent attached to a creature, is an Aura with enchant creature (CR 702.103b, f). */
export function faceOf(state: GameState, obj: CardObject): CardFace | null {
  const face = baseFaceOf(state, obj)
  // CR 613.1d-e, 613.4b: "becomes a 2/2 … creature until end of turn".
  const animated =
    obj.mods?.length && obj.zone === 'battlefield' && obj.mods.some((m) => m.animate)
      ? animatedFace(face, obj.mods)
      : face
  // CR 613.1d-e: "… is a black Zombie in addition to its other colors and types" (Rise from the Grave).
  const also = obj.also && obj.zone === 'battlefield' ? alsoFace(animated, obj.also) : animated
  // CR 305.7, 613.1d: land types set or added (Blood Moon, Spreading Seas, Urborg).
  const typed = obj.zone === 'battlefield' ? landTypesApplied(state, obj, also) : also
  // CR 613.1e: "Target spell or permanent becomes red" (Chaoslace), on the stack or the battlefield.
  return obj.colorSet && (obj.zone === 'battlefield' || obj.zone === 'stack') ? coloredFace(typed, obj.colorSet) : typed
}

const coloredFaces = new WeakMap<CardFace, Map<string, CardFace>>()

function coloredFace(face: CardFace, colors: string[]): CardFace {
  const key = colors.join('')
  let byKey = coloredFaces.get(face)
  if (!byKey) coloredFaces.set(face, (byKey = new Map()))
  let f = byKey.get(key)
  if (!f) byKey.set(key, (f = { ...face, colors: colors as CardFace['colors'] }))
  return f
}

const alsoFaces = new WeakMap<CardFace, Map<string, CardFace>>()

/** The face with colours and subtypes added (CR 105.3, 205.1b: in addition to its own). */
function alsoFace(face: CardFace, also: NonNullable<CardObject['also']>): CardFace {
  const key = `${also.colors.join('')}:${also.subtypes.join(',')}`
  let byKey = alsoFaces.get(face)
  if (!byKey) alsoFaces.set(face, (byKey = new Map()))
  let f = byKey.get(key)
  if (!f) {
    const colors = [
      ...face.colors,
      ...also.colors.filter((c) => !face.colors.includes(c as never)),
    ] as CardFace['colors']
    const subtypes = [...face.subtypes, ...also.subtypes.filter((t) => !face.subtypes.includes(t))]
    const typeLine = `${[...face.supertypes, ...face.types].join(' ')}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`
    f = { ...face, colors, subtypes, typeLine }
    byKey.set(key, f)
  }
  return f
}

function baseFaceOf(state: GameState, obj: CardObject): CardFace {
  if (obj.faceDown && (obj.zone === 'battlefield' || obj.zone === 'stack')) return FACE_DOWN
  const def = state.cards[obj.def]
  const face = def.faces[obj.face ?? 0] ?? def.faces[0]
  if (obj.awakened && obj.zone === 'battlefield') return awakenedFace(face) // CR 702.113a
  if (obj.attachedTo && obj.zone === 'battlefield' && face.keywords.includes('Reconfigure'))
    return reconfiguredFace(face) // CR 702.151b
  return obj.castFor === 'bestow' && isBestowed(state, obj) ? bestowedFace(face) : face
}

const animatedFaces = new WeakMap<CardFace, Map<string, CardFace>>()

/** The face with its "becomes a … creature" changes applied in timestamp order (CR 613.7): card types replaced unless
 *  it keeps them (CR 205.1b), creature types added, colours set when named (layer 5), base P/T set (layer 7b). */
function animatedFace(face: CardFace, mods: NonNullable<CardObject['mods']>): CardFace {
  const changes = mods.filter((m) => m.animate).map((m) => m.animate!)
  const key = JSON.stringify(changes)
  let byKey = animatedFaces.get(face)
  if (!byKey) animatedFaces.set(face, (byKey = new Map()))
  let f = byKey.get(key)
  if (!f) {
    let types = face.types
    let subtypes = face.subtypes
    let colors = face.colors
    let power = face.power
    let toughness = face.toughness
    for (const c of changes) {
      const kept = c.retain ? types : types.filter((t) => c.types.includes(t))
      if (!c.retain) subtypes = kept.length === types.length ? subtypes : []
      types = [...kept, ...c.types.filter((t) => !kept.includes(t))]
      const added = c.allTypes ? (CREATURE_TYPES as string[]) : c.subtypes
      subtypes = [...subtypes, ...added.filter((t) => !subtypes.includes(t))]
      if (c.colors) colors = c.colors as CardFace['colors']
      power = String(c.power)
      toughness = String(c.toughness)
    }
    const shown = changes.some((c) => c.allTypes) ? [...face.subtypes, 'all creature types'] : subtypes
    const typeLine = `${[...face.supertypes, ...types].join(' ')}${shown.length ? ` — ${shown.join(' ')}` : ''}`
    f = { ...face, types, subtypes, colors, power, toughness, typeLine }
    byKey.set(key, f)
  }
  return f
}

const reconfigured = new WeakMap<CardFace, CardFace>()

/** CR 702.151b: attached, an Equipment with reconfigure isn't a creature and has no creature types. */
function reconfiguredFace(face: CardFace): CardFace {
  let f = reconfigured.get(face)
  if (!f) {
    const { abilities: _stored, ...rest } = face as CardFace & { abilities?: unknown }
    const types = face.types.filter((t) => t !== 'Creature')
    const subtypes = face.subtypes.filter((t) => !CREATURE_TYPES.includes(t))
    f = {
      ...rest,
      types,
      subtypes,
      typeLine: `${[...face.supertypes, ...types].join(' ')} — ${subtypes.join(' ')}`,
      power: undefined,
      toughness: undefined,
    }
    reconfigured.set(face, f)
  }
  return f
}

const awakenedFaces = new WeakMap<CardFace, CardFace>()

/** CR 702.113a: an awakened land is also a 0/0 Elemental creature with haste (it's still a land). */
function awakenedFace(face: CardFace): CardFace {
  let f = awakenedFaces.get(face)
  if (!f) {
    const { abilities: _stored, ...rest } = face as CardFace & { abilities?: unknown }
    const types = face.types.includes('Creature') ? face.types : [...face.types, 'Creature']
    const subtypes = face.subtypes.includes('Elemental') ? face.subtypes : [...face.subtypes, 'Elemental']
    f = {
      ...rest,
      types,
      subtypes,
      typeLine: `${[...face.supertypes, ...types].join(' ')} — ${subtypes.join(' ')}`,
      oracleText: face.oracleText ? `Haste\n${face.oracleText}` : 'Haste',
      power: '0',
      toughness: '0',
    }
    awakenedFaces.set(face, f)
  }
  return f
}

function isBestowed(state: GameState, obj: CardObject): boolean {
  if (obj.zone === 'stack') return true
  const host = obj.zone === 'battlefield' && obj.attachedTo ? state.objects[obj.attachedTo] : undefined
  return !!host && host.zone === 'battlefield' // CR 702.103f: unattached, it is a creature again
}

const bestowed = new WeakMap<CardFace, CardFace>()

/** CR 702.103b: an Aura enchantment with enchant creature, no longer a creature (nor of creature types). */
function bestowedFace(face: CardFace): CardFace {
  let f = bestowed.get(face)
  if (!f) {
    const { abilities: _stored, ...rest } = face as CardFace & { abilities?: unknown }
    const subtypes = [...face.subtypes.filter((t) => !CREATURE_TYPES.includes(t)), 'Aura']
    f = {
      ...rest,
      types: face.types.filter((t) => t !== 'Creature'),
      subtypes,
      typeLine:
        `${face.supertypes.join(' ')} ${face.types.filter((t) => t !== 'Creature').join(' ')} — ${subtypes.join(' ')}`.trim(),
      oracleText: `Enchant creature\n${face.oracleText}`,
      power: undefined,
      toughness: undefined,
    }
    bestowed.set(face, f)
  }
  return f
}

export function nameOf(state: GameState, id: ObjId): string {
  const obj = state.objects[id]
  if (!obj) return id
  if (obj.faceDown && obj.zone === 'battlefield') return 'a face-down card'
  if (obj.faceDown && obj.zone === 'stack') return 'a face-down spell' // CR 708.4
  const def = state.cards[obj.def]
  return def.layout === 'normal' || !def.faces[obj.face ?? 0] ? def.name : def.faces[obj.face ?? 0].name
}

export function abilitiesOf(state: GameState, obj: CardObject): FaceAbilities | null {
  const face = faceOf(state, obj)
  if (face && obj.mods?.some((m) => m.noAbilities)) return NO_ABILITIES // CR 613.1f: "loses all abilities"
  return face ? faceAbilities(face) : null
}

/** A spell that can't be countered (CR 101.2): "This spell can't be countered" (Carnage Tyrant), or cast with
 *  mana whose rider says so (Cavern of Souls, CR 106.6). */
export function cantBeCountered(state: GameState, obj: CardObject): boolean {
  return !!obj.uncounterable || !!abilitiesOf(state, obj)?.statics.some((st) => st.kind === 'cantBeCountered')
}

const NO_ABILITIES: FaceAbilities = {
  keywords: [],
  spell: null,
  activated: [],
  loyalty: [],
  statics: [],
  triggers: [],
  unknown: [],
  lines: [],
}

export function hasType(state: GameState, obj: CardObject, type: string): boolean {
  const face = faceOf(state, obj)
  if (type === 'Creature' && obj.mods?.some((m) => m.creature)) return true // CR 702.122a: a crewed Vehicle
  return face ? face.types.includes(type) : false
}
export const isCreature = (state: GameState, obj: CardObject): boolean => hasType(state, obj, 'Creature')
export const isLand = (state: GameState, obj: CardObject): boolean => hasType(state, obj, 'Land')
export const isPlaneswalker = (state: GameState, obj: CardObject): boolean => hasType(state, obj, 'Planeswalker')
export const isPermanentCard = (state: GameState, obj: CardObject): boolean =>
  ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle'].some((t) => hasType(state, obj, t))

export function isLegendary(state: GameState, obj: CardObject): boolean {
  const face = faceOf(state, obj)
  return face ? face.supertypes.includes('Legendary') : false
}

/** CR 700.6: artifacts, legendaries and Sagas are historic. */
export function isHistoric(state: GameState, obj: CardObject): boolean {
  return hasType(state, obj, 'Artifact') || faceIsHistoric(faceOf(state, obj))
}
export function faceIsHistoric(face: CardFace | null | undefined): boolean {
  if (!face) return false
  return face.types.includes('Artifact') || face.supertypes.includes('Legendary') || face.subtypes.includes('Saga')
}

/** CR 700.9: a modified creature has a counter on it, is equipped, or is enchanted by an Aura its controller controls. */
export function isModified(state: GameState, obj: CardObject): boolean {
  if (Object.values(obj.counters ?? {}).some((n) => n > 0)) return true
  return attachmentsOf(state, obj.id).some((a) => {
    const subtypes = faceOf(state, a)?.subtypes ?? []
    return subtypes.includes('Equipment') || (subtypes.includes('Aura') && a.controller === obj.controller)
  })
}

/** Objects attached to `id` on the battlefield. */
export function attachmentsOf(state: GameState, id: ObjId): CardObject[] {
  const out: CardObject[] = []
  for (const other of state.battlefield) {
    const o = state.objects[other]
    if (o.attachedTo === id) out.push(o)
  }
  return out
}

interface StaticBonus {
  power: number
  toughness: number
  keywords: string[]
  /** "Enchanted creature has base power and toughness 0/2" (CR 613.4b): the latest such Aura's. */
  base?: { power: number; toughness: number }
}

/**
 * Battlefield permanents with static abilities (Auras, Equipment, anthems): the only sources of static bonuses.
 * Callers that ask about many objects of one unchanged state compute it once and pass it on.
 */
export function staticSources(state: GameState): CardObject[] {
  const out: CardObject[] = []
  for (const id of state.battlefield) {
    const other = state.objects[id]
    const abilities = abilitiesOf(state, other)
    if (abilities && abilities.statics.length > 0) out.push(other)
  }
  return out
}

/** Bonuses from attached Auras/Equipment and from anthems (CR 613, layer 7c simplified). */
function staticBonus(state: GameState, obj: CardObject, sources?: CardObject[]): StaticBonus {
  const bonus: StaticBonus = { power: 0, toughness: 0, keywords: [] }
  if (obj.zone !== 'battlefield') return bonus
  // CR 114.4: emblems in its controller's command zone.
  for (const e of state.players[obj.controller]?.emblems ?? []) {
    if (!e.types.some((t) => hasType(state, obj, t))) continue
    bonus.power += e.power
    bonus.toughness += e.toughness
    bonus.keywords.push(...e.keywords)
  }
  for (const other of sources ?? staticSources(state)) {
    for (const st of abilitiesOf(state, other)!.statics) {
      if (st.kind === 'attachedPump' && other.attachedTo === obj.id) {
        if (st.hostIs && !matchesSpec(state, st.hostIs, obj, other.controller, new Set(), other.id)) continue
        // CR 611.3a: "… as long as you control a white permanent", for the Aura's or Equipment's controller.
        if (st.asLongAs && !rulesText.gameConditionHolds(state, st.asLongAs.game, other.controller, other.id)) continue
        if (st.basePT) bonus.base = st.basePT // timestamp order: the latest wins (CR 613.7)
        // "for each …": counted for the Aura's controller, "it" and "other" being the permanent it's attached to;
        // "for each charge counter on ~": the Aura's or Equipment's own counters (CR 604.3).
        const n = st.forEachCount
          ? rulesText.countNow(
              state,
              [],
              st.forEachCount,
              other.controller,
              st.forEachCount.of === 'counters' ? other.id : obj.id,
              () => undefined,
              0,
              undefined,
              true,
            )
          : 1
        bonus.power += st.power * n
        bonus.toughness += st.toughness * n
        bonus.keywords.push(...grantedBy(st.keywords, other))
      } else if (
        st.kind === 'selfPump' &&
        other.id === obj.id &&
        (st.power || st.toughness || st.keywords.length) // a restriction alone is read by combat.ts
      ) {
        // CR 611.3a, 604.3: its own bonus while a condition holds, or for each permanent counted.
        const count = (spec: TargetSpec) =>
          state.battlefield.filter((id) =>
            matchesSpec(state, spec, state.objects[id], obj.controller, new Set(), obj.id),
          ).length
        const times = st.forEachCount
          ? rulesText.countNow(state, [], st.forEachCount, obj.controller, obj.id, () => undefined, 0, undefined, true)
          : st.forEach
            ? count(st.forEach)
            : selfConditionHolds(state, obj, st.asLongAs, count)
              ? 1
              : 0
        bonus.power += st.power * times
        bonus.toughness += st.toughness * times
        if (times > 0) bonus.keywords.push(...grantedBy(st.keywords, other))
      } else if (st.kind === 'pairBonus' && (other.id === obj.id || other.pairedWith === obj.id)) {
        // CR 702.95c: both creatures of the pair, while it holds.
        if (!partnerOf(state, other)) continue
        bonus.power += st.power
        bonus.toughness += st.toughness
        bonus.keywords.push(...st.keywords)
      } else if (st.kind === 'anthem' && anthemApplies(state, st, other, obj)) {
        bonus.power += st.power
        bonus.toughness += st.toughness
        bonus.keywords.push(...grantedBy(st.keywords, other))
      }
    }
  }
  return bonus
}

/** Keywords a static grants, "protection from the chosen color" read as its source's choice (CR 614.12); nothing
 *  before a colour is chosen. */
function grantedBy(keywords: string[], source: CardObject): string[] {
  if (!keywords.includes(CHOSEN_PROTECTION)) return keywords
  const color = source.chosen?.color
  const word = color && Object.keys(COLOR_WORDS).find((w) => COLOR_WORDS[w] === color)
  return keywords.flatMap((k) => (k !== CHOSEN_PROTECTION ? [k] : word ? [`protection from ${word}`] : []))
}

/** A permanent's own bonus's condition (CR 611.3a). */
function selfConditionHolds(
  state: GameState,
  obj: CardObject,
  c: Extract<FaceAbilities['statics'][number], { kind: 'selfPump' }>['asLongAs'],
  count: (spec: TargetSpec) => number,
): boolean {
  if (!c) return true
  if ('spec' in c) return count(c.spec) >= c.atLeast
  if ('graveyard' in c) return (state.players[obj.controller].zones.graveyard?.length ?? 0) >= c.graveyard // threshold
  if ('yourTurn' in c) return state.active === obj.controller
  if ('attacking' in c) return !!state.combat?.attackers.some((a) => a.id === obj.id)
  if ('game' in c) return rulesText.gameConditionHolds(state, c.game, obj.controller, obj.id) // conditions.ts
  if ('self' in c) return selfStateHolds(state, obj, c.self)
  if ('counter' in c) return (obj.counters[c.counter] ?? 0) > 0 // CR 122.1
  if ('opponentControls' in c)
    return state.battlefield.some((id) => {
      const o = state.objects[id]
      return (
        o.controller !== obj.controller && matchesSpec(state, c.opponentControls, o, obj.controller, new Set(), obj.id)
      )
    })
  if ('defenderControls' in c) {
    // CR 506.2: the player it attacks, or the controller of the planeswalker it attacks.
    const t = state.combat?.attackers.find((a) => a.id === obj.id)?.target
    const defender = !t ? undefined : 'player' in t ? t.player : state.objects[t.card]?.controller
    if (defender === undefined) return false
    return state.battlefield.some((id) => {
      const o = state.objects[id]
      return o.controller === defender && matchesSpec(state, c.defenderControls, o, defender, new Set(), obj.id)
    })
  }
  return state.players[obj.controller].life >= c.life
}

/** Does a permanent's own condition hold now ("as long as …", "unless …", CR 611.3a)? */
export function selfConditionNow(state: GameState, obj: CardObject, c: SelfCondition): boolean {
  const count = (spec: TargetSpec) =>
    state.battlefield.filter((id) => matchesSpec(state, spec, state.objects[id], obj.controller, new Set(), obj.id))
      .length
  return selfConditionHolds(state, obj, c, count)
}

/** "~ gets +2/+2 and can't block as long as …" (CR 509.1b, 508.1d): its own restriction while the condition holds. */
export function selfRestricted(
  state: GameState,
  obj: CardObject,
  what: 'cantBlock' | 'cantBeBlocked' | 'attacksEachCombat' | 'attacksDespiteDefender',
): boolean {
  for (const st of abilitiesOf(state, obj)?.statics ?? []) {
    if (st.kind !== 'selfPump' || !st[what]) continue
    const count = (spec: TargetSpec) =>
      state.battlefield.filter((id) => matchesSpec(state, spec, state.objects[id], obj.controller, new Set(), obj.id))
        .length
    if (selfConditionHolds(state, obj, st.asLongAs, count)) return true
  }
  return false
}

/** A permanent's own state (CR 301.5 equipped, 303.4 enchanted, 110.5 tapped, 701.31 monstrous, 702.112 renowned). */
function selfStateHolds(state: GameState, obj: CardObject, st: SelfState): boolean {
  switch (st) {
    case 'untapped':
      return !obj.tapped
    case 'tapped':
      return !!obj.tapped
    case 'monstrous':
      return !!obj.monstrous
    case 'renowned':
      return !!obj.renowned
    default: {
      const type = st === 'equipped' ? 'Equipment' : 'Aura'
      return attachmentsOf(state, obj.id).some((a) => faceOf(state, a)?.subtypes.includes(type))
    }
  }
}

/** CR 613.4c: an anthem or lord: "creatures you control", "other Elves you control", "white creatures". */
/** "All creatures attack / block each combat if able" (CR 508.1d, 509.1c): a permanent's static requirement on `obj`.
 *  `sources`: `staticSources(state)`, when the caller asks about many creatures of one unchanged state. */
export function anthemRequires(
  state: GameState,
  obj: CardObject,
  what: 'attacks' | 'blocks',
  sources?: CardObject[],
): boolean {
  for (const other of sources ?? staticSources(state))
    for (const st of abilitiesOf(state, other)?.statics ?? [])
      if (st.kind === 'anthem' && st.requires === what && anthemApplies(state, st, other, obj)) return true
  return false
}

function anthemApplies(
  state: GameState,
  st: { filter?: TargetSpec; orFilter?: TargetSpec; asLongAs?: SelfCondition },
  source: CardObject,
  obj: CardObject,
): boolean {
  if (st.asLongAs && !selfConditionNow(state, source, st.asLongAs)) return false // CR 611.3a
  if (!st.filter) return source.controller === obj.controller && isCreature(state, obj)
  if (st.orFilter && matchesSpec(state, st.orFilter, obj, source.controller, new Set(), source.id)) return true
  return matchesSpec(state, st.filter, obj, source.controller, new Set(), source.id)
}

/** "*" power or toughness defined by counting (CR 604.3): "the number of … you control", "cards in your hand". */
function countedPT(state: GameState, obj: CardObject): { power?: number; toughness?: number } {
  const st = abilitiesOf(state, obj)?.statics.find((x) => x.kind === 'countPT')
  if (!st || st.kind !== 'countPT') return {}
  const counted =
    typeof st.count === 'object' && 'of' in st.count
      ? rulesText.countNow(state, [], st.count, obj.controller, obj.id, () => undefined, 0, undefined, true)
      : st.count === 'life'
        ? (state.players[obj.controller]?.life ?? 0)
        : st.count === 'cardsInHand'
          ? (state.players[obj.controller].zones.hand?.length ?? 0)
          : state.battlefield.filter((id) =>
              matchesSpec(state, st.count as TargetSpec, state.objects[id], obj.controller, new Set(), obj.id),
            ).length
  const n = (st.plus ?? 0) + counted * (st.times ?? 1) // "2 plus …", "twice …" (CR 604.3)
  // "… and its toughness is equal to that number plus 1" (Tarmogoyf, CR 604.3).
  const t = st.toughnessPlus !== undefined ? n + st.toughnessPlus : n
  return { ...(st.power ? { power: n } : {}), ...(st.toughness ? { toughness: t } : {}) }
}

/** A leveler's band for its level counters (CR 711.2), if any. */
function levelBand(state: GameState, obj: CardObject) {
  const level = obj.counters.level ?? 0
  for (const st of abilitiesOf(state, obj)?.statics ?? [])
    if (st.kind === 'levelBand' && level >= st.min && (st.max === undefined || level <= st.max)) return st
  return null
}

/** CR 711.2, 613.4b: the band's power/toughness replaces the printed one. */
function levelPT(state: GameState, obj: CardObject): { power?: number; toughness?: number } {
  const band = levelBand(state, obj)
  return band ? { power: band.power, toughness: band.toughness } : {}
}

function printed(value: string | undefined): number {
  if (!value) return 0
  const n = parseInt(value, 10)
  return Number.isFinite(n) ? n : 0
}

/**
 * Power and toughness (CR 208, 613.4): printed, counters (CR 122.1a), until-end-of-turn changes, statics.
 * `sources`: `staticSources(state)` when already known.
 */
export function powerToughness(
  state: GameState,
  obj: CardObject,
  sources?: CardObject[],
): { power: number; toughness: number } {
  const face = faceOf(state, obj)
  if (!face) return { power: 2, toughness: 2 } // CR 708.2a face-down 2/2
  // CR 613.4b: a "becomes a 2/2 creature" base (the face's, `animatedFace`) applies after a characteristic-defining one.
  const animated = obj.mods?.some((m) => m.animate)
  const counted = obj.zone === 'battlefield' && !animated ? { ...levelPT(state, obj), ...countedPT(state, obj) } : {}
  const bonus = staticBonus(state, obj, sources)
  // CR 613.4b, 613.7: the latest "has base power and toughness N/N" or "becomes a N/N" until end of turn sets them.
  let setBase: { power: number; toughness: number } | undefined
  if (obj.mods) for (const m of obj.mods) setBase = m.basePT ?? m.animate ?? setBase
  // CR 613.4b: an Aura's "base power and toughness 0/2" sets them after a characteristic-defining ability (7a).
  let power = setBase?.power ?? bonus.base?.power ?? counted.power ?? printed(face.power)
  let toughness = setBase?.toughness ?? bonus.base?.toughness ?? counted.toughness ?? printed(face.toughness)
  const plus = obj.counters['+1/+1'] ?? 0
  const minus = obj.counters['-1/-1'] ?? 0
  power += plus - minus
  toughness += plus - minus
  if (obj.mods)
    for (const m of obj.mods) {
      power += m.power ?? 0
      toughness += m.toughness ?? 0
    }
  power += bonus.power
  toughness += bonus.toughness
  // CR 613.4d: switching applies after every other change; an even number of switches cancels out.
  if (obj.mods && obj.mods.filter((m) => m.switchPT).length % 2) return { power: toughness, toughness: power }
  return { power, toughness }
}

export const powerOf = (state: GameState, obj: CardObject): number => powerToughness(state, obj).power
export const toughnessOf = (state: GameState, obj: CardObject): number => powerToughness(state, obj).toughness

/** Keywords the object has now (lower case): printed, granted until end of turn, from Auras/Equipment/anthems. */
export function keywordsOf(state: GameState, obj: CardObject, sources?: CardObject[]): Set<string> {
  const set = new Set<string>()
  const abilities = abilitiesOf(state, obj)
  if (abilities) for (const k of abilities.keywords) set.add(k)
  for (const k of obj.copyKeywords ?? []) set.add(k) // CR 707.9b: "except it has haste"
  // CR 613.7: after losing all abilities, only grants made later (later modifications) apply.
  const lost = obj.mods ? obj.mods.map((m) => !!m.noAbilities).lastIndexOf(true) : -1
  if (obj.mods) obj.mods.forEach((m, i) => i > lost && m.keywords?.forEach((k) => set.add(k)))
  if (lost >= 0) return set
  if (obj.zone === 'battlefield') {
    // CR 702.109a, 702.152a, 702.62a: dashed, blitzed, or cast as its last time counter was removed.
    if (obj.castFor === 'dash' || obj.castFor === 'blitz' || obj.castFor === 'suspend') set.add('haste')
    for (const k of levelBand(state, obj)?.keywords ?? []) set.add(k) // CR 711.2
    for (const k of staticBonus(state, obj, sources).keywords) set.add(k)
    const granted = findVariant(state.variant)?.hooks.grantedKeywords
    if (granted) for (const k of granted(state, obj)) set.add(k)
  }
  return set
}

export function hasKeyword(state: GameState, obj: CardObject, keyword: string): boolean {
  return keywordsOf(state, obj).has(keyword)
}

export function colorsOf(state: GameState, obj: CardObject): string[] {
  const face = faceOf(state, obj)
  if (!face) return []
  if (face.colors.length && abilitiesOf(state, obj)?.keywords.includes('devoid')) return [] // CR 702.114a
  return face.colors
}

// ---- players ----

export function isAlive(state: GameState, player: PlayerIndex): boolean {
  const p = state.players[player]
  return !!p && !p.lost
}

export function livingPlayers(state: GameState): PlayerIndex[] {
  const out: PlayerIndex[] = []
  for (let i = 0; i < state.players.length; i++) if (!state.players[i].lost) out.push(i)
  return out
}

/** The next player in turn order who is still in the game (CR 101.4, 800.4j). */
export function nextPlayer(state: GameState, from: PlayerIndex): PlayerIndex {
  const n = state.players.length
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n
    if (!state.players[i].lost) return i
  }
  return from
}

export function opponentsOf(state: GameState, player: PlayerIndex): PlayerIndex[] {
  return livingPlayers(state).filter((p) => p !== player)
}

/** Players in APNAP order from the active player (CR 101.4). */
export function apnapOrder(state: GameState): PlayerIndex[] {
  const n = state.players.length
  const out: PlayerIndex[] = []
  for (let k = 0; k < n; k++) {
    const i = (state.active + k) % n
    if (!state.players[i].lost) out.push(i)
  }
  return out
}

export function playerName(state: GameState, player: PlayerIndex): string {
  return state.players[player]?.name ?? `player ${player}`
}
