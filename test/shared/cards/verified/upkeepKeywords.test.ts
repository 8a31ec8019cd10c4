// The behavioural checks of test/support/verify/upkeepKeywords.ts (echo, cumulative upkeep, fading, vanishing): each
// plays a real card and asserts what the keyword's rule gives, paid and not paid.
import { describe, it } from 'vitest'
import { UPKEEP_KEYWORD_CHECKS } from '../../../support/verify/upkeepKeywords'

describe('verified templates: the upkeep keywords', () => {
  for (const [template, check] of Object.entries(UPKEEP_KEYWORD_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
