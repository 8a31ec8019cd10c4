// Manahearth (resources/rules/manahearth.txt, rulings MH-1..MH-13): deck rules MH-1.
// Everything else the app says about the variant is derived from this manifest.
import type { VariantManifest } from '../../engine/registry'
import { DECK_RULES } from '../../cards/deckRules/variants'
import { manahearthVariant } from '.'
import { manahearthPositionValue } from './computer'

export const manahearthManifest: VariantManifest = {
  id: manahearthVariant.id,
  name: manahearthVariant.name,
  summary:
    'A Hearthstone-flavoured game: 31-card decks led by a planeswalker hero whose abilities cost mana and life, and a shared zone of basic lands instead of lands in the deck.',
  rules: 'manahearth',
  document: {
    id: 'manahearth',
    file: 'manahearth.txt',
    title: 'Manahearth',
    format: 'text',
    summary: 'A 31-card, Hearthstone-flavoured variant with a planeswalker hero and a shared zone of basic lands.',
  },
  deckRules: DECK_RULES.manahearth,
  starterDecks: ['manahearth-chandra-fire', 'manahearth-selesnya-pride'],
  options: manahearthVariant.options,
  variant: manahearthVariant,
  computer: { positionValue: manahearthPositionValue, reshuffles: true }, // ruling MH-12
  heroSlot: 'planeswalkers',
}
