// Targets (CR 115): what a target spec matches, whether a target is still legal (CR 608.2b), and the legal targets
// of a spell or ability.
import { type TargetSpec } from './abilities'
import type { CardObject, GameState, ObjId, PlayerIndex, Target } from './types'
import { protectedFrom } from './protection'
import { sourceLastKnown } from './lastKnown'
import { CREATURE_TYPES } from '../cards/creatureTypes'
import {
  playerName,
  nameOf,
  isAlive,
  isCreature,
  hasType,
  colorsOf,
  keywordsOf,
  faceOf,
  abilitiesOf,
  faceIsHistoric,
  isPermanentCard,
  isPlaneswalker,
  isLand,
  powerToughness,
  isModified,
  isHistoric,
  powerOf,
  staticSources,
} from './query'

export function targetName(state: GameState, target: Target): string {
  return 'player' in target ? playerName(state, target.player) : nameOf(state, target.card)
}

// ---- targeting (CR 115) ----

/** A target spec with "mana value X" made concrete for the spell's announced X (CR 601.2b, 107.3): X is chosen
 *  before targets, so they are legal against it (CR 601.2c) and checked again on resolution (CR 608.2b). Where X
 *  isn't known (a line resolved by hand), the spec is read without it. */
export function specWithX(spec: TargetSpec, x: number | undefined): TargetSpec {
  if (!spec.xManaValue) return spec
  const { xManaValue: how, ...rest } = spec
  if (x === undefined) return rest
  return {
    ...rest,
    ...(how !== 'ge' ? { maxManaValue: Math.min(x, spec.maxManaValue ?? x) } : {}),
    ...(how !== 'le' ? { minManaValue: Math.max(x, spec.minManaValue ?? x) } : {}),
  }
}

/** Target specs for the spell's X (`specWithX`), the same array when none names X. */
export function specsWithX<T extends TargetSpec | undefined>(specs: T[], x: number | undefined): T[] {
  return specs.some((t) => t?.xManaValue) ? specs.map((t) => (t ? (specWithX(t, x) as T) : t)) : specs
}

/** Is `target` a legal choice for `spec`, for a spell or ability controlled by `controller` (CR 115, 702.11, 702.18)? */
export function targetIsLegal(
  state: GameState,
  spec: TargetSpec,
  target: Target,
  controller: PlayerIndex,
  sourceId?: ObjId,
  sources?: CardObject[],
): boolean {
  if ('player' in target) {
    if (!isAlive(state, target.player)) return false
    // CR 702.11c: "You have hexproof": no spell or ability an opponent controls targets that player.
    if (target.player !== controller && playerHas(state, target.player, 'hexproof')) return false
    // CR 702.18c: "You have shroud": no spell or ability targets that player, their own neither.
    if (playerHas(state, target.player, 'shroud')) return false
    if (spec.what === 'any' || spec.what === 'player' || spec.what === 'playerOrPlaneswalker') return true
    if (spec.what === 'opponent' || spec.what === 'opponentOrPlaneswalker') return target.player !== controller
    return false
  }
  const obj = state.objects[target.card]
  if (!obj) return false
  if (spec.xManaValue) spec = specWithX(spec, undefined) // X unknown here: a line resolved by hand
  if (spec.what === 'card') return cardInZoneMatches(state, spec, obj, controller) // CR 115.1: a card in a zone
  // "target spell or permanent" (CR 115.1): a spell other than the source's, or a permanent.
  if (spec.what === 'spellOrPermanent') {
    if (obj.zone === 'stack')
      return target.card !== sourceId && state.stack.some((s) => s.kind === 'spell' && s.id === obj.id)
    if (obj.zone !== 'battlefield') return false
    return targetIsLegal(state, { ...spec, what: 'permanent' }, target, controller, sourceId, sources)
  }
  if (spec.what.endsWith('Spell') || spec.what === 'spell') {
    if (obj.zone !== 'stack' || target.card === sourceId) return false
    if (!state.stack.some((s) => s.kind === 'spell' && s.id === obj.id)) return false
    if (spec.youControl && obj.controller !== controller) return false // "… spell you control" (CR 110.2)
    if (spec.what === 'creatureSpell') return isCreature(state, obj)
    if (spec.what === 'noncreatureSpell') return !isCreature(state, obj)
    if (spec.what === 'instantOrSorcerySpell') return hasType(state, obj, 'Instant') || hasType(state, obj, 'Sorcery')
    // "target red spell", "target instant spell" (CR 105.2, 205.2).
    const colors = colorsOf(state, obj)
    if (spec.color && !colors.includes(spec.color) && !(spec.orColor && colors.includes(spec.orColor))) return false
    if (spec.notColor && colors.includes(spec.notColor)) return false
    if (spec.multicolored && colors.length < 2) return false // CR 105.4
    if (spec.thatTargets && !spellTargets(state, obj.id, spec.thatTargets, controller)) return false
    if (spec.colorless && colors.length) return false // CR 105.2c
    if (spec.maxManaValue !== undefined || spec.minManaValue !== undefined) {
      const mv = spellManaValue(state, obj)
      if (spec.maxManaValue !== undefined && mv > spec.maxManaValue) return false
      if (spec.minManaValue !== undefined && mv < spec.minManaValue) return false
    }
    if (spec.cardType && !spec.cardType.split('|').some((t) => hasType(state, obj, t))) return false
    return true
  }
  if (obj.zone !== 'battlefield') return false
  const kw = keywordsOf(state, obj, sources)
  if (kw.has('shroud')) return false // CR 702.18a
  if (kw.has('hexproof') && obj.controller !== controller) return false // CR 702.11b
  const source = sourceId ? sourceObject(state, sourceId) : undefined
  if (sourceId && protectedFrom(state, obj, source, kw)) return false // CR 702.16c
  if (spec.belowSource && source?.zone !== 'battlefield') {
    // CR 608.2h: the source has left; its last known power, recorded by the ability.
    const item = sourceId
      ? (state.stack.find((i) => i.id === sourceId) ?? state.triggered.find((i) => i.id === sourceId))
      : undefined
    const power = item ? sourceLastKnown(item)?.power : undefined
    if (power === undefined || !belowPower(state, spec.belowSource, obj, power)) return false
    spec = { ...spec, belowSource: undefined }
  }
  return matchesSpec(state, spec, obj, controller, kw, source?.id) // "another target …": not its source (CR 115.1)
}

/** Whether the spell `id` targets you or a permanent the noun names (CR 115.7: "target spell that targets …"). */
function spellTargets(
  state: GameState,
  id: ObjId,
  what: NonNullable<TargetSpec['thatTargets']>,
  controller: PlayerIndex,
): boolean {
  const item = state.stack.find((i) => i.kind === 'spell' && i.source === id)
  return !!item?.targets.some((t) =>
    'player' in t
      ? !!what.you && t.player === controller
      : !!what.spec &&
        state.objects[t.card]?.zone === 'battlefield' &&
        matchesSpec(state, what.spec, state.objects[t.card], controller),
  )
}

/** A spell's mana value on the stack, X included as chosen (CR 202.3e). */
export function spellManaValue(state: GameState, obj: CardObject): number {
  const face = faceOf(state, obj)
  const x = state.stack.find((i) => i.kind === 'spell' && i.source === obj.id)?.x ?? 0
  const xs = face?.manaCost?.symbols.filter((sym) => sym.kind === 'variable' && sym.letter === 'X').length ?? 0
  return (face?.manaValue ?? 0) + x * xs
}

/** "You have hexproof / shroud" (CR 702.11c, 702.18c) from a permanent the player controls. */
function playerHas(state: GameState, player: PlayerIndex, rule: 'hexproof' | 'shroud'): boolean {
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player) continue
    if (abilitiesOf(state, o)?.statics.some((st) => st.kind === 'playerRule' && st.rule === rule)) return true
  }
  return false
}

/** The object a spell or ability comes from: the spell itself, or an ability's source (by stack item id). */
function sourceObject(state: GameState, id: ObjId): CardObject | undefined {
  const obj = state.objects[id]
  if (obj) return obj
  const item = state.stack.find((i) => i.id === id) ?? state.triggered.find((i) => i.id === id)
  return item ? state.objects[item.source] : undefined
}

/** A card in a graveyard that a target phrase names ("target creature card from your graveyard"). */
export function cardInZoneMatches(
  state: GameState,
  spec: TargetSpec,
  obj: CardObject,
  controller: PlayerIndex,
): boolean {
  if (obj.zone !== (spec.zone ?? 'graveyard')) return false
  if (spec.yours && obj.owner !== controller) return false
  if (spec.opponents && obj.owner === controller) return false
  const face = state.cards[obj.def].faces[obj.face ?? 0]
  if (spec.subtype && !subtypeWordMatches(spec.subtype, face.subtypes)) return false
  if (spec.multicolored && face.colors.length < 2) return false // CR 105.4
  if (spec.historic && !faceIsHistoric(face)) return false
  if (spec.maxManaValue !== undefined && face.manaValue > spec.maxManaValue) return false
  if (spec.minManaValue !== undefined && face.manaValue < spec.minManaValue) return false
  if (!spec.cardType) return true
  if (spec.cardType === 'Permanent') return isPermanentCard(state, obj)
  if (spec.cardType === 'Nonland') return !face.types.includes('Land')
  return spec.cardType.split('|').some((t) => face.types.includes(t))
}

/** Does a creature type word ("goblin", "elves") name one of these subtypes? */
export function subtypeWordMatches(word: string, subtypes: string[]): boolean {
  if (word.includes('|')) return word.split('|').some((w) => subtypeWordMatches(w, subtypes)) // "Samurai or Warrior"
  const w = word.toLowerCase()
  const singular = w.endsWith('ves') ? w.slice(0, -3) + 'f' : w.endsWith('ies') ? w.slice(0, -3) + 'y' : w
  return subtypes.some((t) => {
    const s = t.toLowerCase()
    return s === w || s === singular || s + 's' === w || s + 'es' === w
  })
}

/** Has it this creature type (CR 205.3m), changeling's every type included (CR 702.73a)? */
function hasCreatureType(state: GameState, obj: CardObject, type: string, kw: ReadonlySet<string>): boolean {
  if (faceOf(state, obj)?.subtypes.includes(type)) return true
  return kw.has('changeling') || !!abilitiesOf(state, obj)?.keywords.includes('changeling')
}

/** Does a permanent fit a target description's type and control words (not hexproof/shroud: CR 303.4d)? */
export function matchesSpec(
  state: GameState,
  spec: TargetSpec,
  obj: CardObject,
  controller: PlayerIndex,
  kw = keywordsOf(state, obj),
  sourceId?: ObjId,
): boolean {
  if (spec.other && obj.id === sourceId) return false
  if (spec.controlledByTarget !== undefined) return false // read only where its target is known (effects.ts)
  if (spec.attachedToSelf && (!sourceId || obj.attachedTo !== sourceId)) return false
  if (spec.host && (!sourceId || state.objects[sourceId]?.attachedTo !== obj.id)) return false // CR 303.4e
  if (spec.youControl && obj.controller !== controller) return false
  if (spec.owned && obj.owner !== controller) return false
  if (spec.opponentControls && obj.controller === controller) return false
  const creature = isCreature(state, obj)
  const pw = isPlaneswalker(state, obj)
  switch (spec.what) {
    case 'any':
    case 'creatureOrPlaneswalker':
      if (!creature && !pw) return false
      break
    case 'playerOrPlaneswalker':
    case 'opponentOrPlaneswalker':
    case 'planeswalker':
      if (!pw) return false
      break
    case 'creature':
      if (!creature) return false
      break
    case 'artifact':
      if (!hasType(state, obj, 'Artifact')) return false
      break
    case 'enchantment':
      if (!hasType(state, obj, 'Enchantment')) return false
      break
    case 'artifactOrEnchantment':
      if (!hasType(state, obj, 'Artifact') && !hasType(state, obj, 'Enchantment')) return false
      break
    case 'artifactOrCreature':
      if (!hasType(state, obj, 'Artifact') && !isCreature(state, obj)) return false
      break
    case 'land':
      if (!isLand(state, obj)) return false
      break
    case 'nonlandPermanent':
    case 'nonland':
      if (isLand(state, obj)) return false
      break
    case 'permanent':
      break
    default:
      return false
  }
  if (spec.notColor && colorsOf(state, obj).includes(spec.notColor)) return false
  if (spec.alsoNotColor && colorsOf(state, obj).includes(spec.alsoNotColor)) return false
  if (spec.color && !colorsOf(state, obj).includes(spec.color)) {
    if (!spec.orColor || !colorsOf(state, obj).includes(spec.orColor)) return false // "red or white" (CR 105.2)
  }
  if (spec.notType && hasType(state, obj, spec.notType)) return false
  if (spec.alsoType && !hasType(state, obj, spec.alsoType)) return false
  if (spec.anyType && !spec.anyType.some((t) => hasType(state, obj, t))) return false
  if (spec.nonbasic && faceOf(state, obj)?.supertypes.includes('Basic')) return false // CR 205.4a
  if (spec.nontoken && obj.token) return false // CR 111.1
  if (spec.token && !obj.token) return false
  if (spec.maxToughness !== undefined || spec.minToughness !== undefined) {
    const t = powerToughness(state, obj).toughness // CR 208.1
    if (spec.maxToughness !== undefined && t > spec.maxToughness) return false
    if (spec.minToughness !== undefined && t < spec.minToughness) return false
  }
  if (spec.multicolored && colorsOf(state, obj).length < 2) return false // CR 105.4
  if (spec.monocolored && colorsOf(state, obj).length !== 1) return false // CR 105.2a
  if (spec.supertype || spec.notSupertype) {
    const supertypes = faceOf(state, obj)?.supertypes ?? [] // CR 205.4
    if (spec.supertype && !supertypes.includes(spec.supertype)) return false
    if (spec.notSupertype && supertypes.includes(spec.notSupertype)) return false
  }
  if (spec.notSubtype) {
    if (subtypeWordMatches(spec.notSubtype, faceOf(state, obj)?.subtypes ?? [])) return false
    // CR 702.73a: a changeling is every creature type, so it is never "non-Elf".
    const changeling = kw.has('changeling') || !!abilitiesOf(state, obj)?.keywords.includes('changeling')
    if (changeling && subtypeWordMatches(spec.notSubtype, CREATURE_TYPES as string[])) return false
  }
  if (spec.notAttacking && state.combat?.attackers.some((a) => a.id === obj.id)) return false // CR 508.1
  if (spec.faceDown && !obj.faceDown) return false // CR 708.2
  if (spec.modified && !isModified(state, obj)) return false
  if (spec.historic && !isHistoric(state, obj)) return false
  if (spec.withCounter && !((obj.counters?.[spec.withCounter] ?? 0) > 0)) return false // CR 122.1
  if (spec.subtype && !subtypeWordMatches(spec.subtype, faceOf(state, obj)?.subtypes ?? [])) {
    // CR 702.73a: changeling is every creature type.
    const changeling = kw.has('changeling') || !!abilitiesOf(state, obj)?.keywords.includes('changeling')
    if (!changeling || !subtypeWordMatches(spec.subtype, CREATURE_TYPES as string[])) return false
  }
  if (spec.untapped && obj.tapped) return false
  // CR 614.12: "of the chosen type / color", the choice made as the source entered.
  if (spec.chosenType || spec.chosenColor) {
    const chosen = sourceId ? state.objects[sourceId]?.chosen : undefined
    if (spec.chosenColor && (!chosen?.color || !colorsOf(state, obj).includes(chosen.color))) return false
    if (spec.chosenType && (!chosen?.creatureType || !hasCreatureType(state, obj, chosen.creatureType, kw)))
      return false
  }
  if (spec.withoutKeyword && kw.has(spec.withoutKeyword)) return false
  if (spec.blocking && !state.combat?.blockers.some((b) => b.id === obj.id)) return false
  if (spec.maxPower !== undefined && powerOf(state, obj) > spec.maxPower) return false
  if (spec.blockingSource && !state.combat?.blockers.some((b) => b.id === obj.id && b.blocks === sourceId)) return false // CR 509.1g: blocking the source
  if (spec.defendingControls && !isDefendingPlayer(state, obj.controller, sourceId)) return false
  if (spec.lesserPowerThanSource) {
    const source = sourceId ? state.objects[sourceId] : undefined
    if (!source || powerOf(state, obj) >= powerOf(state, source)) return false // CR 702.134a
  }
  // CR 208.1: "with toughness less than ~'s power", read against the source on the battlefield (a source gone is
  // read by `targetIsLegal` from the ability's record, CR 608.2h).
  if (spec.belowSource) {
    const source = sourceId ? state.objects[sourceId] : undefined
    if (source?.zone !== 'battlefield' || !belowPower(state, spec.belowSource, obj, powerOf(state, source)))
      return false
  }
  if (spec.minPower !== undefined && powerOf(state, obj) < spec.minPower) return false
  if (spec.maxManaValue !== undefined && (faceOf(state, obj)?.manaValue ?? 0) > spec.maxManaValue) return false
  if (spec.minManaValue !== undefined && (faceOf(state, obj)?.manaValue ?? 0) < spec.minManaValue) return false
  if (spec.tapped && !obj.tapped) return false
  if (spec.withKeyword && !kw.has(spec.withKeyword)) return false
  if (spec.attacking && !state.combat?.attackers.some((a) => a.id === obj.id)) return false
  if (
    spec.inCombat &&
    !state.combat?.attackers.some((a) => a.id === obj.id) &&
    !state.combat?.blockers.some((b) => b.id === obj.id)
  )
    return false
  return true
}

/** Every legal target for `spec` (players first, then permanents, then spells). */
export function legalTargets(state: GameState, spec: TargetSpec, controller: PlayerIndex, sourceId?: ObjId): Target[] {
  const out: Target[] = []
  for (let p = 0; p < state.players.length; p++) {
    const t = { player: p }
    if (targetIsLegal(state, spec, t, controller, sourceId)) out.push(t)
  }
  if (spec.what.endsWith('Spell') || spec.what === 'spell' || spec.what === 'spellOrPermanent') {
    for (const item of state.stack)
      if (item.kind === 'spell') {
        const t = { card: item.id }
        if (targetIsLegal(state, spec, t, controller, sourceId)) out.push(t)
      }
    if (spec.what !== 'spellOrPermanent') return out
  }
  if (spec.what === 'card') {
    for (let p = 0; p < state.players.length; p++)
      for (const id of state.players[p].zones.graveyard ?? []) {
        const t = { card: id }
        if (targetIsLegal(state, spec, t, controller, sourceId)) out.push(t)
      }
    return out
  }
  const sources = staticSources(state) // one unchanged state: its static sources once, not once per permanent
  for (const id of state.battlefield) {
    const t = { card: id }
    if (targetIsLegal(state, spec, t, controller, sourceId, sources)) out.push(t)
  }
  return out
}

/** CR 506.2, 508.5a: "defending player" for a source: the player it attacks (or the controller of the planeswalker
 *  it attacks); an Aura's or Equipment's, the player its creature attacks (CR 303.4e, 301.5c); another source's
 *  (Elite Scaleguard's "whenever a creature you control attacks"), a player an attacking creature attacks. */
function isDefendingPlayer(state: GameState, player: PlayerIndex, sourceId: ObjId | undefined): boolean {
  const attackers = state.combat?.attackers ?? []
  const defender = (t: Target) => ('player' in t ? t.player : state.objects[t.card]?.controller)
  const host = sourceId ? state.objects[sourceId]?.attachedTo : undefined
  const own = attackers.find((a) => a.id === sourceId) ?? (host ? attackers.find((a) => a.id === host) : undefined)
  if (own) return defender(own.target) === player
  return attackers.some((a) => defender(a.target) === player)
}

/** "with toughness less than ~'s power" (CR 208.1): the permanent's power or toughness against the source's power. */
export function belowPower(
  state: GameState,
  below: NonNullable<TargetSpec['belowSource']>,
  obj: CardObject,
  sourcePower: number,
): boolean {
  const pt = powerToughness(state, obj)
  const own = below.stat === 'power' ? pt.power : pt.toughness
  return below.orEqual ? own <= sourcePower : own < sourcePower
}
