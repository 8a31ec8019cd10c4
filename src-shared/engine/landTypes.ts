// Effects that set or add land types (CR 305.7, 613.1d: layer 4): Blood Moon's "Nonbasic lands are Mountains",
// Spreading Seas' "Enchanted land is an Island", Conversion's "All Mountains are Plains", Urborg's "Each land is a
// Swamp in addition to its other land types". A land whose subtype an effect sets to basic land types loses its old
// land types and every ability of its rules text, and has the mana ability of each new type (CR 305.7); one whose types
// are added to keeps its abilities and gains those mana abilities (CR 305.6).
import type { CardDefinition, CardFace } from '../cards/model'
import { CREATURE_TYPES } from '../cards/creatureTypes'
import { BASIC_LAND_MANA, intrinsicManaAbility } from '../mana/abilities'
import { faceAbilities } from './abilities'
import type { StaticAbility } from './ast'
import type { CardObject, GameState } from './types'
import { isSettled } from './tx'

type LandTypeStatic = Extract<StaticAbility, { kind: 'landType' }>

interface Change {
  st: LandTypeStatic
  source: CardObject
  /** The source is a land whose own statics another set effect would remove (CR 613.8 dependency). */
  sourceIsLand: boolean
}

/** Whether a card's faces have a land-type static at all (memoised per definition: most games have none). */
const hasLandTypes = new WeakMap<object, boolean>()

function defHasLandTypes(def: CardDefinition): boolean {
  let has = hasLandTypes.get(def)
  if (has === undefined) {
    has = def.faces.some((f) => faceAbilities(f).statics.some((st) => st.kind === 'landType'))
    hasLandTypes.set(def, has)
  }
  return has
}

/** Basic land types: every land-type effect names one (CR 305.7), so a card whose text names none has no such effect. */
const BASIC_TYPE_WORD = /\b(Plains|Island|Swamp|Mountain|Forest)/
/** "All lands are 1/1 creatures that are still lands" (Living Plane) and "Enchanted land is the chosen type"
 *  (Phantasmal Terrain) name no basic land type. */
const STILL_LANDS = /creatures that are still lands|is the chosen type/

/** Whether a card table holds a card with a land-type effect (memoised per table, which the engine replaces rather
 *  than writes: most games have none, and then no land's face reads the battlefield). */
const tableHasLandTypes = new WeakMap<object, boolean>()
function anyLandTypes(state: GameState): boolean {
  let has = tableHasLandTypes.get(state.cards)
  if (has === undefined) {
    has = Object.values(state.cards).some(
      (def) =>
        !!def &&
        def.faces.some((f) => BASIC_TYPE_WORD.test(f.oracleText ?? '') || STILL_LANDS.test(f.oracleText ?? '')) &&
        defHasLandTypes(def),
    )
    tableHasLandTypes.set(state.cards, has)
  }
  return has
}

function printedStatics(state: GameState, obj: CardObject): LandTypeStatic[] {
  if (obj.faceDown || obj.mods?.some((m) => m.noAbilities)) return []
  const def = state.cards[obj.def]
  if (!def || !defHasLandTypes(def)) return []
  const face = def.faces[obj.face ?? 0] ?? def.faces[0]
  return faceAbilities(face).statics.filter((st): st is LandTypeStatic => st.kind === 'landType')
}

const settledChanges = new WeakMap<GameState, Change[]>()

/** The land-type effects on the battlefield, in timestamp order (CR 613.7); kept per finished state. */
function changesOn(state: GameState): Change[] {
  if (!isSettled(state)) return readChanges(state)
  let out = settledChanges.get(state)
  if (!out) settledChanges.set(state, (out = readChanges(state)))
  return out
}

function readChanges(state: GameState): Change[] {
  const out: Change[] = []
  for (const id of state.battlefield) {
    const source = state.objects[id]
    if (!source) continue
    for (const st of printedStatics(state, source)) {
      const face = state.cards[source.def].faces[source.face ?? 0]
      out.push({ st, source, sourceIsLand: !!face?.types.includes('Land') })
    }
  }
  return out
}

function applies(c: Change, obj: CardObject, face: CardFace, subtypes: string[]): boolean {
  const lands = c.st.lands
  if (lands === 'all') return true
  if (lands === 'nonbasic') return !face.supertypes.includes('Basic')
  if (lands === 'enchanted') return c.source.attachedTo === obj.id
  return subtypes.includes(lands.subtype)
}

const changedFaces = new WeakMap<CardFace, Map<string, CardFace>>()

/** The land's face with the land-type effects on the battlefield applied (the face itself when none applies). */
export function landTypesApplied(state: GameState, obj: CardObject, face: CardFace): CardFace {
  if (!face.types.includes('Land') || !anyLandTypes(state)) return face
  let changes = changesOn(state)
  if (!changes.length) return face
  // A land's own land-type ability is gone while another effect sets its land types (Blood Moon and Urborg: CR
  // 305.7 and 613.8, the set effect applies first and removes the ability).
  changes = changes.filter(
    (c) =>
      !c.sourceIsLand ||
      !changes.some((o) => o !== c && !o.st.add && applies(o, c.source, sourceFace(state, c.source), [])),
  )
  // Effects that don't depend on a land type apply first, then those that name one ("All Mountains are Plains",
  // which depends on Blood Moon making lands Mountains, CR 613.8), each in timestamp order (CR 613.7).
  const ordered = [
    ...changes.filter((c) => typeof c.st.lands === 'string'),
    ...changes.filter((c) => typeof c.st.lands !== 'string'),
  ]
  let subtypes = face.subtypes
  let set = false
  let creature: LandTypeStatic['creature']
  for (const c of ordered) {
    if (!applies(c, obj, face, subtypes)) continue
    if (c.st.creature) creature = c.st.creature // the latest in timestamp order (CR 613.7)
    // "… is the chosen type" (Phantasmal Terrain): the type its source's controller chose as it entered.
    const types = c.st.chosen ? (c.source.chosen?.basicLandType ? [c.source.chosen.basicLandType] : []) : c.st.types
    if (c.st.chosen && !types.length) continue
    if (c.st.add) subtypes = [...subtypes, ...types.filter((t) => !subtypes.includes(t))]
    else {
      subtypes = [...subtypes.filter((t) => CREATURE_TYPES.includes(t)), ...types]
      set = true
    }
  }
  if (!set && subtypes === face.subtypes && !creature) return face
  const changed = set || subtypes !== face.subtypes ? changedFace(face, subtypes, set) : face
  // An animation until end of turn is taken as the later effect and keeps its power and toughness (CR 613.7).
  return creature ? creatureFace(changed, creature, !!obj.mods?.some((m) => m.animate)) : changed
}

const creatureFaces = new WeakMap<CardFace, Map<string, CardFace>>()

/** CR 613.1d-e, 613.4b: the land is a creature too ("that are still lands"), with this base power and toughness and,
 *  when named, colour. */
function creatureFace(face: CardFace, c: NonNullable<LandTypeStatic['creature']>, keepPT: boolean): CardFace {
  const key = `${c.power}/${c.toughness}:${(c.colors ?? []).join('')}:${keepPT}`
  let byKey = creatureFaces.get(face)
  if (!byKey) creatureFaces.set(face, (byKey = new Map()))
  let f = byKey.get(key)
  if (f) return f
  const types = face.types.includes('Creature') ? face.types : [...face.types, 'Creature']
  const typeLine = `${[...face.supertypes, ...types].join(' ')}${face.subtypes.length ? ` — ${face.subtypes.join(' ')}` : ''}`
  f = {
    ...face,
    types,
    typeLine,
    ...(keepPT && face.power !== undefined ? {} : { power: String(c.power), toughness: String(c.toughness) }),
    ...(c.colors ? { colors: c.colors as CardFace['colors'] } : {}),
  }
  byKey.set(key, f)
  return f
}

function sourceFace(state: GameState, source: CardObject): CardFace {
  const def = state.cards[source.def]
  return def.faces[source.face ?? 0] ?? def.faces[0]
}

function changedFace(face: CardFace, subtypes: string[], set: boolean): CardFace {
  const key = `${set ? 'set' : 'add'}:${subtypes.join(',')}`
  let byKey = changedFaces.get(face)
  if (!byKey) changedFaces.set(face, (byKey = new Map()))
  let f = byKey.get(key)
  if (f) return f
  const intrinsic = subtypes.flatMap((t) => (BASIC_LAND_MANA[t] ? [intrinsicManaAbility(BASIC_LAND_MANA[t])] : []))
  const typeLine = `${[...face.supertypes, ...face.types].join(' ')}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`
  const { abilities: _stored, ...rest } = face as CardFace & { abilities?: unknown }
  if (set)
    // CR 305.7: the abilities of its rules text are gone; it has each new basic land type's mana ability.
    f = { ...rest, subtypes, typeLine, oracleText: '', keywords: [], manaAbilities: intrinsic, unsupportedManaText: [] }
  else {
    const have = new Set(face.manaAbilities.map((a) => a.text))
    const added = intrinsic.filter((a) => !have.has(a.text))
    f = { ...face, subtypes, typeLine, manaAbilities: [...added, ...face.manaAbilities] }
  }
  byKey.set(key, f)
  return f
}
