// The behavioural checks of test/support/verify/fourth.ts (cost changes, keyword triggers, conditions, more combat
// restrictions): each plays a real card and asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { FOURTH_CHECKS } from '../../../support/verify/fourth'

describe('verified templates: cost changes, keyword triggers, conditions, combat restrictions', () => {
  for (const [template, check] of Object.entries(FOURTH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
