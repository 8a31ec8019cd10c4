// The behavioural checks of statics of rules for players and spells (test/support/verify/ruleStatics.ts): each plays a real card and
// asserts what the template's meaning gives.
import { describe, it } from 'vitest'
import { RULE_STATIC_CHECKS } from '../../../support/verify/ruleStatics'

describe('verified templates: statics of rules for players and spells', () => {
  for (const [template, check] of Object.entries(RULE_STATIC_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
