// The starter pool bundled with the app (resources/cards/starter-pool.json, Scryfall-shaped card objects written by
// the team) and its ready-made decks (resources/decks/index.json). The app works out of the box with them.
import starterCards from '../../resources/cards/starter-pool.json'
import deckIndex from '../../resources/decks/index.json'
import type { CardDefinition } from './model'
import { CardPool } from './pool'
import { cardFromScryfall, scryfallSkipReason } from './scryfall'
import type { DeckVariant } from './deckRules/types'

export type { DeckVariant }

export interface StarterDeck {
  id: string
  variant: DeckVariant
  name: string
  /** The deck list, in the plain text format. */
  text: string
  description?: string
}

let definitions: CardDefinition[] | undefined

/** Reads Scryfall-shaped card objects into definitions (objects that are not cards are left out). */
export function cardsFromScryfallObjects(objects: unknown[]): CardDefinition[] {
  return objects.filter((o) => scryfallSkipReason(o) === null).map((o) => cardFromScryfall(o))
}

/** The bundled card definitions (read once). */
export function starterCardDefinitions(): CardDefinition[] {
  definitions ??= cardsFromScryfallObjects(starterCards as unknown[])
  return definitions
}

/** A fresh pool of the bundled cards: adding cards to it (a scenario's) does not change the next one. */
export function starterPool(): CardPool {
  return new CardPool(starterCardDefinitions())
}

interface DeckIndexEntry {
  id: string
  variant: string
  name: string
  list: string
  description?: string
}

export function starterDecks(): StarterDeck[] {
  return (deckIndex as DeckIndexEntry[]).map((d) => ({
    id: d.id,
    variant: d.variant,
    name: d.name,
    text: d.list,
    ...(d.description ? { description: d.description } : {}),
  }))
}
