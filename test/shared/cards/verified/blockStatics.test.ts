// The behavioural checks of statics of blocks and combat damage (test/support/verify/blockStatics.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { BLOCK_STATIC_CHECKS } from '../../../support/verify/blockStatics'

describe('verified templates: statics of blocks and combat damage', () => {
  for (const [template, check] of Object.entries(BLOCK_STATIC_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
