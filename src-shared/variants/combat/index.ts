// Magic Combat Rules (resources/rules/magic-combat-rules.txt, rulings MCR-1..MCR-11): no mana, five creature slots
// facing five, ten rounds, points for unblocked creatures. The normal game plus the hooks declared here.
import type { Variant } from '../../engine/variant'
import { BOTH_DRAW, PLACED_ZONE, SPELL_ZONE, VARIANT_ID, clearCombatData, emptySlots } from './rules'
import { placeCreatures, revealPlacements } from './setup'
import { COMBAT_RULES_CHART } from './chart'
import { setSpells } from './spells'
import { fight } from './fight'
import { activate, activateMana, cast, castHooks } from './casting'
import { syncSlots } from './slots'
import { limitPermanents, nothingTaps } from './permanents'
import { reshuffleWhenEmpty } from './library'
import { hidePlacements } from './view'
import { combatInvariants } from './invariants'
import { combatScenario } from './scenario'

export const combatVariant: Variant = {
  id: VARIANT_ID,
  name: 'Magic Combat Rules',
  players: { min: 2, max: 2 }, // ruling MCR-1
  life: 20, // ruling MCR-10
  handSize: 7, // ruling MCR-2
  maxHandSize: 7, // ruling MCR-10: cleanup as normal
  starterSkipsDraw: () => false, // every draw step draws three (MCR-5)
  deckRules: 'combat', // ruling MCR-1 (src-shared/cards/deckRules)
  options: [
    {
      id: BOTH_DRAW,
      default: false,
      description: 'Both players draw three cards in each draw step (the literal reading)',
      ruling: 'MCR-5',
    },
  ],
  chart: COMBAT_RULES_CHART, // rulings MCR-2, MCR-3, MCR-5, MCR-8, MCR-10
  playerZones: [PLACED_ZONE, SPELL_ZONE],
  sharedZones: [],
  actions: { placeCreatures, setSpells, fight, cast, activate, activateMana },
  hooks: {
    create(tx) {
      for (let p = 0; p < tx.s.players.length; p++) {
        const extra = tx.playerExtra(p)
        extra.slots = emptySlots()
        extra.score = 0
      }
    },
    afterSetup: revealPlacements,
    replaceDraw: reshuffleWhenEmpty,
    stateChecks(tx) {
      const a = syncSlots(tx)
      const b = limitPermanents(tx)
      const c = nothingTaps(tx)
      return a || b || c
    },
    // Ruling MCR-10: nobody loses for life; ruling MCR-11: nobody loses for an empty library.
    sbaEnabled: (_state, rule) => rule === 'poison',
    ...castHooks,
    beginTurn: clearCombatData,
    view: hidePlacements,
    invariants: combatInvariants,
  },
  scenario: combatScenario,
  hiddenDecisions: ['placeCreatures', 'setSpells'],
  pendingDescriptions: {
    placeCreatures: 'place their creatures face down (MCR-2)',
    setSpells: 'set their spells face down (MCR-8)',
  },
}
