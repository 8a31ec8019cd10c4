// The behavioural checks of alternative and optional costs with something after (test/support/verify/castExtras.ts):
// each casts a real card both ways, or from the right zone at the right cost, and asserts what follows.
import { describe, it } from 'vitest'
import { CAST_EXTRA_CHECKS } from '../../../support/verify/castExtras'

describe('verified templates: alternative and optional costs', () => {
  for (const [template, check] of Object.entries(CAST_EXTRA_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
