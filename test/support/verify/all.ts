// Every behavioural check of a template, by area (engine/verifiedTemplates.ts lists exactly these templates).
import type { Checks } from './harness'
import { EFFECT_CHECKS } from './effects'
import { TRIGGER_CHECKS } from './triggers'
import { COST_CHECKS } from './costs'
import { STATIC_CHECKS } from './statics'
import { MORE_CHECKS } from './more'
import { THIRD_CHECKS } from './third'
import { FOURTH_CHECKS } from './fourth'
import { FIFTH_CHECKS } from './fifth'
import { SIXTH_CHECKS } from './sixth'
import { BREADTH_CHECKS } from './breadth'
import { COMBAT_TRIGGER_CHECKS } from './combatTriggers'
import { HOST_TRIGGER_CHECKS } from './hostTriggers'
import { PLAYER_TRIGGER_CHECKS } from './playerTriggers'
import { PERMANENT_TRIGGER_CHECKS } from './permanentTriggers'
import { BLOCK_STATIC_CHECKS } from './blockStatics'
import { RULE_STATIC_CHECKS } from './ruleStatics'
import { ENTER_STATIC_CHECKS } from './enterStatics'
import { KEYWORD_MECHANIC_CHECKS } from './keywordMechanics'
import { BY_HAND_TRIGGER_CHECKS } from './byHandTriggers'

export const CHECK_AREAS: Record<string, Checks> = {
  effects: EFFECT_CHECKS,
  triggers: TRIGGER_CHECKS,
  costs: COST_CHECKS,
  statics: STATIC_CHECKS,
  more: MORE_CHECKS,
  third: THIRD_CHECKS,
  fourth: FOURTH_CHECKS,
  fifth: FIFTH_CHECKS,
  sixth: SIXTH_CHECKS,
  breadth: BREADTH_CHECKS,
  combatTriggers: COMBAT_TRIGGER_CHECKS,
  hostTriggers: HOST_TRIGGER_CHECKS,
  playerTriggers: PLAYER_TRIGGER_CHECKS,
  permanentTriggers: PERMANENT_TRIGGER_CHECKS,
  blockStatics: BLOCK_STATIC_CHECKS,
  ruleStatics: RULE_STATIC_CHECKS,
  enterStatics: ENTER_STATIC_CHECKS,
  keywordMechanics: KEYWORD_MECHANIC_CHECKS,
  byHandTriggers: BY_HAND_TRIGGER_CHECKS,
}

export const ALL_CHECKS: Checks = Object.assign({}, ...Object.values(CHECK_AREAS)) as Checks
