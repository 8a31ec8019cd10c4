// The behavioural checks of test/support/verify/sixth.ts (templates of the starter decks): each plays a real card
// and asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { SIXTH_CHECKS } from '../../../support/verify/sixth'

describe("verified templates: the starter decks' templates", () => {
  for (const [template, check] of Object.entries(SIXTH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
