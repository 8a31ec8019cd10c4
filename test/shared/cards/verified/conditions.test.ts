// The behavioural checks of conditions (test/support/verify/conditions.ts): each plays a real card with its condition
// true and false and asserts the effect happens only when true.
import { describe, it } from 'vitest'
import { CONDITION_CHECKS } from '../../../support/verify/conditions'

describe('verified templates: conditions', () => {
  for (const [template, check] of Object.entries(CONDITION_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
