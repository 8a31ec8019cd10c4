// The behavioural checks of test/support/verify/more.ts (choices, zones, conditions, other ways to cast, combat
// restrictions, prevention): each plays a real card and asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { MORE_CHECKS } from '../../../support/verify/more'

describe('verified templates: choices, zones, conditions, casting, restrictions, prevention', () => {
  for (const [template, check] of Object.entries(MORE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
