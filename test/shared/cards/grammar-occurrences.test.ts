// The grammar's choice points are told apart by their occurrence index within a rule: two OR, OPTION or MANY with the
// same index in one rule would share one lookahead, and one of them would silently read the other's choices.
import { describe, expect, it } from 'vitest'
import { oracleParser } from '../../../src-shared/text/grammar'

interface Production {
  type: string
  name?: string
  idx?: number
  definition?: Production[]
}

/** Each choice point of a rule, as "Option 43", once per time it occurs. */
function choicePoints(p: Production, out: string[] = []): string[] {
  if (['Alternation', 'Option', 'Repetition', 'RepetitionMandatory', 'RepetitionWithSeparator'].includes(p.type))
    out.push(`${p.type} ${p.idx}`)
  for (const d of p.definition ?? []) choicePoints(d, out)
  return out
}

describe('the Oracle grammar', () => {
  it('uses each OR, OPTION and MANY occurrence index once per rule', () => {
    const rules = (
      oracleParser() as unknown as { getSerializedGastProductions(): Production[] }
    ).getSerializedGastProductions()
    expect(rules.length).toBeGreaterThan(50)
    const repeated: string[] = []
    for (const rule of rules) {
      const seen = new Set<string>()
      for (const c of (rule.definition ?? []).flatMap((d) => choicePoints(d))) {
        if (seen.has(c)) repeated.push(`${rule.name}: ${c}`)
        seen.add(c)
      }
    }
    expect(repeated).toEqual([])
  })
})
