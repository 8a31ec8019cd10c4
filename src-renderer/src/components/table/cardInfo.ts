// What a card shows: read from the card data of the view the table renders (never from hidden information).
import { HIDDEN_CARD, abilitiesOf, faceOf, keywordsOf, nameOf, powerToughness } from '@shared/engine'
import type { CardObject, GameState, ObjId } from '@shared/engine'

/** The shared "no marks" list (a stable prop: cards without marks don't re-render). */
export const NO_MARKS: readonly string[] = Object.freeze([])

export interface CardInfo {
  id: ObjId
  hidden: boolean
  name: string
  cost: string
  typeLine: string
  text: string
  /** "2/2", or null. */
  pt: string | null
  loyalty: number | null
  /** The frame colour: W, U, B, R, G, 'M' (multicolour), 'C' (colourless), 'L' (land). */
  frame: string
  tapped: boolean
  sick: boolean
  damage: number
  counters: [string, number][]
  keywords: string[]
  isLand: boolean
  isCreature: boolean
  token: boolean
  attachedTo: ObjId | null
  label: string
}

// A card's P/T and keywords depend on the permanents with static abilities (anthems, Auras, Equipment). The info
// of an unchanged object (same object: states share them) is reused while those permanents are the same: a board
// of 200 permanents re-renders in a few milliseconds after an action.
const envCache = new WeakMap<GameState, string>()
const infoCache = new WeakMap<CardObject, { env: string; state: GameState; info: CardInfo }>()

function staticEnvironment(state: GameState): string {
  let env = envCache.get(state)
  if (env !== undefined) return env
  const parts: string[] = []
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o && o.def !== HIDDEN_CARD && state.cards[o.def] && (abilitiesOf(state, o)?.statics.length ?? 0) > 0)
      parts.push(`${id}:${o.controller}:${o.attachedTo ?? ''}`)
  }
  env = parts.join('|')
  envCache.set(state, env)
  return env
}

export function cardInfo(state: GameState, id: ObjId): CardInfo {
  const obj: CardObject | undefined = state.objects[id]
  if (!obj || obj.attachedTo) return readCardInfo(state, id)
  const env = staticEnvironment(state)
  const hit = infoCache.get(obj)
  if (hit && hit.env === env && (hit.state === state || hit.state.cards[obj.def] === state.cards[obj.def]))
    return hit.info
  const info = readCardInfo(state, id)
  infoCache.set(obj, { env, state, info })
  return info
}

/** A face-down creature's power and toughness: a 2/2 with its counters and effects (CR 708.2a). */
function faceDownPT(state: GameState, obj: CardObject): string {
  const { power, toughness } = powerToughness(state, obj)
  return `${power}/${toughness}`
}

function readCardInfo(state: GameState, id: ObjId): CardInfo {
  const obj: CardObject | undefined = state.objects[id]
  if (!obj || obj.def === HIDDEN_CARD || !state.cards[obj.def]) {
    const label = obj?.faceDown && obj.zone === 'battlefield' ? 'A face-down card' : 'A hidden card'
    return {
      id,
      hidden: true,
      name: label,
      cost: '',
      typeLine: '',
      text: '',
      pt: obj?.faceDown ? faceDownPT(state, obj) : null,
      loyalty: null,
      frame: 'back',
      tapped: !!obj?.tapped,
      sick: false,
      damage: obj?.damage ?? 0,
      counters: Object.entries(obj?.counters ?? {}),
      keywords: [],
      isLand: false,
      isCreature: !!obj?.faceDown && obj.zone === 'battlefield', // CR 708.2a
      token: false,
      attachedTo: null,
      label: `${label}${obj?.tapped ? ', tapped' : ''}`,
    }
  }
  const face = faceOf(state, obj)
  const name = nameOf(state, id)
  const types = face?.types ?? []
  const isCreature = types.includes('Creature')
  const isLand = types.includes('Land')
  let pt: string | null = null
  if (isCreature) {
    const { power, toughness } = powerToughness(state, obj)
    pt = `${power}/${toughness}`
  }
  const loyalty = types.includes('Planeswalker') ? (obj.counters.loyalty ?? Number(face?.loyalty ?? 0)) : null
  const colors = face?.colors ?? []
  const frame = isLand ? 'L' : colors.length === 0 ? 'C' : colors.length > 1 ? 'M' : colors[0]
  const counters = Object.entries(obj.counters).filter(
    ([kind, n]) => n !== 0 && !(kind === 'loyalty' && loyalty !== null),
  )
  const keywords = obj.zone === 'battlefield' ? [...keywordsOf(state, obj)] : []
  // Summoning sickness matters only without haste (CR 302.6, 702.10): not shown on a hasty creature.
  const sick = obj.sick && isCreature && obj.zone === 'battlefield' && !keywords.includes('haste')
  const parts = [name]
  if (obj.tapped) parts.push('tapped')
  if (pt) parts.push(pt)
  if (loyalty !== null) parts.push(`loyalty ${loyalty}`)
  if (obj.damage) parts.push(`${obj.damage} damage`)
  if (sick) parts.push('summoning sick')
  for (const [kind, n] of counters) parts.push(`${n} ${kind} counter${n === 1 ? '' : 's'}`)
  if (obj.attachedTo && state.objects[obj.attachedTo]) parts.push(`attached to ${nameOf(state, obj.attachedTo)}`)
  return {
    id,
    hidden: false,
    name,
    cost: face?.manaCostText ?? '',
    typeLine: face?.typeLine ?? '',
    text: face?.oracleText ?? '',
    pt,
    loyalty,
    frame,
    tapped: obj.tapped,
    sick,
    damage: obj.damage,
    counters,
    keywords,
    isLand,
    isCreature,
    token: !!obj.token,
    attachedTo: obj.attachedTo ?? null,
    label: parts.join(', '),
  }
}

/** Human names of zones (variant zones are shown by their own name). */
export function zoneLabel(zone: string): string {
  const names: Record<string, string> = {
    library: 'Library',
    hand: 'Hand',
    graveyard: 'Graveyard',
    exile: 'Exile',
    command: 'Command zone',
    outside: 'Sideboard',
    battlefield: 'Battlefield',
    stack: 'Stack',
    libraryBottom: 'Bottom of library',
  }
  if (names[zone]) return names[zone]
  return zone.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

/** Step names for the phase bar. */
export function stepLabel(step: string): string {
  const names: Record<string, string> = {
    untap: 'Untap',
    upkeep: 'Upkeep',
    draw: 'Draw',
    precombatMain: 'Main 1',
    beginCombat: 'Combat',
    declareAttackers: 'Attackers',
    declareBlockers: 'Blockers',
    firstStrikeDamage: 'First strike',
    combatDamage: 'Damage',
    endCombat: 'End combat',
    postcombatMain: 'Main 2',
    end: 'End',
    cleanup: 'Cleanup',
  }
  return names[step] ?? zoneLabel(step)
}
