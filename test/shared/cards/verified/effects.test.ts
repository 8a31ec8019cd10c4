// The behavioural checks of effect kinds (test/support/verify/effects.ts): each plays a real card of the kind and
// asserts what the kind's meaning gives.
import { describe, it } from 'vitest'
import { EFFECT_CHECKS } from '../../../support/verify/effects'

describe('verified templates: effect kinds', () => {
  for (const [template, check] of Object.entries(EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
