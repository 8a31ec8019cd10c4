// The behavioural checks of test/support/verify/fifth.ts (loyalty, conditions of the turn and the graveyard,
// begin-combat and discard triggers): each plays a real card and asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { FIFTH_CHECKS } from '../../../support/verify/fifth'

describe('verified templates: loyalty, turn and graveyard conditions, begin-combat and discard triggers', () => {
  for (const [template, check] of Object.entries(FIFTH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
