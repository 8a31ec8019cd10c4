// Type lines (CR 205): "Legendary Creature — Human Wizard" → supertypes, card types, subtypes.

/** Supertypes (CR 205.4a), plus the Un-set "Host" and Scryfall's "Token" and Arena's "Elite". */
export const SUPERTYPES: readonly string[] = [
  'Basic',
  'Legendary',
  'Ongoing',
  'Snow',
  'World',
  'Host',
  'Elite',
  'Token',
]

/** Card types (CR 205.2a), plus the non-traditional ones (CR 205.2b: planes, schemes, …) and the old "Summon". */
export const CARD_TYPES: readonly string[] = [
  'Artifact',
  'Battle',
  'Conspiracy',
  'Creature',
  'Dungeon',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Phenomenon',
  'Plane',
  'Planeswalker',
  'Scheme',
  'Sorcery',
  'Tribal',
  'Vanguard',
  'Summon',
  'Hero',
]

const canonical = new Map<string, string>([...SUPERTYPES, ...CARD_TYPES].map((w) => [w.toLowerCase(), w]))

export interface TypeLine {
  supertypes: string[]
  types: string[]
  subtypes: string[]
}

// The dash between types and subtypes: em dash as printed (CR 205.1a), tolerating en dash and " - ".
const DASH = /(?<!\s)(?:\s+[—–-]\s+|\s*—\s*)/

/** Splits one face's type line (CR 205.1). Known type words are normalised to their printed case. */
export function parseTypeLine(text: string): TypeLine {
  const line = text.trim()
  const match = DASH.exec(line)
  const head = match ? line.slice(0, match.index) : line
  const tail = match ? line.slice(match.index + match[0].length) : ''
  const supertypes: string[] = []
  const types: string[] = []
  for (const word of head.split(/\s+/).filter(Boolean)) {
    const known = canonical.get(word.toLowerCase())
    if (known && SUPERTYPES.includes(known)) supertypes.push(known)
    else types.push(known ?? word)
  }
  // Subtypes are single words, except "Time Lord" (CR 205.3m newer wording); planar subtypes may be longer
  // ("Plane — Bolas's Meditation Realm"), kept as one subtype (CR 205.3n).
  let subtypes: string[] = []
  if (tail) {
    if (types.includes('Plane')) subtypes = [tail]
    else subtypes = joinTwoWordTypes(tail.split(/\s+/).filter(Boolean))
  }
  return { supertypes, types, subtypes }
}

function joinTwoWordTypes(words: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'Time' && words[i + 1] === 'Lord') {
      out.push('Time Lord')
      i++
    } else out.push(words[i])
  }
  return out
}

/** Rebuilds a type line from its parts (CR 205.1a). */
export function formatTypeLine(parts: TypeLine): string {
  const head = [...parts.supertypes, ...parts.types].join(' ')
  return parts.subtypes.length ? `${head} — ${parts.subtypes.join(' ')}` : head
}
