// The behavioural checks of test/support/verify/branches.ts: "If you don't, …" and "Otherwise, …" (CR 608.2c).
import { describe, it } from 'vitest'
import { BRANCH_CHECKS } from '../../../support/verify/branches'

describe('verified templates: the branch not taken', () => {
  for (const [template, check] of Object.entries(BRANCH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
