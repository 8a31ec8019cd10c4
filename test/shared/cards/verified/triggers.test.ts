// The behavioural checks of triggers (test/support/verify/triggers.ts): each plays a real card and asserts what the
// template's meaning gives.
import { describe, it } from 'vitest'
import { TRIGGER_CHECKS } from '../../../support/verify/triggers'

describe('verified templates: triggers', () => {
  for (const [template, check] of Object.entries(TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
