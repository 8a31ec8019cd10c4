// The behavioural checks of test/support/verify/manaKinds.ts (storage counters, staying tapped, only if you control a
// land type, life, a draw): each activates a real card's mana ability and asserts the exact mana made.
import { describe, it } from 'vitest'
import { MANA_KIND_CHECKS } from '../../../support/verify/manaKinds'

describe("verified templates: mana abilities' riders", () => {
  for (const [template, check] of Object.entries(MANA_KIND_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
