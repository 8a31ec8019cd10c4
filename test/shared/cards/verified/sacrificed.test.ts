// The behavioural checks of test/support/verify/sacrificed.ts: "the sacrificed creature's power" (CR 608.2h).
import { describe, it } from 'vitest'
import { SACRIFICED_CHECKS } from '../../../support/verify/sacrificed'

describe('verified templates: the sacrificed creature', () => {
  for (const [template, check] of Object.entries(SACRIFICED_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
