// The behavioural check of test/support/verify/copyTriggers.ts: "whenever you cast or copy …" (CR 207.2c, 707.10).
import { describe, it } from 'vitest'
import { COPY_TRIGGER_CHECKS } from '../../../support/verify/copyTriggers'

describe('verified templates: cast or copy triggers', () => {
  for (const [template, check] of Object.entries(COPY_TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
