// The behavioural checks of test/support/verify/copyEffects.ts (storm, a token copy, embalm, cascade): each plays a
// real card and asserts the copies made and the spell cast.
import { describe, it } from 'vitest'
import { COPY_EFFECT_CHECKS } from '../../../support/verify/copyEffects'

describe('verified templates: copies and free casts', () => {
  for (const [template, check] of Object.entries(COPY_EFFECT_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
