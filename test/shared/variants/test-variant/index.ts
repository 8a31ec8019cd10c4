// A variant that exists only in the tests, to show what adding a variant takes: this folder (the engine variant and
// its manifest), a renderer folder (test/renderer/variants/test-variant) and one registration line in each
// registry. It is the normal game (CR) under another name, with decks of at least 40 cards.
import { normalVariant } from '@shared/variants'
import type { Variant } from '@shared/variants'

export const testVariant: Variant = {
  ...normalVariant,
  id: 'test-variant',
  name: 'Test Variant',
  life: 15,
}
