// The card database's search fields as one query of the deck editor's query language (@shared/cards/query): the
// query as typed, and each field as its term (name words, `t:` per type word, `m:` for an exact cost, ruling MA-6,
// `c:` for at least these colours, `mv=`), so both screens search with one language.
import type { Color } from '@shared/mana/types'

export interface CardSearchFields {
  query: string
  name: string
  cost: string
  type: string
  colors: Color[]
  /** As the number field gives it (a number, or '' when empty). */
  manaValue: string | number
}

/** A field's words as plain terms: quotes are the language's, so they are dropped from a field's text. */
const words = (text: string): string[] => text.replace(/"/g, ' ').trim().split(/\s+/).filter(Boolean)

/** An exact cost typed with or without braces: "1WU" means {1}{W}{U}. */
export function costOf(text: string): string {
  const cost = text.trim()
  if (!cost) return ''
  return cost.includes('{')
    ? cost.replace(/\s+/g, '')
    : cost
        .toUpperCase()
        .replace(/\s+/g, '')
        .replace(/(\d+|[A-Z])/g, '{$1}')
}

/** A query finding exactly these names (each a phrase the name holds; the nearest names of a misspelt one). */
export const namesQuery = (names: readonly string[]): string =>
  names.map((n) => `"${n.replace(/"/g, ' ').trim()}"`).join(' or ')

/** Names starting with `name` first (the order found otherwise kept), as a search by name reads best. */
export function prefixFirst<T extends { name: string }>(cards: readonly T[], name: string): T[] {
  const start = name.trim().toLowerCase()
  if (!start) return [...cards]
  const starts = (c: T) => c.name.toLowerCase().startsWith(start)
  return [...cards.filter(starts), ...cards.filter((c) => !starts(c))]
}

export function cardQueryText(fields: CardSearchFields): string {
  const terms: string[] = []
  const name = words(fields.name)
  if (name.length) terms.push(name.length === 1 ? name[0] : `"${name.join(' ')}"`)
  const cost = costOf(fields.cost)
  if (cost) terms.push(`m:${cost}`)
  for (const word of words(fields.type)) terms.push(`t:${word}`)
  if (fields.colors.length) terms.push(`c:${fields.colors.join('').toLowerCase()}`)
  const mv = String(fields.manaValue).trim()
  if (mv !== '' && Number.isInteger(Number(mv)) && Number(mv) >= 0) terms.push(`mv=${Number(mv)}`)
  const query = fields.query.trim()
  // The typed query keeps its own precedence ("a or b") beside the fields' terms.
  if (!query) return terms.join(' ')
  return terms.length ? `(${query}) ${terms.join(' ')}` : query
}
