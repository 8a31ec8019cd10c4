// The behavioural checks of trigger events of cards resolved by hand (test/support/verify/byHandTriggers.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { BY_HAND_TRIGGER_CHECKS } from '../../../support/verify/byHandTriggers'

describe('verified templates: trigger events of cards resolved by hand', () => {
  for (const [template, check] of Object.entries(BY_HAND_TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
