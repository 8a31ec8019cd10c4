// The decks practice offers: the variant's starter decks, resolved against the bundled pool.
import { starterDecks } from '@shared/cards/starter'
import { matchDeck } from '@shared/computer/decks'
import { starterPool } from '@shared/cards/starter'
import type { PracticeDeck } from '@shared/practice/goldfish'

export interface DeckChoice {
  id: string
  name: string
  variant: string
  text: string
}

export function practiceDecks(variant: string): DeckChoice[] {
  return starterDecks()
    .filter((d) => d.variant === variant)
    .map((d) => ({ id: d.id, name: d.name, variant: d.variant, text: d.text }))
}

export function resolveDeck(choice: DeckChoice): PracticeDeck {
  return { name: choice.name, ...matchDeck(choice.text, starterPool(), choice.name) }
}

/** The deck's cards by name, one entry per copy (the main deck). */
export function deckNames(deck: PracticeDeck): string[] {
  const byId = new Map(deck.cards.map((c) => [c.id, c.name]))
  return deck.main.map((id) => byId.get(id) ?? id)
}
