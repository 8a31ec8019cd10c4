// The behavioural checks of test/support/verify/keywordActions.ts (crew, unearth, modular, monstrosity,
// fabricate, extort, living weapon, graft, recover, ward): each plays a real card, the choice taken and declined.
import { describe, it } from 'vitest'
import { KEYWORD_ACTION_CHECKS } from '../../../support/verify/keywordActions'

describe('verified templates: keyword actions with a choice or a cost', () => {
  for (const [template, check] of Object.entries(KEYWORD_ACTION_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
