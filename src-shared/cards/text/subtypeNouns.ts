// Subtype words (CR 205.3). A subtype named on its own as a noun ("target Forest", "another target Elf"): which card
// type it belongs to, so the noun names creatures or lands. And whether a word before a noun is any subtype at all:
// "target nonlegendary creature" is not a creature of the subtype "nonlegendary".
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

/** The subtypes of other card types, lower case: artifact (CR 205.3g), enchantment (205.3h), land types not above
 *  (205.3i), planeswalker (205.3j), spell (205.3k) and battle (205.3q) types. */
const OTHER_SUBTYPES = new Set(
  `attraction blood bobblehead clue contraption equipment food fortification gold incubator junk lander map powerstone
  spacecraft stone terminus treasure vehicle
  aura background cartouche case class curse role room rune saga shard shrine
  sphere tower
  abian ajani aminatou angrath arlinn ashiok bahamut basri bolas calix chandra comet dack dakkon daretti davriel
  dihada domri dovin ellywick elminster elspeth estrid freyalise garruk gideon grist guff huatli inzerva jace jared
  jaya jeska kaito karn kasmina kaya kiora koth liliana lolth lukka minsc mordenkainen nahiri narset niko nissa nixilis
  oko quintorius ral rowan saheeli samut sarkhan serra sivitri sorin szat tamiyo tasha teferi teyo tezzeret tibalt
  tyvar ugin urza venser vivien vraska vronos will windgrace wrenn xenagos yanggu yanling zariel
  adventure arcane chorus lesson omen trap
  siege`.split(/\s+/),
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

/** Is the word (either case, singular or plural) a subtype of any card type (CR 205.3)? */
export function isSubtypeWord(word: string): boolean {
  return singulars(word.toLowerCase()).some((w) => subtypeNounKind(w) !== null || OTHER_SUBTYPES.has(w))
}
