// The behavioural checks of an Aura's bans on activating and crewing (test/support/verify/restrictions.ts).
import { describe, it } from 'vitest'
import { RESTRICTION_CHECKS } from '../../../support/verify/restrictions'

describe('verified templates: restrictions', () => {
  for (const [template, check] of Object.entries(RESTRICTION_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
