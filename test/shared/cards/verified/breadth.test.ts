// The behavioural checks of the staples' templates (test/support/verify/breadth.ts).
import { describe, it } from 'vitest'
import { BREADTH_CHECKS } from '../../../support/verify/breadth'

describe('verified templates: staples', () => {
  for (const [template, check] of Object.entries(BREADTH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
