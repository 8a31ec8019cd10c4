// The behavioural checks of test/support/verify/manaValue.ts: "its mana value" (CR 202.3).
import { describe, it } from 'vitest'
import { MANA_VALUE_CHECKS } from '../../../support/verify/manaValue'

describe('verified templates: mana value amounts', () => {
  for (const [template, check] of Object.entries(MANA_VALUE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
