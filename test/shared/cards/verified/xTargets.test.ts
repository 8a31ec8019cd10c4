// The behavioural checks of test/support/verify/xTargets.ts: a target "with mana value X" (CR 601.2b, 601.2c).
import { describe, it } from 'vitest'
import { X_TARGET_CHECKS } from '../../../support/verify/xTargets'

describe('verified templates: targets with mana value X', () => {
  for (const [template, check] of Object.entries(X_TARGET_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
