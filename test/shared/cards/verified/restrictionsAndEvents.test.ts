// The behavioural checks of restrictions on a target or the source, and of more trigger events
// (test/support/verify/restrictionsAndEvents.ts).
import { describe, it } from 'vitest'
import { RESTRICTION_EVENT_CHECKS } from '../../../support/verify/restrictionsAndEvents'

describe('verified templates: restrictions on a target or the source, and trigger events', () => {
  for (const [template, check] of Object.entries(RESTRICTION_EVENT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
