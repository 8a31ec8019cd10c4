// The behavioural checks of test/support/verify/divided.ts: damage divided as you choose, on a spell, an activated
// or loyalty ability, and a triggered ability (CR 601.2d, 602.2b, 603.3d).
import { describe, it } from 'vitest'
import { DIVIDED_CHECKS } from '../../../support/verify/divided'

describe('verified templates: divided damage', () => {
  for (const [template, check] of Object.entries(DIVIDED_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 60_000)
})
