// An Aura's or Equipment's bonus "as long as" a condition on the game holds (CR 611.3a): "Enchanted creature has
// vigilance as long as you control a black or green permanent" (the Runemarks), threshold's "Enchanted creature gets
// +3/+0 as long as seven or more cards are in your graveyard" (Kamahl's Desire), and a scan of every line of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { byHandWithoutReason, classOf, loadScanData, runWithoutCondition, scanLines } from '../../../support/shapeScan'

describe('an attached bonus "as long as …"', () => {
  beforeAll(loadScanData, 60_000)

  it('every such line is run with its condition, or left by hand', () => {
    const lines = scanLines(
      /^(?:threshold — )?(?:enchanted|equipped) creature (?:gets|has) [^.]* as long as (?!it\b|it's\b)/i,
    )
    expect(lines.length).toBeGreaterThan(10)
    const c = classOf(lines, 'static:attachedPump.asLongAs')
    expect(c.run).toEqual(expect.arrayContaining(["Kamahl's Desire", 'Abzan Runemark']))
    expect(c.missing).toEqual([])
    expect(runWithoutCondition(lines)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
