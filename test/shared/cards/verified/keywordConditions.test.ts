// The behavioural checks of the conditions inside keyword abilities (test/support/verify/keywordConditions.ts): each
// plays a real card with its condition true and false.
import { describe, it } from 'vitest'
import { KEYWORD_CONDITION_CHECKS } from '../../../support/verify/keywordConditions'

describe('verified templates: conditions of keyword abilities', () => {
  for (const [template, check] of Object.entries(KEYWORD_CONDITION_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
