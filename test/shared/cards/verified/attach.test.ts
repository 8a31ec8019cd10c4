// The behavioural check of "Attach ~ to target creature you control" (test/support/verify/attach.ts).
import { describe, it } from 'vitest'
import { ATTACH_CHECKS } from '../../../support/verify/attach'

describe('verified templates: attaching', () => {
  for (const [template, check] of Object.entries(ATTACH_CHECKS))
    it(`${check.rule}: ${template}, played with ${check.card}`, () => check.run(), 30_000)
})
