// Mental Magic (resources/rules/mental-magic.txt, rulings MM-1..MM-8, MA-6): the normal game, where every card can
// be cast as any non-marked card with exactly the same mana cost, or played face down as a Utopia land. Built only
// on the variant extension points: replaced cast / playLand / manual actions, an `announce` decision, a zone-change
// replacement, a state check, a view filter. See README.md.
import type { ActionHandler, Variant } from '../../engine/variant'
import { normalVariant } from '../normal'
import type { ManualAction } from '../../engine/types'
import { cast, playLand } from './casting'
import { announce, manualReveal } from './announce'
import { ANNOUNCE, askAnnouncements, replaceMove } from './moves'
import { limitSearch, whySearchTooDeep } from './search'
import { hideIdentities } from './view'
import { mentalInvariants } from './invariants'
import { scenarioHooks } from './scenario'
import { bundledPoolIdentity, type PoolIdentity } from './pool'
import { MENTAL_CHART } from './chart'

/** The manual tools: a search looks only at the top n cards (MM-6); revealing asks for an announcement (MM-7). */
const manual: ActionHandler<ManualAction> = {
  validate: (s, a) => whySearchTooDeep(s, a) ?? manualReveal.validate(s, a),
  apply: (tx, a) => manualReveal.apply(tx, a),
  enumerate: (s, p) => manualReveal.enumerate?.(s, p) ?? [],
}

/** The normal game (rule 904.2: two or more players, life 20, London mulligan) with the Mental Magic changes. */
export const mentalVariant: Variant = {
  ...normalVariant,
  id: 'mental',
  name: 'Mental Magic',
  deckRules: 'mental',
  chart: MENTAL_CHART,
  actions: { cast, playLand, announce, manual },
  hooks: {
    // Ruling MM-1: the pool the game was created with (the app passes `options.cardPool` from registerMentalPool for
    // an imported database; otherwise the bundled pool).
    create(tx) {
      const given = tx.s.options.cardPool as PoolIdentity | undefined
      tx.gameExtra().pool = given && typeof given.hash === 'string' ? given : bundledPoolIdentity()
    },
    replaceMove,
    stateChecks: askAnnouncements,
    resolveUnautomated: limitSearch,
    view: hideIdentities,
    invariants: mentalInvariants,
  },
  scenario: scenarioHooks,
  pendingDescriptions: {
    [ANNOUNCE]: 'announce what a card is (rulings MM-7, MM-8)',
  },
}

export { UTOPIA_DEF, UTOPIA_NAME, markedNames, isMarked, physicalDef, isUtopia } from './identity'
export { registerMentalPool, bundledPoolIdentity, poolIdentity, poolOf } from './pool'
export type { PoolIdentity } from './pool'
export { castAsChoices, castAsTargets, playAsChoices } from './casting'
export { announceChoices } from './announce'
export type { AnnounceAction } from './announce'
export { searchDepth } from './search'
export { ANNOUNCE }
