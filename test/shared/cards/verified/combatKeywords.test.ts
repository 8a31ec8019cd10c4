// The behavioural checks of test/support/verify/combatKeywords.ts (flanking, rampage, provoke, afflict, melee,
// renown, ingest): each plays a real card through a combat and asserts what the keyword's rule gives.
import { describe, it } from 'vitest'
import { COMBAT_KEYWORD_CHECKS } from '../../../support/verify/combatKeywords'

describe('verified templates: the combat keywords', () => {
  for (const [template, check] of Object.entries(COMBAT_KEYWORD_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
