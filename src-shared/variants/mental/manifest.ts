// Mental Magic (resources/rules/mental-magic.txt, rulings MM-1..MM-8): decks follow normal constructed rules.
// Everything else the app says about the variant is derived from this manifest.
import type { VariantManifest } from '../../engine/registry'
import { DECK_RULES } from '../../cards/deckRules/variants'
import { mentalVariant } from '.'
import { registerMentalPool } from './pool'

export const mentalManifest: VariantManifest = {
  id: mentalVariant.id,
  name: mentalVariant.name,
  summary:
    'Any card can be cast as any other card with exactly the same mana cost; every card can also be played face down as a land.',
  rules: 'mental-magic',
  document: {
    id: 'mental-magic',
    file: 'mental-magic.txt',
    title: 'Mental Magic',
    format: 'text',
    summary: 'Any card can be cast as any other card with exactly the same mana cost.',
  },
  deckRules: DECK_RULES.normal,
  starterDecks: ['mental-red-burn', 'mental-azorius-skies'],
  options: mentalVariant.options,
  cardPool: { register: registerMentalPool }, // ruling MM-1
  variant: mentalVariant,
}
