// The behavioural checks of test/support/verify/revealedHand.ts: a card chosen from a revealed hand and exiled
// (CR 701.16, 406.3).
import { describe, it } from 'vitest'
import { REVEALED_HAND_CHECKS } from '../../../support/verify/revealedHand'

describe('verified templates: revealed hands', () => {
  for (const [template, check] of Object.entries(REVEALED_HAND_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
