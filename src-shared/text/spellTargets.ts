// The targets of a spell line whose effect isn't read (CR 601.2c): the engine still chooses them as the spell is
// cast and checks them as it resolves (CR 608.2b); the players resolve the rest by hand. Read only when every
// "target" in the line is a phrase the grammar reads whole, with its count; otherwise nothing is read.
import type { IToken, TokenType } from 'chevrotain'
import type { TargetSpec } from '../engine/ast'
import { oracleParser } from './grammar'
import { Colon, Comma, Dash, Other, Period, Plain, Poss, Quote, Semi, tokenize, word } from './lexer'
import { subtypeNounKind } from './subtypeNouns'
import { stripReminderText } from '../mana'
import { normalize } from './normalize'

export interface SpellTargets {
  targets: TargetSpec[]
  /** How many of the last targets may be left out ("up to two target …", CR 601.2c). */
  optionalTargets: number
}

interface Phrase {
  specs: TargetSpec[]
  upTo: number
}

/** Words that, right after the target phrase the grammar reads, show a part of it that isn't read
 *  ("target creature that player controls", "target creature with the greatest power"). */
const GOES_ON = new Set(
  `that with without you an a your their its his her defending blocking attacking blocked tapped untapped of card
  cards from in or named who which whose other not except token tokens spell spells permanent permanents creature
  creatures dealt chosen target it ~ than and/or`.split(/\s+/),
)

/** Nouns a list of kinds goes on with after a comma. */
const NOUNS = new Set(
  `creature creatures artifact artifacts enchantment enchantments land lands planeswalker planeswalkers permanent
  permanents player players opponent opponents spell spells card cards instant sorcery battle`.split(/\s+/),
)

/** Tokens that end a sentence or clause: no target phrase goes past them. */
const STOPS = new Set<TokenType>([Period, Semi, Colon, Dash, Quote])

/** Words that make "target" something other than a target phrase ("the target of", "a new target"). */
const NOT_BEFORE = new Set(['the', 'a', 'an', 'new', 'single', 'that', 'this', 'its', 'their', 'x', 'same', 'each'])

/** Fields of a target phrase that name the spell's source, a choice it never made or a combat it has no part in. */
const SOURCE_BOUND: (keyof TargetSpec)[] = [
  'host',
  'attachedToSelf',
  'blockingSource',
  'defendingControls',
  'lesserPowerThanSource',
  'belowSource',
  'chosenType',
  'chosenColor',
]

/** The targets of a spell line the grammar doesn't read as a whole: `targets: []` when it names none; null when
 *  it names one the grammar can't read whole (then the line stays entirely by hand). */
export function spellLineTargets(rawLine: string, name: string): SpellTargets | null {
  // "target" in reminder text or in a quoted ability: not the spell's own target.
  const reminder = rawLine.match(/\([^()]*\)/g) ?? []
  if (reminder.some((r) => /\btarget/i.test(r))) return null
  const quoted = rawLine.match(/"[^"]*"?/g) ?? []
  if (quoted.some((q) => /\btarget/i.test(q))) return null
  // Modes are chosen first, each with its own targets (CR 700.2): not read here.
  if (/^\s*•|\bchoose (one|two|three|any number)\b/i.test(rawLine)) return null
  // A trigger or an activated ability printed on the spell ("When you cycle ~, …", forecast): not its targets.
  if (/^(when|whenever|at)\b|:/i.test(stripReminderText(rawLine)) && /\btarget/i.test(rawLine)) return null
  // A reflexive or delayed trigger in the spell's text ("When you discard a nonland card this way, ~ deals damage … to
  // target creature", CR 603.12, 603.7): its target is chosen as that trigger goes on the stack, not as the spell is
  // cast.
  if (/(^|[.!] )(when|whenever|at the beginning)\b[^.]*\btarget/i.test(stripReminderText(rawLine))) return null
  const text = normalize(rawLine, name)
  if (!/target/.test(text)) return { targets: [], optionalTargets: 0 }
  // A target chosen only in some cases (kicked, CR 601.2c), divided (CR 601.2d), or any other form of the word.
  if (/\b(kicked|entwined|divided|targets|targeted|targeting|retarget)\b/.test(text)) return null
  const tokens = tokenize(text)
  if (!tokens) return null
  const target = word('target')
  const targets: TargetSpec[] = []
  let optional = 0
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].tokenType !== target) {
      if (/target/.test(tokens[k].image)) return null // "targets", a word the grammar doesn't name
      continue
    }
    const start = phraseStart(tokens, k)
    if (start < 0) return null
    // The phrase the grammar reads from there, within the sentence.
    let last = k + 1
    while (last < tokens.length && !STOPS.has(tokens[last].tokenType)) last++
    const at = { end: 0 }
    const read = oracleParser().parseLine(tokens.slice(start, last), 'targetPhrase', at) as Phrase | null
    const end = start + at.end
    if (!read?.specs?.length) return null
    if (goesOn(tokens, end)) return null
    if (read.specs.some((s) => SOURCE_BOUND.some((f) => s[f] !== undefined))) return null
    // A word read as a subtype must be one ("target multicolored creature" is not a Multicolored).
    if (read.specs.some((s) => s.subtype && !subtypeNounKind(singular(s.subtype)))) return null
    // "Up to N" only as the spell's last targets (CR 601.2c, as automated spells).
    if (optional) return null
    optional = read.upTo
    targets.push(...read.specs)
    k = end - 1
  }
  return targets.length ? { targets, optionalTargets: optional } : null
}

/** Whether the words after a target phrase go on with a part of it the grammar didn't read: "that player
 *  controls", "and/or enchantments", ", creature, or enchantment", "'s". */
function goesOn(tokens: IToken[], end: number): boolean {
  const next = tokens[end]
  if (!next) return false
  if (GOES_ON.has(next.image) || next.tokenType === Poss || next.tokenType === Other) return true
  const after = tokens[end + 1]
  if (next.image === 'and' && after?.tokenType === Other) return true // "and/or"
  if (next.tokenType !== Comma || !after) return false
  return after.tokenType === Plain || NOUNS.has(after.image) || GOES_ON.has(after.image)
}

/** "Elves" → "elf", "Goblins" → "goblin". */
function singular(w: string): string {
  const l = w.toLowerCase()
  return l.endsWith('ves') ? l.slice(0, -3) + 'f' : l.endsWith('s') && !l.endsWith('ss') ? l.slice(0, -1) : l
}

/** Where the target phrase holding the word "target" at `k` starts; -1 when the words before it aren't read. */
function phraseStart(tokens: IToken[], k: number): number {
  const img = (i: number) => (i >= 0 ? tokens[i].image : '')
  let start = k
  const before = img(k - 1)
  if (before === 'another' || before === 'any') start = k - 1
  else if (before === 'other') start = img(k - 2) === 'any' ? k - 2 : -1
  else if (['one', 'two', 'three', 'four'].includes(before)) {
    if (img(k - 2) === 'to' && img(k - 3) === 'up') start = k - 3
    else if (before === 'one' || img(k - 2) === 'or' || img(k - 2) === ',')
      return -1 // "one or two target …"
    else start = k - 1
  }
  if (start < 0) return -1
  const prev = img(start - 1)
  if (NOT_BEFORE.has(prev) || (prev === 'of' && img(start - 2) === 'number')) return -1
  return start
}
