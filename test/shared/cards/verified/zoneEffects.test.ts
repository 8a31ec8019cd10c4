// The behavioural checks of test/support/verify/zoneEffects.ts (to the top of a library, graveyards exiled or
// shuffled, the top card, surveil, learn, partner with, exiled cards returning, exile instead of dying): each plays a
// real card and asserts every zone it touches.
import { describe, it } from 'vitest'
import { ZONE_EFFECT_CHECKS } from '../../../support/verify/zoneEffects'

describe('verified templates: effects that move cards between zones', () => {
  for (const [template, check] of Object.entries(ZONE_EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
