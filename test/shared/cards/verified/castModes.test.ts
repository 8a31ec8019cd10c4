// The behavioural checks of the other ways to cast a spell (test/support/verify/castModes.ts): each plays a real card
// from the right zone at the right cost and asserts what happens after.
import { describe, it } from 'vitest'
import { CAST_MODE_CHECKS } from '../../../support/verify/castModes'

describe('verified templates: ways to cast', () => {
  for (const [template, check] of Object.entries(CAST_MODE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
