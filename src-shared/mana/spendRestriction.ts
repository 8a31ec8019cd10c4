// What restricted mana may be spent on (CR 106.6): "Spend this mana only to cast artifact spells or activate
// abilities of artifacts." A restriction is read into the kinds of spells (and of sources of activated abilities) it
// allows; one the engine can't read stays on the card as a rider resolved by hand.

/** One kind of spell or permanent: every word must hold (an "Elf creature", "colorless Eldrazi"). */
export interface SpendKind {
  /** Card types, lower case ("creature"). */
  types: string[]
  /** Subtypes, lower case ("eldrazi"). */
  subtypes: string[]
  /** Qualities: "noncreature", "multicolored", "colorless", "legendary". */
  qualities: string[]
}

/** What the mana may pay for: casting spells of any of `spells`, activating abilities of any of `abilities` (null:
 *  not that). An empty `abilities` list with `anyAbility` is "to activate abilities" of anything. */
export interface SpendRule {
  spells: SpendKind[] | null
  abilities: SpendKind[] | null
  anyAbility?: true
}

const CARD_TYPES = new Set(['artifact', 'creature', 'enchantment', 'instant', 'sorcery', 'planeswalker'])
const QUALITIES = new Set(['noncreature', 'multicolored', 'colorless', 'legendary'])

/** A list of kinds ("instant or sorcery", "artifact or creature", "instant and/or sorcery"); null when a word is
 *  neither a card type, a quality nor a capitalised subtype (when `cased`), or a kind has more than two words. */
function readKinds(text: string, cased: boolean, plural: boolean): SpendKind[] | null {
  const kinds: SpendKind[] = []
  for (const item of text.split(/,? (?:and\/or|or) |, /)) {
    // "a creature spell of the chosen type or a legendary creature spell": each item's article and "spell" go.
    const words = item
      .trim()
      .replace(/^an? /i, '')
      .replace(/ spells?$/i, '')
      .split(/\s+/)
    if (!words.length || words.length > 2 || words[0] === '') return null
    const kind: SpendKind = { types: [], subtypes: [], qualities: [] }
    for (let i = 0; i < words.length; i++) {
      let word = words[i]
      // "abilities of artifacts / Dragons / Elementals": the last word is plural.
      if (plural && i === words.length - 1 && /[^s]s$/i.test(word) && !/^myr$/i.test(word)) word = word.slice(0, -1)
      const lower = word.toLowerCase()
      if (CARD_TYPES.has(lower)) kind.types.push(lower)
      else if (QUALITIES.has(lower)) kind.qualities.push(lower)
      else if (!cased || /^[A-Z][a-z-]+$/.test(word)) kind.subtypes.push(lower)
      else return null
    }
    kinds.push(kind)
  }
  return kinds
}

/**
 * Reads a restriction (the words after "Spend this mana only", or the tag a mana unit keeps: the same words in lower
 * case, or the spell kinds of "to cast … spells"). `cased` says the words keep their printed case, so a subtype is
 * told from an unknown word by its capital letter. Null: the engine doesn't read it ("to cast kicked spells", "of
 * the chosen type" before `bindChosenType` names the type).
 */
export function readSpendRestriction(restriction: string, cased = false): SpendRule | null {
  const text = restriction.trim().replace(/\.$/, '')
  if (/^to activate abilities$/i.test(text)) return { spells: null, abilities: [], anyAbility: true }
  let m = /^to activate abilities of (.+)$/i.exec(text)
  if (m) {
    const abilities = readKinds(m[1], cased, true)
    return abilities && { spells: null, abilities }
  }
  m = /^to cast (?:an? )?(.+?) spells? or (?:to )?activate (?:abilities of|an ability of an?) (.+)$/i.exec(text)
  if (m) {
    const spells = readKinds(m[1], cased, false)
    const abilities = readKinds(m[2], cased, true)
    return spells && abilities && { spells, abilities }
  }
  m = /^(?:to cast (?:an? )?)?(.+?)(?: spells?)?$/i.exec(text)
  const words = m?.[1].replace(/ spells?(?=,? (?:or|and\/or) |, )/gi, '')
  if (!m || /\b(?:to|spells?|cast|activate|pay|costs?|the|with|that|from)\b/i.test(words!)) return null
  const spells = readKinds(m[1], cased, false)
  return spells && { spells, abilities: null }
}

/** What a spell or a permanent is, for a restriction. */
export interface SpendObject {
  types: string[]
  subtypes: string[]
  supertypes: string[]
  colors: string[]
}

function kindHolds(kind: SpendKind, o: SpendObject): boolean {
  const types = o.types.map((t) => t.toLowerCase())
  const subtypes = o.subtypes.map((t) => t.toLowerCase().replace(/\s+/g, '-'))
  return (
    kind.types.every((t) => types.includes(t)) &&
    kind.subtypes.every((t) => subtypes.includes(t)) &&
    kind.qualities.every((q) =>
      q === 'noncreature'
        ? !types.includes('creature')
        : q === 'multicolored'
          ? o.colors.length > 1
          : q === 'colorless'
            ? o.colors.length === 0
            : o.supertypes.some((s) => s.toLowerCase() === 'legendary'),
    )
  )
}

/** May mana with this restriction pay for casting this spell (`as` 'spell') or activating an ability of this
 *  permanent (`as` 'ability')? An unread restriction allows nothing. */
export function restrictionAllows(restriction: string, as: 'spell' | 'ability', o: SpendObject): boolean {
  const rule = readSpendRestriction(restriction)
  if (!rule) return false
  if (as === 'ability') return !!rule.anyAbility || !!rule.abilities?.some((k) => kindHolds(k, o))
  return !!rule.spells?.some((k) => kindHolds(k, o))
}

const OF_CHOSEN_TYPE = /\b(?:creature or creature card|creature(?: spells?| cards?)?) of the chosen type\b/gi
const OF_CHOSEN_TYPE_TAIL = / of the chosen type$/i

/** Does the restriction read "… of the chosen type" (Cavern of Souls, Unclaimed Territory)? */
export function mentionsChosenType(restriction: string): boolean {
  return /\bof the chosen type\b/i.test(restriction)
}

/**
 * "a creature spell of the chosen type" with the type its source's controller chose as it entered (CR 205.3,
 * 614.12): "a Elf creature spell". A type of two words is one hyphenated word ("Time-lord"). "a creature or
 * creature card of the chosen type" (Secluded Courtyard) is one kind: the source's types are read in every zone.
 */
export function bindChosenType(restriction: string, creatureType: string): string {
  const token = creatureType.trim().replace(/\s+/g, '-')
  const word = token.charAt(0).toUpperCase() + token.slice(1).toLowerCase()
  return restriction.replace(OF_CHOSEN_TYPE, (phrase) =>
    /^creature or creature card/i.test(phrase)
      ? `${word} creature`
      : `${word} ${phrase.replace(OF_CHOSEN_TYPE_TAIL, '')}`,
  )
}
