// The behavioural checks of test/support/verify/countCards.ts: the greatest toughness or mana value among
// permanents, and cards counted by zone, player, subtype and colour (CR 208.1, 202.3, 400.1).
import { describe, it } from 'vitest'
import { COUNT_CARDS_CHECKS } from '../../../support/verify/countCards'

describe('verified templates: counts of cards and of the greatest', () => {
  for (const [template, check] of Object.entries(COUNT_CARDS_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
