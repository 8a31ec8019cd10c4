// Protection (CR 702.16): a permanent with protection from a quality can't be Damaged, Enchanted or Equipped,
// Blocked or Targeted by anything with that quality (DEBT, CR 702.16b-f). Protection is a keyword string
// ("protection from red", "protection from everything", "protection from artifacts"), printed or granted.
import type { CardObject, GameState } from './types'
import { colorsOf, faceOf, hasKeyword, hasType, keywordsOf } from './query'
import { subtypeWordMatches } from './legalTargets'
import { CREATURE_TYPES } from '../cards/creatureTypes'

const COLOR_NAMES: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
const TYPE_NAMES: Record<string, string> = {
  artifacts: 'Artifact',
  creatures: 'Creature',
  enchantments: 'Enchantment',
  instants: 'Instant',
  sorceries: 'Sorcery',
  planeswalkers: 'Planeswalker',
  lands: 'Land',
}

/** The protection keywords an object has now ("red", "everything", "artifacts"). */
export function protectionsOf(
  state: GameState,
  obj: CardObject,
  kw: ReadonlySet<string> = keywordsOf(state, obj),
): string[] {
  const out: string[] = []
  for (const k of kw) if (k.startsWith('protection from ')) out.push(k.slice('protection from '.length))
  return out
}

/** Does a quality ("red", "everything", "artifacts", "multicolored") describe `source` (CR 702.16a)? */
export function hasQuality(state: GameState, quality: string, source: CardObject): boolean {
  if (quality === 'everything') return true // CR 702.16j
  const color = COLOR_NAMES[quality]
  if (color) return colorsOf(state, source).includes(color)
  if (quality === 'multicolored') return colorsOf(state, source).length > 1
  if (quality === 'monocolored') return colorsOf(state, source).length === 1
  const type = TYPE_NAMES[quality]
  if (type) return hasType(state, source, type)
  // A subtype ("Goblins", "Arcane"): changeling is every creature type (CR 205.3, 702.73a).
  if (subtypeWordMatches(quality, faceOf(state, source)?.subtypes ?? [])) return true
  return hasKeyword(state, source, 'changeling') && subtypeWordMatches(quality, CREATURE_TYPES as string[])
}

/** Is `obj` protected from `source` (CR 702.16)? */
export function protectedFrom(
  state: GameState,
  obj: CardObject,
  source: CardObject | undefined,
  kw?: ReadonlySet<string>,
): boolean {
  if (!source) return false
  const list = protectionsOf(state, obj, kw)
  return list.length > 0 && list.some((q) => hasQuality(state, q, source))
}
