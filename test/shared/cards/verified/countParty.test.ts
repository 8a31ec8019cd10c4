// The behavioural checks of test/support/verify/countParty.ts: the party (CR 700.8) and converge (CR 601.2h).
import { describe, it } from 'vitest'
import { COUNT_PARTY_CHECKS } from '../../../support/verify/countParty'

describe('verified templates: party and colours of mana spent', () => {
  for (const [template, check] of Object.entries(COUNT_PARTY_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
