// The behavioural checks of test/support/verify/topTail.ts (shapes of the most-reprinted cards' tail, second pass):
// each plays a real card and asserts what its template means, with a near miss.
import { describe, it } from 'vitest'
import { TOP_TAIL_CHECKS } from '../../../support/verify/topTail'

describe('verified templates: shapes of the most-reprinted cards (the tail, second pass)', () => {
  for (const [template, check] of Object.entries(TOP_TAIL_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
