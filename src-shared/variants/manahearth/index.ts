// Manahearth (resources/rules/manahearth.txt, rulings MH-1..MH-13): the normal game plus a planeswalker hero in a
// Hero Zone, a shared zone of basic lands, three-card hands, one partial mulligan, a Lotus for the players who
// don't start, hero abilities paid with mana and life, and "Mill 30". Built only on the variant extension points.
import type { Variant } from '../../engine/variant'
import { NORMAL_OPTIONS } from '../../engine/flow'
import { MANAHEARTH_ZONE, fillManahearthZone, playLand, returnToZone } from './manahearthZone'
import { HERO_ZONE, replaceHeroMoves } from './heroZone'
import { chooseHero, hideHeroChoices } from './setup'
import { mulligan } from './mulligan'
import { MANAHEARTH_CHART } from './chart'
import { LOTUS_KIND, askLotusColor, choose, exileResolvedLotus, giveLotuses } from './lotus'
import { heroAbility } from './heroAbilities'
import { mill30Draw, mill30Loss, sbaEnabled } from './mill30'
import { manual } from './manualTools'
import { recordCleanup, manahearthInvariants } from './invariants'
import { scenarioHooks } from './scenario'
import { DECK_RULES } from './deckRules'

export const manahearthVariant: Variant = {
  id: 'manahearth',
  name: 'Manahearth',
  players: { min: 2, max: 4 }, // rule 2, ruling MH-13: two-player or free-for-all, attacking several players (CR 806)
  life: 20, // rule 7, ruling MH-2
  handSize: 3, // rule 7
  maxHandSize: 10, // rule 5, ruling MH-7
  starterSkipsDraw: () => false, // rule 10, ruling MH-5: in every player count
  deckRules: DECK_RULES,
  options: [...NORMAL_OPTIONS],
  chart: MANAHEARTH_CHART, // rules 6–8, rulings MH-2, MH-3
  startingPlayer: 'setup', // ruling MH-2: determined after the heroes are chosen (revealHeroesAndDraw)
  playerZones: [HERO_ZONE],
  sharedZones: [MANAHEARTH_ZONE],
  actions: { chooseHero, mulligan, playLand, heroAbility, choose, manual },
  hooks: {
    create: fillManahearthZone,
    afterSetup: giveLotuses,
    replaceMove: (tx, move, obj) =>
      replaceHeroMoves(tx, move, obj) ?? returnToZone(tx, move, obj) ?? exileResolvedLotus(tx, move, obj),
    replaceDraw: mill30Draw,
    stateChecks: mill30Loss,
    resolveUnautomated: askLotusColor,
    sbaEnabled,
    endTurn: recordCleanup,
    view: hideHeroChoices,
    invariants: (state) => manahearthInvariants(state, 10),
  },
  scenario: scenarioHooks,
  // How prompts word Manahearth's own decisions ("<player> must …"), and its partial mulligan.
  hiddenDecisions: ['chooseHero'],
  pendingDescriptions: {
    chooseHero: 'choose a hero (MH-2)',
    mulligan: 'keep or shuffle back 1–3 cards (MH-3)',
    [LOTUS_KIND]: "choose the Lotus's colour (MH-4)",
  },
}

export { MANAHEARTH_ZONE, HERO_ZONE }
export { checkManahearthDeck, MANAHEARTH_FORMATS } from './deckRules'
