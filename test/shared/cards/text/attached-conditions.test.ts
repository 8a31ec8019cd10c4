// An Aura's or Equipment's bonus "as long as" a condition on the game holds (CR 611.3a): "Enchanted creature has
// vigilance as long as you control a black or green permanent" (the Runemarks), threshold's "Enchanted creature gets
// +3/+0 as long as seven or more cards are in your graveyard" (Kamahl's Desire), and a scan of every line of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadScanData, scanLines } from '../../../support/shapeScan'

describe('an attached bonus "as long as …"', () => {
  beforeAll(loadScanData, 60_000)

  it('every such line is run with its condition, or left by hand', () => {
    const lines = scanLines(
      /^(?:threshold — )?(?:enchanted|equipped) creature (?:gets|has) [^.]* as long as (?!it\b|it's\b)/i,
    )
    expect(lines.length).toBeGreaterThan(10)
    const run = lines.filter((l) => l.automated)
    expect(run.map((l) => l.name)).toEqual(expect.arrayContaining(["Kamahl's Desire", 'Abzan Runemark']))
    for (const l of run) {
      expect([...l.templates], `${l.name}: ${l.text}`).toContain('static:attachedPump.asLongAs')
      expect(
        [...l.templates].some((t) => t.startsWith('condition:')),
        l.name,
      ).toBe(true)
    }
    for (const l of lines.filter((x) => !x.automated)) expect(l.reason, l.name).toBeTruthy()
  }, 120_000)
})
