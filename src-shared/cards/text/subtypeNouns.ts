// A subtype named on its own as a noun ("target Forest", "another target Elf", CR 205.3): which card type it
// belongs to, so the noun names creatures or lands. Other words are no such noun.
import { CREATURE_TYPES } from '../creatureTypes'

const LAND_TYPES = new Set([
  'plains',
  'island',
  'swamp',
  'mountain',
  'forest',
  'desert',
  'gate',
  'lair',
  'locus',
  'cave',
])
let creatureTypes: Set<string> | null = null

/** 'creature' or 'land' for a singular subtype word in lower case; null for any other word. */
export function subtypeNounKind(word: string): 'creature' | 'land' | null {
  if (LAND_TYPES.has(word)) return 'land'
  creatureTypes ??= new Set(CREATURE_TYPES.map((t) => t.toLowerCase()))
  return creatureTypes.has(word) ? 'creature' : null
}
