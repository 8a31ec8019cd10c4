// The behavioural checks of static abilities and amounts (test/support/verify/statics.ts): each plays a real card and asserts what the
// template's meaning gives.
import { describe, it } from 'vitest'
import { STATIC_CHECKS } from '../../../support/verify/statics'

describe('verified templates: static abilities and amounts', () => {
  for (const [template, check] of Object.entries(STATIC_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
