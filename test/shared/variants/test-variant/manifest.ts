// The test variant's manifest: everything the app lists and says about it.
import type { VariantManifest } from '@shared/variants'
import type { VariantRules } from '@shared/cards/deckRules'
import { isBasicLand } from '@shared/cards/deckRules/traits'
import { testVariant } from '.'

/** At least 40 cards, four copies by English name, basic lands any number (as CR 100.2a, with 40 for 60). */
const deckRules: VariantRules = {
  main: { rule: 'TV-1', atLeast: 40 },
  copies: {
    rule: 'TV-1',
    withSideboard: false,
    limit: (card) => (isBasicLand(card) ? Infinity : 4),
  },
  forbidden: [],
  checks: [],
}

export const testManifest: VariantManifest = {
  id: testVariant.id,
  name: testVariant.name,
  summary: 'The normal game with 15 life and 40-card decks, played only by the tests.',
  rules: 'test-variant',
  document: {
    id: 'test-variant',
    file: 'test-variant.md',
    title: 'Test Variant',
    format: 'markdown',
    summary: 'What the test variant changes.',
  },
  deckRules,
  stops: { own: ['upkeep'], others: [] },
  starterDecks: ['normal-green-stompy'],
  options: testVariant.options,
  variant: testVariant,
}
