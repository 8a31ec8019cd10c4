// Card sizes that fit the window: battlefields scale their cards to their box, long hands overlap.
import { describe, expect, it } from 'vitest'
import { CARD_RATIO, fitCardWidth, handStep, rowsHeight } from '../../../src-renderer/src/components/table/fit'

describe('fitCardWidth', () => {
  it('takes the largest width when everything fits', () => {
    expect(fitCardWidth([[1, 1], [1]], 800, 400, { min: 30, max: 100, gap: 6 })).toBe(100)
  })
  it('shrinks cards until the rows fit the height, wrapping long rows', () => {
    const rows = [Array(30).fill(1), Array(20).fill(1.4)]
    const w = fitCardWidth(rows, 600, 300, { min: 30, max: 120, gap: 6 })
    expect(w).toBeLessThan(120)
    expect(rowsHeight(rows, w, 600, 6)).toBeLessThanOrEqual(300)
    expect(rowsHeight(rows, w + 1, 600, 6)).toBeGreaterThan(300)
  })
  it('never goes below the minimum (the box then scrolls inside)', () => {
    expect(fitCardWidth([Array(500).fill(1)], 300, 100, { min: 34, max: 100, gap: 6 })).toBe(34)
  })
  it('a row of two cards is 1.4 card widths high', () => {
    expect(rowsHeight([[1, 1]], 50, 1000, 6)).toBeCloseTo(50 * CARD_RATIO)
  })
})

describe('handStep', () => {
  it('keeps a gap when the hand fits', () => {
    expect(handStep(5, 80, 1000, 6)).toBe(86)
  })
  it('overlaps a long hand so that it fits its width exactly', () => {
    const step = handStep(12, 80, 600, 6)
    expect(step).toBeLessThan(80)
    expect(80 + 11 * step).toBeCloseTo(600)
  })
})
