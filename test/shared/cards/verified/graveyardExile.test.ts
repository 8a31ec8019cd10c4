// The behavioural checks of test/support/verify/graveyardExile.ts: cards chosen from one's graveyard and exiled, done
// and not done (CR 406.3, 608.2c).
import { describe, it } from 'vitest'
import { GRAVEYARD_EXILE_CHECKS, NO_COMBAT_DAMAGE_CHECKS } from '../../../support/verify/graveyardExile'

describe('verified templates: X and Y of "you may X. If you do, Y"', () => {
  for (const [template, check] of Object.entries({ ...GRAVEYARD_EXILE_CHECKS, ...NO_COMBAT_DAMAGE_CHECKS }))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
