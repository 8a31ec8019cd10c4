// The behavioural checks of triggers of permanents and cards (test/support/verify/permanentTriggers.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { PERMANENT_TRIGGER_CHECKS } from '../../../support/verify/permanentTriggers'

describe('verified templates: triggers of permanents and cards', () => {
  for (const [template, check] of Object.entries(PERMANENT_TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
