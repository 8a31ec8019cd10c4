// The behavioural checks of test/support/verify/damageEffects.ts (bite, kicked damage, a shield against a chosen
// source, damage to a player and their creatures, life becomes N, greatest power, life total): each plays a real card
// and asserts the exact damage and life.
import { describe, it } from 'vitest'
import { DAMAGE_EFFECT_CHECKS } from '../../../support/verify/damageEffects'

describe('verified templates: damage and life effects, and their amounts', () => {
  for (const [template, check] of Object.entries(DAMAGE_EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
