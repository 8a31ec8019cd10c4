// The parser's packrat memo (grammar/lineMemo.ts): what it keeps for a line, and nothing of the line before.
import { describe, expect, it } from 'vitest'
import { FAILED, LineMemo, NOT_KNOWN, PARSED } from '@shared/text/grammar/lineMemo'

describe('the line memo of the Oracle-text parser', () => {
  it('keeps whether each alternative parsed at each position, for the current line only', () => {
    const memo = new LineMemo()
    memo.begin()
    memo.set(5, 3, true)
    memo.set(5, 4, false)
    memo.set(6, 3, false)
    expect([memo.get(5, 3), memo.get(5, 4), memo.get(6, 3), memo.get(6, 4)]).toEqual([
      PARSED,
      FAILED,
      FAILED,
      NOT_KNOWN,
    ])
    memo.begin()
    expect([memo.get(5, 3), memo.get(5, 4), memo.get(6, 3)]).toEqual([NOT_KNOWN, NOT_KNOWN, NOT_KNOWN])
  })

  it('keeps every entry of a line however many there are (the table grows)', () => {
    const memo = new LineMemo()
    memo.begin()
    const n = 40_000
    for (let k = 0; k < n; k++) memo.set(k % 997, k, k % 3 === 0)
    const wrong = []
    for (let k = 0; k < n; k++) if (memo.get(k % 997, k) !== (k % 3 === 0 ? PARSED : FAILED)) wrong.push(k)
    expect(wrong).toEqual([])
    expect(memo.get(1, n + 1)).toBe(NOT_KNOWN)
  })
})
