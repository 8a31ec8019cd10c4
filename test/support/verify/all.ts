// Every behavioural check of a template, by area (engine/verifiedTemplates.ts lists exactly these templates).
import type { Checks } from './harness'
import { EFFECT_CHECKS } from './effects'
import { IF_ABLE_CHECKS } from './ifAble'
import { GRAVEYARD_EXILE_CHECKS, NO_COMBAT_DAMAGE_CHECKS } from './graveyardExile'
import { TRIGGER_CHECKS } from './triggers'
import { COST_CHECKS } from './costs'
import { STATIC_CHECKS } from './statics'
import { MORE_CHECKS } from './more'
import { THIRD_CHECKS } from './third'
import { FOURTH_CHECKS } from './fourth'
import { FIFTH_CHECKS } from './fifth'
import { SIXTH_CHECKS } from './sixth'
import { BREADTH_CHECKS } from './breadth'
import { COST_KIND_CHECKS } from './costKinds'
import { CAST_MODE_CHECKS } from './castModes'
import { CONDITION_CHECKS } from './conditions'
import { CAST_EXTRA_CHECKS } from './castExtras'
import { KEYWORD_CONDITION_CHECKS } from './keywordConditions'
import { PERMANENT_EFFECT_CHECKS } from './permanentEffects'
import { COPY_EFFECT_CHECKS } from './copyEffects'
import { DAMAGE_EFFECT_CHECKS } from './damageEffects'
import { ZONE_EFFECT_CHECKS } from './zoneEffects'
import { TURN_EFFECT_CHECKS } from './turnEffects'
import { COUNTER_EFFECT_CHECKS } from './counterEffects'
import { MANA_KIND_CHECKS } from './manaKinds'
import { KEYWORD_ACTION_CHECKS } from './keywordActions'
import { COMBAT_KEYWORD_CHECKS } from './combatKeywords'
import { UPKEEP_KEYWORD_CHECKS } from './upkeepKeywords'
import { COMBAT_TRIGGER_CHECKS } from './combatTriggers'
import { HOST_TRIGGER_CHECKS } from './hostTriggers'
import { PLAYER_TRIGGER_CHECKS } from './playerTriggers'
import { PERMANENT_TRIGGER_CHECKS } from './permanentTriggers'
import { BLOCK_STATIC_CHECKS } from './blockStatics'
import { RULE_STATIC_CHECKS } from './ruleStatics'
import { ENTER_STATIC_CHECKS } from './enterStatics'
import { KEYWORD_MECHANIC_CHECKS } from './keywordMechanics'
import { BY_HAND_TRIGGER_CHECKS } from './byHandTriggers'
import { ANIMATE_CHECKS } from './animate'
import { SHIELD_CHECKS } from './shields'
import { LAND_DROP_CHECKS } from './landDrops'
import { ATTACH_CHECKS } from './attach'
import { TAP_OR_UNTAP_CHECKS } from './tapOrUntap'
import { DOMAIN_CHECKS } from './domain'
import { WEREWOLF_CHECKS } from './werewolves'
import { MANA_VALUE_CHECKS } from './manaValue'
import { SACRIFICED_CHECKS } from './sacrificed'
import { GAME_OUTCOME_CHECKS } from './gameOutcome'
import { UNLESS_PAYS_CHECKS } from './unlessPays'
import { BOARD_CONDITION_CHECKS } from './boardConditions'
import { RESTRICTION_CHECKS } from './restrictions'
import { REPLACEMENT_CHECKS } from './replacements'
import { LAYER_CHECKS } from './layers'
import { AMOUNT_MATH_CHECKS } from './amountMath'
import { REVEALED_HAND_CHECKS } from './revealedHand'
import { DIVIDED_CHECKS } from './divided'
import { COPY_TARGET_CHECKS } from './copyTarget'
import { MODE_CHECKS } from './modes'
import { BRANCH_CHECKS } from './branches'
import { STAPLE_CHECKS } from './staples'
import { TOP_CARD_CHECKS } from './topCards'
import { TOP_TAIL_CHECKS } from './topTail'
import { CCOND_CHECKS } from './ccondConditions'
import { X_TARGET_CHECKS } from './xTargets'
import { COUNT_PARTY_CHECKS } from './countParty'
import { EVENT_STATIC_CHECKS } from './eventsAndStatics'
import { CTRIG_CHECKS } from './ctrigEvents'
import { COUNT_MOVED_CHECKS } from './countMoved'
import { BALANCE_CHECKS } from './balance'
import { TOP_STAPLE_CHECKS } from './topStaples'
import { COUNT_CARDS_CHECKS } from './countCards'
import { RESTRICTION_EVENT_CHECKS } from './restrictionsAndEvents'
import { COPY_SHAPE_CHECKS } from './copyShapes'
import { CHOSEN_TYPE_MANA_CHECKS } from './chosenTypeMana'

export const CHECK_AREAS: Record<string, Checks> = {
  effects: EFFECT_CHECKS,
  ifAble: IF_ABLE_CHECKS,
  graveyardExile: GRAVEYARD_EXILE_CHECKS,
  noCombatDamage: NO_COMBAT_DAMAGE_CHECKS,
  triggers: TRIGGER_CHECKS,
  costs: COST_CHECKS,
  statics: STATIC_CHECKS,
  more: MORE_CHECKS,
  third: THIRD_CHECKS,
  fourth: FOURTH_CHECKS,
  fifth: FIFTH_CHECKS,
  sixth: SIXTH_CHECKS,
  breadth: BREADTH_CHECKS,
  costKinds: COST_KIND_CHECKS,
  castModes: CAST_MODE_CHECKS,
  conditions: CONDITION_CHECKS,
  castExtras: CAST_EXTRA_CHECKS,
  keywordConditions: KEYWORD_CONDITION_CHECKS,
  permanentEffects: PERMANENT_EFFECT_CHECKS,
  copyEffects: COPY_EFFECT_CHECKS,
  damageEffects: DAMAGE_EFFECT_CHECKS,
  zoneEffects: ZONE_EFFECT_CHECKS,
  turnEffects: TURN_EFFECT_CHECKS,
  counterEffects: COUNTER_EFFECT_CHECKS,
  manaKinds: MANA_KIND_CHECKS,
  keywordActions: KEYWORD_ACTION_CHECKS,
  combatKeywords: COMBAT_KEYWORD_CHECKS,
  upkeepKeywords: UPKEEP_KEYWORD_CHECKS,
  combatTriggers: COMBAT_TRIGGER_CHECKS,
  hostTriggers: HOST_TRIGGER_CHECKS,
  playerTriggers: PLAYER_TRIGGER_CHECKS,
  permanentTriggers: PERMANENT_TRIGGER_CHECKS,
  blockStatics: BLOCK_STATIC_CHECKS,
  ruleStatics: RULE_STATIC_CHECKS,
  enterStatics: ENTER_STATIC_CHECKS,
  keywordMechanics: KEYWORD_MECHANIC_CHECKS,
  byHandTriggers: BY_HAND_TRIGGER_CHECKS,
  animate: ANIMATE_CHECKS,
  shields: SHIELD_CHECKS,
  landDrops: LAND_DROP_CHECKS,
  attach: ATTACH_CHECKS,
  tapOrUntap: TAP_OR_UNTAP_CHECKS,
  domain: DOMAIN_CHECKS,
  werewolves: WEREWOLF_CHECKS,
  manaValue: MANA_VALUE_CHECKS,
  sacrificed: SACRIFICED_CHECKS,
  gameOutcome: GAME_OUTCOME_CHECKS,
  unlessPays: UNLESS_PAYS_CHECKS,
  boardConditions: BOARD_CONDITION_CHECKS,
  restrictions: RESTRICTION_CHECKS,
  replacements: REPLACEMENT_CHECKS,
  layers: LAYER_CHECKS,
  amountMath: AMOUNT_MATH_CHECKS,
  revealedHand: REVEALED_HAND_CHECKS,
  divided: DIVIDED_CHECKS,
  copyTarget: COPY_TARGET_CHECKS,
  modes: MODE_CHECKS,
  branches: BRANCH_CHECKS,
  staples: STAPLE_CHECKS,
  topCards: TOP_CARD_CHECKS,
  topTail: TOP_TAIL_CHECKS,
  ccondConditions: CCOND_CHECKS,
  xTargets: X_TARGET_CHECKS,
  countParty: COUNT_PARTY_CHECKS,
  eventsAndStatics: EVENT_STATIC_CHECKS,
  ctrigEvents: CTRIG_CHECKS,
  countMoved: COUNT_MOVED_CHECKS,
  balance: BALANCE_CHECKS,
  topStaples: TOP_STAPLE_CHECKS,
  countCards: COUNT_CARDS_CHECKS,
  restrictionsAndEvents: RESTRICTION_EVENT_CHECKS,
  copyShapes: COPY_SHAPE_CHECKS,
  chosenTypeMana: CHOSEN_TYPE_MANA_CHECKS,
}

export const ALL_CHECKS: Checks = Object.assign({}, ...Object.values(CHECK_AREAS)) as Checks
