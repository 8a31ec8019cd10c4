// The behavioural checks of test/support/verify/counterEffects.ts (proliferate, bolster, amass, adapt, explore): each
// plays a real card and asserts exactly which counters went where.
import { describe, it } from 'vitest'
import { COUNTER_EFFECT_CHECKS } from '../../../support/verify/counterEffects'

describe('verified templates: effects that put counters', () => {
  for (const [template, check] of Object.entries(COUNTER_EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
