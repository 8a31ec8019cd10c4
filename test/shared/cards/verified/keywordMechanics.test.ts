// The behavioural checks of statics and triggers of keyword mechanics (test/support/verify/keywordMechanics.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { KEYWORD_MECHANIC_CHECKS } from '../../../support/verify/keywordMechanics'

describe('verified templates: statics and triggers of keyword mechanics', () => {
  for (const [template, check] of Object.entries(KEYWORD_MECHANIC_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
