// The behavioural checks of test/support/verify/third.ts (combat triggers and restrictions, life and damage triggers,
// keyword actions, mana effects, other ways to cast, more costs): each plays a real card and asserts what the
// template's meaning gives.
import { describe, it } from 'vitest'
import { THIRD_CHECKS } from '../../../support/verify/third'

describe('verified templates: combat, life and damage triggers, keyword actions, mana, casting, costs', () => {
  for (const [template, check] of Object.entries(THIRD_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
