// The behavioural checks of test/support/verify/eventsAndStatics.ts (trigger events and statics read late): each
// plays a real card and asserts what its template means, with a near miss.
import { describe, it } from 'vitest'
import { EVENT_STATIC_CHECKS } from '../../../support/verify/eventsAndStatics'

describe('verified templates: trigger events and statics', () => {
  for (const [template, check] of Object.entries(EVENT_STATIC_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
