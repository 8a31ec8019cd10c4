// The behavioural checks of test/support/verify/ifAble.ts: "if able" requirements on groups of creatures and this
// turn, each played obeyed and not (CR 508.1d, 509.1c).
import { describe, it } from 'vitest'
import { IF_ABLE_CHECKS } from '../../../support/verify/ifAble'

describe('verified templates: "if able" requirements', () => {
  for (const [template, check] of Object.entries(IF_ABLE_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
