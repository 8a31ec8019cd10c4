// Subtype words (CR 205.3). A subtype named on its own as a noun ("target Forest", "another target Elf"): which card
// type it belongs to, so the noun names creatures or lands. And whether a word before a noun is any subtype at all:
// "target nonlegendary creature" is not a creature of the subtype "nonlegendary".
import { CREATURE_TYPES } from '../cards/creatureTypes'

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

/** The subtypes of the other card types, lower case, by card type: artifact (CR 205.3g), enchantment (205.3h), land
 *  types not above (205.3i), planeswalker (205.3j), spell (205.3k) and battle (205.3q) types. */
const SUBTYPES_BY_TYPE = {
  artifact: `attraction blood bobblehead clue contraption equipment food fortification gold incubator junk lander map
  powerstone spacecraft stone terminus treasure vehicle`,
  enchantment: 'aura background cartouche case class curse role room rune saga shard shrine',
  land: 'sphere tower',
  planeswalker: `abian ajani aminatou angrath arlinn ashiok bahamut basri bolas calix chandra comet dack dakkon daretti
  davriel dihada domri dovin ellywick elminster elspeth estrid freyalise garruk gideon grist guff huatli inzerva jace
  jared jaya jeska kaito karn kasmina kaya kiora koth liliana lolth lukka minsc mordenkainen nahiri narset niko nissa
  nixilis oko quintorius ral rowan saheeli samut sarkhan serra sivitri sorin szat tamiyo tasha teferi teyo tezzeret
  tibalt tyvar ugin urza venser vivien vraska vronos will windgrace wrenn xenagos yanggu yanling zariel`,
  spell: 'adventure arcane chorus lesson omen trap',
  battle: 'siege',
} as const
export type SubtypeCardType = keyof typeof SUBTYPES_BY_TYPE | 'creature'
const OTHER_TYPE_OF = new Map<string, SubtypeCardType>(
  Object.entries(SUBTYPES_BY_TYPE).flatMap(([type, words]) =>
    words.split(/\s+/).map((w) => [w, type as SubtypeCardType] as const),
  ),
)
let creatureTypes: Set<string> | null = null

/** 'creature' or 'land' for a singular subtype word in lower case; null for any other word. */
export function subtypeNounKind(word: string): 'creature' | 'land' | null {
  if (LAND_TYPES.has(word)) return 'land'
  creatureTypes ??= new Set(CREATURE_TYPES.map((t) => t.toLowerCase()))
  return creatureTypes.has(word) ? 'creature' : null
}

/** The singular forms a plural word may have ("elves" → "elf", "fungi" stays). */
function singulars(w: string): string[] {
  return [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ves$/, 'f'), w.replace(/ies$/, 'y')]
}

/** The card type a subtype word (either case, singular or plural) belongs to, or null for no subtype: a noun made of a
 *  subtype alone names objects of that card type (CR 205.3): "Plains" lands, "Equipment" artifacts, "Elves" creatures. */
export function subtypeCardType(word: string): SubtypeCardType | null {
  for (const w of singulars(word.toLowerCase())) {
    const kind = subtypeNounKind(w) ?? OTHER_TYPE_OF.get(w)
    if (kind) return kind
  }
  return null
}

/** Is the word (either case, singular or plural) a subtype of any card type (CR 205.3)? */
export function isSubtypeWord(word: string): boolean {
  return subtypeCardType(word) !== null
}

/** The noun a subtype alone makes (CR 205.3): the objects of its card type, or null when it names no permanent. */
export function subtypeNounWhat(
  word: string,
): 'creature' | 'land' | 'artifact' | 'enchantment' | 'planeswalker' | null {
  const type = subtypeCardType(word)
  return type === 'spell' || type === 'battle' ? null : type
}
