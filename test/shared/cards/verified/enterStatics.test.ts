// The behavioural checks of statics of entering and of damage prevention (test/support/verify/enterStatics.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { ENTER_STATIC_CHECKS } from '../../../support/verify/enterStatics'

describe('verified templates: statics of entering and of damage prevention', () => {
  for (const [template, check] of Object.entries(ENTER_STATIC_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
