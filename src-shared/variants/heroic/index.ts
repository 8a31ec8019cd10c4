// Heroic (resources/rules/heroic.txt, rulings HE-1..HE-10): the normal game plus a legendary creature hero cast
// from outside the game once per turn, leaving the game instead of going to a graveyard, exile, hand or library, a
// Hero Level emblem whose abilities the hero gains as it deals damage and kills, 17 hero damage to win and four
// resolved hero casts to lose. Built only on the variant extension points (README.md in this folder).
import type { Variant } from '../../engine/variant'
import { NORMAL_OPTIONS } from '../../engine/flow'
import { HEROIC_CHART } from './chart'
import { replaceHeroMove } from './hero'
import { activate, cast, castZones, checkCast, resolveHeroWard, WARD_KIND } from './casting'
import { BONUS_KIND, emptyBonusMana, grantedKeywords, heroicStateChecks } from './levels'
import { choose } from './choices'
import { heroicInvariants } from './invariants'
import { scenarioHooks } from './scenario'
import { BAN_LIST, checkBanList } from './banList'

export const heroicVariant: Variant = {
  id: 'heroic',
  name: 'Heroic',
  players: { min: 2, max: 4 }, // 906.2: two-player or free-for-all, attacking several players (CR 806)
  life: 25, // 906.7, ruling HE-6
  handSize: 7, // 906.7, ruling HE-6
  maxHandSize: 7, // the normal rules (CR 402.2)
  starterSkipsDraw: (state) => state.players.length === 2, // CR 103.7a
  deckRules: 'heroic', // rulings HE-2..HE-5 (src-shared/cards/deckRules/heroic.ts)
  options: [...NORMAL_OPTIONS, BAN_LIST],
  chart: HEROIC_CHART, // the heroes, then the normal (London) mulligan (rulings HE-2, HE-6)
  playerZones: [],
  sharedZones: [],
  actions: { cast, activate, choose },
  hooks: {
    create: checkBanList, // the heroes are set up by the chart's first setup step
    replaceMove: replaceHeroMove,
    stateChecks: heroicStateChecks,
    resolveUnautomated: resolveHeroWard,
    grantedKeywords,
    castZones,
    checkCast,
    endTurn: emptyBonusMana,
    invariants: heroicInvariants,
  },
  scenario: scenarioHooks,
  pendingDescriptions: {
    [BONUS_KIND]: 'choose the level-up bonus: the exiled card into their hand, or one mana (HE-9)',
    [WARD_KIND]: 'pay for the Hero Level 0 ability or have their spell or ability countered (HE-9)',
  },
}

export {
  HERO_CAST_LIMIT,
  HERO_DAMAGE_TO_WIN,
  MAX_LEVEL,
  OUTSIDE,
  heroObject,
  heroName,
  heroLevel,
  heroicExtra,
  isHero,
} from './hero'
export { LEVEL_KEYWORDS, LEVEL_TEXT, BONUS_KIND } from './levels'
export { WARD_KIND } from './casting'
export { BAN_LIST, bannedNames } from './banList'
