// Heroic (resources/rules/heroic.txt, rulings HE-1..HE-10): deck rules HE-2..HE-5.
// Everything else the app says about the variant is derived from this manifest.
import type { VariantManifest } from '../../engine/registry'
import { DECK_RULES } from '../../cards/deckRules/variants'
import { heroicVariant } from '.'
import { heroicPositionValue } from './computer'

export const heroicManifest: VariantManifest = {
  id: heroicVariant.id,
  name: heroicVariant.name,
  summary:
    'Sixty-card decks built around one creature type and led by a legendary creature hero cast from outside the game; the hero levels up, and 17 hero damage wins.',
  rules: 'heroic',
  document: {
    id: 'heroic',
    file: 'heroic.txt',
    title: 'Heroic',
    format: 'text',
    summary: 'Sixty-card decks led by a legendary creature hero cast from outside the game.',
  },
  deckRules: DECK_RULES.heroic,
  starterDecks: ['heroic-elves', 'heroic-goblins'],
  options: heroicVariant.options,
  variant: heroicVariant,
  computer: { positionValue: heroicPositionValue },
  heroSlot: 'named',
}
