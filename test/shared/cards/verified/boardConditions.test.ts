// The behavioural checks of test/support/verify/boardConditions.ts: board conditions of an intervening "if" (CR 603.4).
import { describe, it } from 'vitest'
import { BOARD_CONDITION_CHECKS } from '../../../support/verify/boardConditions'

describe('verified templates: board conditions', () => {
  for (const [template, check] of Object.entries(BOARD_CONDITION_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
