// The behavioural checks of test/support/verify/turnEffects.ts (delayed triggered abilities, extra turns): each plays
// a real card on into the later step or turn and asserts what happens there, and only there.
import { describe, it } from 'vitest'
import { TURN_EFFECT_CHECKS } from '../../../support/verify/turnEffects'

describe('verified templates: effects on later steps and turns', () => {
  for (const [template, check] of Object.entries(TURN_EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
