// The behavioural checks of test/support/verify/countMoved.ts: "for each … destroyed this way" (CR 608.2c).
import { describe, it } from 'vitest'
import { COUNT_MOVED_CHECKS } from '../../../support/verify/countMoved'

describe('verified templates: what the resolution moved', () => {
  for (const [template, check] of Object.entries(COUNT_MOVED_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
