// The behavioural checks of test/support/verify/chosenTypeMana.ts: mana spent only on a creature spell of the type
// chosen as its land entered, and mana whose spell can't be countered (Cavern of Souls).
import { describe, it } from 'vitest'
import { CHOSEN_TYPE_MANA_CHECKS } from '../../../support/verify/chosenTypeMana'

describe('verified templates: mana of the chosen type', () => {
  for (const [template, check] of Object.entries(CHOSEN_TYPE_MANA_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
