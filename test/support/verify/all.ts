// Every behavioural check of a template, by area (engine/verifiedTemplates.ts lists exactly these templates).
import type { Checks } from './harness'
import { EFFECT_CHECKS } from './effects'
import { BREADTH_CHECKS } from './breadth'

export const CHECK_AREAS: Record<string, Checks> = {
  effects: EFFECT_CHECKS,
  breadth: BREADTH_CHECKS,
}

export const ALL_CHECKS: Checks = Object.assign({}, ...Object.values(CHECK_AREAS)) as Checks
