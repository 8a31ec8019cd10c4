// The behavioural checks of test/support/verify/modes.ts: an activated ability's modes, and modes of which none may
// be chosen (CR 700.2, 602.2b, 603.3c).
import { describe, it } from 'vitest'
import { MODE_CHECKS } from '../../../support/verify/modes'

describe('verified templates: modal shapes', () => {
  for (const [template, check] of Object.entries(MODE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
