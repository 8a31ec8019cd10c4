// The behavioural checks of test/support/verify/amountMath.ts: arithmetic on a count (CR 107.1), devotion (CR 700.5)
// and what "that player" has (CR 603.2).
import { describe, it } from 'vitest'
import { AMOUNT_MATH_CHECKS } from '../../../support/verify/amountMath'

describe('verified templates: amounts', () => {
  for (const [template, check] of Object.entries(AMOUNT_MATH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
