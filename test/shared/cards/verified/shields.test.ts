// The behavioural checks of protection from a chosen colour and "can't be regenerated" (test/support/verify/shields.ts).
import { describe, it } from 'vitest'
import { SHIELD_CHECKS } from '../../../support/verify/shields'

describe('verified templates: shields given as it resolves', () => {
  for (const [template, check] of Object.entries(SHIELD_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
