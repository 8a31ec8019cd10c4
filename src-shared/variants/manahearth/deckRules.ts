// Deck rules glue (rule 3, ruling MH-1): the 'manahearth' deck rules live with every variant's deck rules in
// src-shared/cards/deckRules (31 cards, a planeswalker, two copies, legendary singleton, the rule-15 ban list);
// this module names the optional formats of rule 3.4 and checks a deck with one.
import type { CardPool } from '../../cards/pool'
import type { DeckList } from '../../cards/decklist'
import { checkDeck, DECK_RULES as RULE_SETS, type DeckCheckResult } from '../../cards/deckRules'

export const DECK_RULES = 'manahearth'

/** Rule 3.4: formats that further limit the cards (by the cards' legalities in that format). */
export const MANAHEARTH_FORMATS = [
  'Standard Manahearth',
  'Pioneer Manahearth',
  'Modern Manahearth',
  'Legacy Manahearth',
  'Vintage Manahearth',
  'Pauper Manahearth',
] as const

/** Checks a Manahearth deck, optionally in a format ("Modern Manahearth" or just "modern"). */
export function checkManahearthDeck(deck: DeckList, pool: CardPool, format?: string): DeckCheckResult {
  return checkDeck(RULE_SETS.manahearth, deck, pool, format ? { format } : {})
}
