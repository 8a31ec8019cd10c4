// The behavioural checks of layer effects (test/support/verify/layers.ts).
import { describe, it } from 'vitest'
import { LAYER_CHECKS } from '../../../support/verify/layers'

describe('verified templates: layers', () => {
  for (const [template, check] of Object.entries(LAYER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
