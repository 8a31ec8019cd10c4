// The verified list (engine/verifiedTemplates.ts) is exactly the templates with a behavioural check, each check's card
// uses its template, and every listed template is one the compiler knows (engine/templates.ts).
import { describe, expect, it } from 'vitest'
import '../../../../src-shared/variants'
import { VERIFIED_TEMPLATES } from '../../../../src-shared/engine/verifiedTemplates'
import { knownTemplates } from '../../../../src-shared/engine/templates'
import { realCard } from '../../../support/realCards'
import { cardTemplates } from '../../../support/verify/harness'
import { ALL_CHECKS } from '../../../support/verify/all'

describe('the verified template list', () => {
  it('lists exactly the templates that have a behavioural check', () => {
    expect([...VERIFIED_TEMPLATES].sort()).toEqual(Object.keys(ALL_CHECKS).sort())
  })

  it('every listed template is one the compiler knows', () => {
    const known = new Set(knownTemplates())
    expect([...VERIFIED_TEMPLATES].filter((t) => !known.has(t))).toEqual([])
  })

  it("each check's card uses its template", () => {
    const wrong = Object.entries(ALL_CHECKS)
      .filter(([template, check]) => !cardTemplates(realCard(check.card)).has(template))
      .map(([template, check]) => `${template}: ${check.card}`)
    expect(wrong).toEqual([])
  })
})
