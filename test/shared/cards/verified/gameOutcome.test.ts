// The behavioural checks of test/support/verify/gameOutcome.ts: winning and losing by an effect (CR 104.2b, 104.3e).
import { describe, it } from 'vitest'
import { GAME_OUTCOME_CHECKS } from '../../../support/verify/gameOutcome'

describe('verified templates: winning and losing the game', () => {
  for (const [template, check] of Object.entries(GAME_OUTCOME_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
