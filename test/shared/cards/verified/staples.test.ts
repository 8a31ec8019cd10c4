// The behavioural checks of test/support/verify/staples.ts (shapes of the most-reprinted cards): each plays a real
// card and asserts what its template means, with a near miss.
import { describe, it } from 'vitest'
import { STAPLE_CHECKS } from '../../../support/verify/staples'

describe('verified templates: shapes of the most-reprinted cards', () => {
  for (const [template, check] of Object.entries(STAPLE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
