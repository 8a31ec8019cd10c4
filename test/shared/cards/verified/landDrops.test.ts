// The behavioural check of "You may play an additional land this turn" (test/support/verify/landDrops.ts).
import { describe, it } from 'vitest'
import { LAND_DROP_CHECKS } from '../../../support/verify/landDrops'

describe('verified templates: land drops', () => {
  for (const [template, check] of Object.entries(LAND_DROP_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
