// The behavioural checks of more trigger events (test/support/verify/ctrigEvents.ts).
import { describe, it } from 'vitest'
import { CTRIG_CHECKS } from '../../../support/verify/ctrigEvents'

describe('verified templates: more trigger events', () => {
  for (const [template, check] of Object.entries(CTRIG_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
