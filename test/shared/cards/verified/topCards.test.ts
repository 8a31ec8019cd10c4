// The behavioural checks of test/support/verify/topCards.ts (shapes of the most-reprinted cards' tail): each plays a
// real card and asserts what its template means, with a near miss.
import { describe, it } from 'vitest'
import { TOP_CARD_CHECKS } from '../../../support/verify/topCards'

describe('verified templates: shapes of the most-reprinted cards (the tail)', () => {
  for (const [template, check] of Object.entries(TOP_CARD_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
