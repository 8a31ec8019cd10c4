// The behavioural checks of test/support/verify/copyTarget.ts: a spell on the stack copied, with new targets
// (CR 707.10, 707.10c).
import { describe, it } from 'vitest'
import { COPY_TARGET_CHECKS } from '../../../support/verify/copyTarget'

describe('verified templates: copies of spells', () => {
  for (const [template, check] of Object.entries(COPY_TARGET_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 60_000)
})
