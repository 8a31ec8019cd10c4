// The behavioural checks of test/support/verify/permanentEffects.ts (the monarch, an emblem, detain, champion,
// connive, kinship, losing abilities, reconfigure, transform, myriad): each plays a real card and asserts what
// changed, and for how long.
import { describe, it } from 'vitest'
import { PERMANENT_EFFECT_CHECKS } from '../../../support/verify/permanentEffects'

describe('verified templates: what permanents and players are or may do', () => {
  for (const [template, check] of Object.entries(PERMANENT_EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
