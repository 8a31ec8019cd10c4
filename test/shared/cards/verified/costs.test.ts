// The behavioural checks of costs and mana abilities (test/support/verify/costs.ts): each plays a real card and asserts what the
// template's meaning gives.
import { describe, it } from 'vitest'
import { COST_CHECKS } from '../../../support/verify/costs'

describe('verified templates: costs and mana abilities', () => {
  for (const [template, check] of Object.entries(COST_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
