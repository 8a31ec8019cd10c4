// The behavioural checks of the other cost kinds (test/support/verify/costKinds.ts): each plays a real card and asserts
// that the cost is paid and can't be skipped.
import { describe, it } from 'vitest'
import { COST_KIND_CHECKS } from '../../../support/verify/costKinds'

describe('verified templates: cost kinds', () => {
  for (const [template, check] of Object.entries(COST_KIND_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
