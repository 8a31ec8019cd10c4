// Magic Combat Rules (resources/rules/magic-combat-rules.txt, rulings MCR-1..MCR-11): deck rules MCR-1.
// Everything else the app says about the variant is derived from this manifest.
import type { VariantManifest } from '../../engine/registry'
import { DECK_RULES } from '../../cards/deckRules/variants'
import { combatVariant } from '.'
import { combatPositionValue } from './computer'

export const combatManifest: VariantManifest = {
  id: combatVariant.id,
  name: combatVariant.name,
  summary:
    'No mana at all: five creature slots facing five, ten rounds, and points for every creature that gets through unblocked.',
  rules: 'magic-combat-rules',
  document: {
    id: 'magic-combat-rules',
    file: 'magic-combat-rules.txt',
    title: 'Magic Combat Rules',
    format: 'text',
    summary: 'No mana: five creature slots facing five, ten rounds, points for unblocked creatures.',
  },
  deckRules: DECK_RULES.combat,
  // Ruling MCR-8: the active player picks fights in the fights step; each player may use one creature ability in the
  // abilities step (skipped when nobody has one); the defender may reveal a set instant before a picked fight (the
  // engine waits for both players only when the defender has a set card, so that stop costs nothing otherwise).
  // The abilities and fights read only the battlefield (MCR-8), and a set spell is revealed by its slot: both are
  // played on the public view when the other player sits at the screen (no cover in a turn's combat).
  stops: { own: ['abilities', 'fights'], others: ['abilities', 'fights'], public: ['abilities', 'fights'] },
  starterDecks: ['combat-boros-brawl', 'combat-golgari-grind'],
  options: combatVariant.options,
  variant: combatVariant,
  computer: { positionValue: combatPositionValue, reshuffles: true, noRace: true }, // rulings MCR-11, MCR-8
}
