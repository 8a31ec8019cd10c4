// "if you control an artifact and an enchantment" (CR 603.4, 608.2c): one permanent of each kind, and a scan of every
// line of the shape (Soul Transfer's "as you cast this spell" is another time, left by hand).
import { beforeAll, describe, expect, it } from 'vitest'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('"you control an artifact and an enchantment"', () => {
  beforeAll(loadScanData, 60_000)

  it('every line of the shape is run with its template, or left by hand', () => {
    const lines = scanLines(/\b(?:if|as long as|only if) you control an? \w+ and an? \w+/i)
    expect(lines.length).toBeGreaterThan(4)
    const c = classOf(lines, 'condition:controlsEach')
    expect(c.run).toContain('Kami of Terrible Secrets')
    expect(c.missing).toEqual([])
    expect(lines.find((l) => l.name === 'Soul Transfer')?.automated).toBe(false)
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
