// The behavioural checks of triggers of a player's actions (test/support/verify/playerTriggers.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { PLAYER_TRIGGER_CHECKS } from '../../../support/verify/playerTriggers'

describe("verified templates: triggers of a player's actions", () => {
  for (const [template, check] of Object.entries(PLAYER_TRIGGER_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
