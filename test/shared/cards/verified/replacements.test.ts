// The behavioural checks of replacement shapes (test/support/verify/replacements.ts).
import { describe, it } from 'vitest'
import { REPLACEMENT_CHECKS } from '../../../support/verify/replacements'

describe('verified templates: replacements', () => {
  for (const [template, check] of Object.entries(REPLACEMENT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
