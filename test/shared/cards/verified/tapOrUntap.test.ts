// The behavioural check of "You may tap or untap target permanent" (test/support/verify/tapOrUntap.ts).
import { describe, it } from 'vitest'
import { TAP_OR_UNTAP_CHECKS } from '../../../support/verify/tapOrUntap'

describe('verified templates: tap or untap', () => {
  for (const [template, check] of Object.entries(TAP_OR_UNTAP_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
