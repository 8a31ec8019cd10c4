// Decks for matches: a variant's starter decks, or a deck list, resolved against a card pool.
import type { CardDefinition } from '../cards/model'
import type { CardPool } from '../cards/pool'
import { parseDeckList } from '../cards/decklist'
import { starterDecks, starterPool } from '../cards/starter'
import type { MatchDeck } from './match'

/** A deck list text as a match deck; throws with the unknown card's name. */
export function matchDeck(text: string, pool: CardPool, label = 'deck'): MatchDeck {
  const list = parseDeckList(text)
  if (list.errors.length) throw new Error(`${label}: ${list.errors[0].message}`)
  const cards: CardDefinition[] = []
  const ids = (entries: typeof list.main) =>
    entries.flatMap((e) => {
      const def = pool.byName(e.name) ?? starterPool().byName(e.name)
      if (!def) throw new Error(`${label}: unknown card "${e.name}"`)
      cards.push(def)
      return Array<string>(e.count).fill(def.id)
    })
  const main = ids(list.main)
  const sideboard = ids(list.sideboard)
  return { main, sideboard, hero: list.hero ?? undefined, cards }
}

/** The variant's starter decks (the bundled pool unless another is given). */
export function starterMatchDecks(variant: string, pool: CardPool = starterPool()): MatchDeck[] {
  const decks = starterDecks().filter((d) => d.variant === variant)
  if (!decks.length) throw new Error(`there are no starter decks for the variant "${variant}"`)
  return decks.map((d) => matchDeck(d.text, pool, d.name))
}
