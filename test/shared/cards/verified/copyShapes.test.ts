// The behavioural check of test/support/verify/copyShapes.ts: "whenever you cast or copy …" (CR 207.2c, 707.10).
import { describe, it } from 'vitest'
import { COPY_SHAPE_CHECKS } from '../../../support/verify/copyShapes'

describe('verified templates: copy shapes', () => {
  for (const [template, check] of Object.entries(COPY_SHAPE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
