// The behavioural check of test/support/verify/balance.ts: Balance (CR 101.4).
import { describe, it } from 'vitest'
import { BALANCE_CHECKS } from '../../../support/verify/balance'

describe('verified templates: Balance', () => {
  for (const [template, check] of Object.entries(BALANCE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
