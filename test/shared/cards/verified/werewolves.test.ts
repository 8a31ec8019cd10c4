// The behavioural checks of test/support/verify/werewolves.ts: the werewolves' "spells cast last turn" (CR 603.4)
// and transforming (CR 701.28a).
import { describe, it } from 'vitest'
import { WEREWOLF_CHECKS } from '../../../support/verify/werewolves'

describe('verified templates: werewolves', () => {
  for (const [template, check] of Object.entries(WEREWOLF_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
