// The behavioural checks of test/support/verify/ccondConditions.ts: conditions of the condition grammar, each played
// true and false (CR 608.2c, 611.3a, 603.4).
import { describe, it } from 'vitest'
import { CCOND_CHECKS } from '../../../support/verify/ccondConditions'

describe('verified templates: conditions', () => {
  for (const [template, check] of Object.entries(CCOND_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
