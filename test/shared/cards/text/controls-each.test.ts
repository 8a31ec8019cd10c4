// "if you control an artifact and an enchantment" (CR 603.4, 608.2c): one permanent of each kind, and a scan of every
// line of the shape (Soul Transfer's "as you cast this spell" is another time, left by hand).
import { beforeAll, describe, expect, it } from 'vitest'
import { loadScanData, scanLines } from '../../../support/shapeScan'

describe('"you control an artifact and an enchantment"', () => {
  beforeAll(loadScanData, 60_000)

  it('every line of the shape is run with its template, or left by hand', () => {
    const lines = scanLines(/\b(?:if|as long as|only if) you control an? \w+ and an? \w+/i)
    expect(lines.length).toBeGreaterThan(4)
    const run = lines.filter((l) => l.automated)
    expect(run.map((l) => l.name)).toContain('Kami of Terrible Secrets')
    for (const l of run) expect([...l.templates], `${l.name}: ${l.text}`).toContain('condition:controlsEach')
    expect(lines.find((l) => l.name === 'Soul Transfer')?.automated).toBe(false)
    for (const l of lines.filter((x) => !x.automated)) expect(l.reason, l.name).toBeTruthy()
  }, 120_000)
})
