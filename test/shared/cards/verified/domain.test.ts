// The behavioural checks of test/support/verify/domain.ts: domain's count of basic land types (CR 305.6).
import { describe, it } from 'vitest'
import { DOMAIN_CHECKS } from '../../../support/verify/domain'

describe('verified templates: domain', () => {
  for (const [template, check] of Object.entries(DOMAIN_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
