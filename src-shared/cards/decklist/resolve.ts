// Resolving a deck list's names against a card pool: double-faced cards by front name, unknown names with
// "did you mean" suggestions and the line they were on.
import type { CardDefinition } from '../model'
import type { CardPool } from '../pool'
import { quote } from './entries'
import type { DeckEntry, DeckList } from './types'

export interface ResolvedEntry {
  card: CardDefinition
  count: number
  /** The name as written in the list. */
  written: string
  line?: number
}

export interface UnknownCard {
  name: string
  line?: number
  zone: 'main' | 'sideboard' | 'commander' | 'hero'
  suggestions: string[]
}

export interface ResolvedDeck {
  main: ResolvedEntry[]
  sideboard: ResolvedEntry[]
  commander: ResolvedEntry[]
  hero?: CardDefinition
  type?: string
  unknown: UnknownCard[]
}

/** Every copy of a card named with different spellings ("Fire // Ice", "Fire//Ice") is merged under one card. */
export function resolveDeck(list: DeckList, pool: CardPool): ResolvedDeck {
  const unknown: UnknownCard[] = []
  const resolve = (entries: DeckEntry[], zone: UnknownCard['zone']): ResolvedEntry[] => {
    const out = new Map<string, ResolvedEntry>()
    for (const e of entries) {
      const card = pool.byName(e.name)
      if (!card) {
        unknown.push(describeUnknown(pool, e.name, zone, e.line, unknown.length < MAX_SUGGESTED))
        continue
      }
      const same = out.get(card.name)
      if (same) same.count += e.count
      else
        out.set(card.name, { card, count: e.count, written: e.name, ...(e.line !== undefined ? { line: e.line } : {}) })
    }
    return [...out.values()]
  }
  const deck: ResolvedDeck = {
    main: resolve(list.main, 'main'),
    sideboard: resolve(list.sideboard, 'sideboard'),
    commander: resolve(list.commander ?? [], 'commander'),
    unknown,
  }
  if (list.hero) {
    const hero = pool.byName(list.hero)
    if (hero) deck.hero = hero
    else unknown.push(describeUnknown(pool, list.hero, 'hero'))
  }
  if (list.type) deck.type = list.type
  return deck
}

/** "Did you mean" is looked up for the first unknown names only: a list of thousands of unknown names is not a deck. */
const MAX_SUGGESTED = 20

function describeUnknown(
  pool: CardPool,
  name: string,
  zone: UnknownCard['zone'],
  line?: number,
  suggest = true,
): UnknownCard {
  return { name, zone, suggestions: suggest ? pool.suggest(name) : [], ...(line !== undefined ? { line } : {}) }
}

/** "unknown card "Lightnig Bolt" (line 3); did you mean "Lightning Bolt"?" */
export function unknownCardMessage(u: UnknownCard): string {
  const where = u.line !== undefined ? ` (line ${u.line})` : u.zone === 'hero' ? ' (the Hero: line)' : ''
  const hint = u.suggestions.length ? `; did you mean ${u.suggestions.map((s) => `"${s}"`).join(' or ')}?` : ''
  return `unknown card ${quote(u.name)}${where}${hint}`
}
