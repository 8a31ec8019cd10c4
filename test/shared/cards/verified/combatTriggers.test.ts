// The behavioural checks of combat triggers (test/support/verify/combatTriggers.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { COMBAT_TRIGGER_CHECKS } from '../../../support/verify/combatTriggers'

describe('verified templates: combat triggers', () => {
  for (const [template, check] of Object.entries(COMBAT_TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
