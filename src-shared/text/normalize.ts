// Normalises one line of Oracle text for the grammar: reminder text goes, the card's own name and "this creature"
// (current wording) become "~", "enters the battlefield" (old wording) reads as "enters", lower case.
import { stripReminderText } from '../mana'

const SELF =
  /\bthis (creature|land|artifact|enchantment|permanent|spell|card|equipment|aura|vehicle|planeswalker|saga|battle|token)\b/g

// CR 207.2c: ability words have no rules meaning ("Landfall — Whenever …" reads as "Whenever …"); the later ones too.
const ABILITY_WORD =
  /^(adamant|addendum|alliance|battalion|bloodrush|channel|chroma|cohort|constellation|converge|council's dilemma|coven|delirium|domain|eminence|enrage|fateful hour|ferocious|formidable|grandeur|hellbent|heroic|imprint|inspired|join forces|kinship|landfall|lieutenant|magecraft|metalcraft|morbid|pack tactics|parley|radiance|raid|rally|revolt|spell mastery|strive|sweep|tempting offer|threshold|undergrowth|will of the council|celebration|descend \d+|eerie|valiant|survival|flurry|corrupted|fathomless descent|secret council|void|paradox) — /

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** Each step below reads only the text, not the card's name, so its result is kept by text: many lines repeat
 *  across cards ("Flying", "When ~ enters, draw a card."). Emptied when full, so it never grows without bound. */
const MEMO_LIMIT = 50_000
const cleaned = new Map<string, string>()
const finished = new Map<string, string>()

/** Tests and benchmarks only: forgets every line normalised (compile.ts `clearCompileCache`). */
export function clearNormalizeMemo(): void {
  cleaned.clear()
  finished.clear()
}

function remember(memo: Map<string, string>, key: string, value: string): string {
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, value)
  return value
}

export function normalize(line: string, cardName = ''): string {
  cardName ??= ''
  let t = cleaned.get(line) ?? remember(cleaned, line, cleanLine(line))
  // An Alchemy rebalanced card ("A-Harald, King of Skemfar") names itself without the prefix.
  const names = /^A-./.test(cardName) ? [cardName, cardName.slice(2)] : [cardName]
  const comma = cardName.indexOf(',')
  const short = comma < 0 ? cardName : cardName.slice(0, comma)
  if (short !== cardName && short.length > 2) names.push(short)
  for (const name of names) if (name.length > 1 && t.includes(name)) t = t.split(name).join('~')
  return finished.get(t) ?? remember(finished, t, finish(t))
}

/** Reminder text out, the minus sign and curly apostrophes as plain ASCII (before the name is looked for). */
function cleanLine(line: string): string {
  return stripReminderText(line)
    .replace(/\u2212/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
}

/** The rest, once the card's name is "~": lower case, the wordings the grammar reads one way. */
function finish(text: string): string {
  // Each replacement below runs only where its words are (a line without them is left as it is, faster).
  let t = text.toLowerCase()
  if (t.includes('this ')) t = t.replace(SELF, '~')
  if (t.includes(' — ')) t = t.replace(ABILITY_WORD, '')
  if (t.includes('enters the battlefield')) t = t.replace(/\benters the battlefield\b/g, 'enters')
  // CR 701.35a: support N on a permanent: "other target creatures"; on an instant or sorcery (a line of its own): any.
  if (t.includes('support '))
    t = t.replace(
      /(^|[:,] )support (\w+)\./g,
      (_m, head: string, n: string) =>
        `${head}put a +1/+1 counter on each of up to ${NUMBER_WORDS[Number(n)] ?? n} target ${head ? 'other ' : ''}creatures.`,
    )
  // CR 601.2d, 115.1: each of "target creatures and/or planeswalkers" is a creature or a planeswalker.
  if (t.includes('and/or planeswalkers'))
    t = t.replace(/\btarget creatures and\/or planeswalkers\b/g, 'target creatures or planeswalkers')
  // CR 700.4: "dies" means "is put into a graveyard from the battlefield" (the older wording).
  if (t.includes('graveyard from the battlefield'))
    t = t.replace(/\bis put into a graveyard from the battlefield\b/g, 'dies')
  // CR 102.4: outside a game between teams, "your team" means "you" (no variant here has teams).
  if (t.includes('your team '))
    t = t.replace(/\byour team controls\b/g, 'you control').replace(/\byour team gained\b/g, 'you gained')
  return t.trim()
}
