// Normal Magic: the game under the Comprehensive Rules, explained by the rules reference's "About the rules".
// Everything else the app says about the variant is derived from this manifest.
import type { VariantManifest } from '../../engine/registry'
import { DECK_RULES } from '../../cards/deckRules/variants'
import { normalVariant } from '.'

export const normalManifest: VariantManifest = {
  id: normalVariant.id,
  name: normalVariant.name,
  summary:
    'The game under the Comprehensive Rules: 60-card decks, 20 life, two players or a free-for-all of up to four.',
  rules: 'readme',
  deckRules: DECK_RULES.normal,
  starterDecks: ['normal-red-aggro', 'normal-green-stompy'],
  options: normalVariant.options,
  variant: normalVariant,
}
