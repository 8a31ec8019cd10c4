// The behavioural checks of "becomes a N/N … creature until end of turn" (test/support/verify/animate.ts).
import { describe, it } from 'vitest'
import { ANIMATE_CHECKS } from '../../../support/verify/animate'

describe('verified templates: a permanent becomes a creature', () => {
  for (const [template, check] of Object.entries(ANIMATE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
