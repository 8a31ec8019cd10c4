// The behavioural checks of the triggers of Auras and Equipment (test/support/verify/hostTriggers.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { HOST_TRIGGER_CHECKS } from '../../../support/verify/hostTriggers'

describe('verified templates: the triggers of Auras and Equipment', () => {
  for (const [template, check] of Object.entries(HOST_TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
