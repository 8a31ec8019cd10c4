// The behavioural checks of test/support/verify/unlessPays.ts: "… unless [a player] pays [a cost]" (CR 118.12).
import { describe, it } from 'vitest'
import { UNLESS_PAYS_CHECKS } from '../../../support/verify/unlessPays'

describe('verified templates: unless a player pays', () => {
  for (const [template, check] of Object.entries(UNLESS_PAYS_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
