// The behavioural checks of test/support/verify/topStaples.ts (shapes of the most-reprinted cards' tail): each plays a
// real card and asserts what its template means, with a near miss.
import { describe, it } from 'vitest'
import { TOP_STAPLE_CHECKS } from '../../../support/verify/topStaples'

describe('verified templates: shapes of the most-reprinted cards (the tail)', () => {
  for (const [template, check] of Object.entries(TOP_STAPLE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
