// Typal identity (ruling HE-4, heroic.txt 906.4): every creature type named in a card's type lines or rules text,
// reminder text ignored, back faces included; Changeling means every creature type.
import type { CardDefinition, CardFace } from '../model'
import { CREATURE_TYPES, creatureTypeForms } from '../creatureTypes'

export interface TypalIdentity {
  /** Changeling (or "is every creature type"): the card has every creature type. */
  all: boolean
  types: string[]
}

export interface TypalOptions {
  /** The creature types (CR 205.3m); default the embedded list. */
  creatureTypes?: readonly string[]
  /** Looks up other cards (a meld card's melded back face). */
  lookup?: (name: string) => CardDefinition | undefined
}

interface Matcher {
  regex: RegExp
  byForm: Map<string, string>
  known: Set<string>
}

const matchers = new WeakMap<readonly string[], Matcher>()

function matcherFor(types: readonly string[]): Matcher {
  let m = matchers.get(types)
  if (m) return m
  const byForm = new Map<string, string>()
  for (const type of types) for (const form of creatureTypeForms(type)) if (!byForm.has(form)) byForm.set(form, type)
  const forms = [...byForm.keys()]
    .sort((a, b) => b.length - a.length)
    .map((f) => f.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
  // Creature types are capitalised in rules text; a word boundary on letters (so "non-Human" names Human).
  m = { regex: new RegExp(`(?<![A-Za-z])(?:${forms.join('|')})(?![A-Za-z])`, 'g'), byForm, known: new Set(types) }
  matchers.set(types, m)
  return m
}

/** Rules text without reminder text (HE-4, 906.4b) and without the card's references to itself by name. */
function scannableText(face: CardFace, names: string[]): string {
  let text = face.oracleText.replace(/\([^()]*\)/g, ' ')
  for (const name of names) if (name) text = text.split(name).join(' ')
  return text
}

function selfNames(card: CardDefinition): string[] {
  const names = new Set<string>([card.name])
  for (const face of card.faces) {
    names.add(face.name)
    const short = face.name.split(',')[0] // "Krenko, Mob Boss" is called "Krenko" in its text
    if (short !== face.name && face.supertypes.includes('Legendary')) names.add(short)
  }
  return [...names].sort((a, b) => b.length - a.length)
}

const EVERY_TYPE = /\b(?:is|are) (?:also )?every creature type\b/i

export function typalIdentity(card: CardDefinition, options: TypalOptions = {}): TypalIdentity {
  const list = options.creatureTypes ?? CREATURE_TYPES
  const matcher = matcherFor(list)
  const found = new Set<string>()
  let all = false
  const faces = [...card.faces]
  if (card.meldResult && options.lookup) faces.push(...(options.lookup(card.meldResult)?.faces ?? [])) // 906.5c
  const names = selfNames(card)
  for (const face of faces) {
    // Type line: every subtype of a creature or tribal (kindred) face is a creature type (CR 205.3m).
    const typal = face.types.some((t) => t === 'Creature' || t === 'Tribal' || t === 'Kindred' || t === 'Summon')
    for (const subtype of face.subtypes) if (typal || matcher.known.has(subtype)) found.add(subtype)
    if (face.keywords.some((k) => k.toLowerCase() === 'changeling')) all = true
    const text = scannableText(face, names)
    if (/(^|\n)[^\S\n]*Changeling\b/.test(text) || EVERY_TYPE.test(text)) all = true
    for (const m of text.matchAll(matcher.regex)) found.add(matcher.byForm.get(m[0])!)
  }
  return { all, types: [...found].sort() }
}

export function hasType(identity: TypalIdentity, type: string): boolean {
  return identity.all || identity.types.includes(type)
}

export const isTypeless = (identity: TypalIdentity) => !identity.all && identity.types.length === 0

/** Resolves "elves", "Elf", "ELVES" to the creature type "Elf"; undefined when it names none. */
export function canonicalCreatureType(text: string, types: readonly string[] = CREATURE_TYPES): string | undefined {
  const lower = text.trim().toLowerCase()
  for (const type of types) if (creatureTypeForms(type).some((f) => f.toLowerCase() === lower)) return type
  return undefined
}
