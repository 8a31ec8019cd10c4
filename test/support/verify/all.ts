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
import { DOMAIN_CHECKS } from './domain'
import { WEREWOLF_CHECKS } from './werewolves'
import { MANA_VALUE_CHECKS } from './manaValue'
import { SACRIFICED_CHECKS } from './sacrificed'

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
  domain: DOMAIN_CHECKS,
  werewolves: WEREWOLF_CHECKS,
  manaValue: MANA_VALUE_CHECKS,
  sacrificed: SACRIFICED_CHECKS,
}

export const ALL_CHECKS: Checks = Object.assign({}, ...Object.values(CHECK_AREAS)) as Checks
