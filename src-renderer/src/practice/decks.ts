// The decks practice offers: the variant's starter decks and decks imported from a file (kept for the session),
// resolved against the bundled pool plus the imported deck's own card definitions.
import { reactive } from 'vue'
import { starterDecks, starterPool } from '@shared/cards/starter'
import { matchDeck } from '@shared/computer/decks'
import type { CardDefinition } from '@shared/cards/model'
import type { PracticeDeck } from '@shared/practice/goldfish'

export interface DeckChoice {
  id: string
  name: string
  variant: string
  text: string
  /** An imported deck's cards outside the starter pool. */
  cards?: CardDefinition[]
}

/** Decks imported on the Practice screen, by variant. */
export const importedDecks = reactive<DeckChoice[]>([])

export function practiceDecks(variant: string): DeckChoice[] {
  return [
    ...starterDecks()
      .filter((d) => d.variant === variant)
      .map((d) => ({ id: d.id, name: d.name, variant: d.variant, text: d.text })),
    ...importedDecks.filter((d) => d.variant === variant),
  ]
}

export function resolveDeck(choice: DeckChoice): PracticeDeck {
  const pool = starterPool()
  for (const def of choice.cards ?? []) if (!pool.byName(def.name)) pool.add(def)
  return { name: choice.name, ...matchDeck(choice.text, pool, choice.name) }
}

/** The deck's cards by name, one entry per copy (the main deck). */
export function deckNames(deck: PracticeDeck): string[] {
  const byId = new Map(deck.cards.map((c) => [c.id, c.name]))
  return deck.main.map((id) => byId.get(id) ?? id)
}

/** A deck list as the plain text format (count name lines, a Sideboard section, Heroic's Hero and Type lines). */
export function deckText(list: {
  main: { name: string; count: number }[]
  sideboard: { name: string; count: number }[]
  hero?: string | null
  type?: string | null
}): string {
  const lines = [
    ...(list.hero ? [`Hero: ${list.hero}`] : []),
    ...(list.type ? [`Type: ${list.type}`] : []),
    ...list.main.map((e) => `${e.count} ${e.name}`),
  ]
  if (list.sideboard.length) lines.push('', 'Sideboard', ...list.sideboard.map((e) => `${e.count} ${e.name}`))
  return lines.join('\n') + '\n'
}
