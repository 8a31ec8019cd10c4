// The behavioural checks of restrictions on a target or the source (test/support/verify/ctrigRestrictions.ts).
import { describe, it } from 'vitest'
import { CTRIG_RESTRICTION_CHECKS } from '../../../support/verify/ctrigRestrictions'

describe('verified templates: restrictions on a target or the source', () => {
  for (const [template, check] of Object.entries(CTRIG_RESTRICTION_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
