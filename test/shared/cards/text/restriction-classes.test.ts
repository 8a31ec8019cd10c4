// Every line of AtomicCards of each restriction shape the grammar reads (CR 602.5, 702.122a): run with its template,
// or left by hand with a reason code (test/support/shapeScan.ts), so the class is covered, not the example.
import { describe, expect, it } from 'vitest'
import { scanLines, type ScannedLine } from '../../../support/shapeScan'

/** The lines left by hand, by card, with their reason codes; every other line has the template. */
function classOf(lines: ScannedLine[], template: string) {
  const byHand = Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))
  const missing = lines.filter((l) => l.automated && !l.templates.has(template)).map((l) => l.name)
  return { run: lines.filter((l) => l.automated).length, byHand, missing }
}

describe('restriction shapes, every card', () => {
  it("CR 602.5: every Aura's ban on its permanent's activated abilities is run as static:activationBan", () => {
    const c = classOf(
      scanLines(/^enchanted .*activated abilities can't be activated|^enchanted [a-z]+'s activated abilities can't/i),
      'static:activationBan',
    )
    expect(c.missing).toEqual([])
    expect(c.run).toBeGreaterThanOrEqual(22) // Arrest, Faith's Fetters, Stupefying Touch, Encrust, Viper's Kiss, …
    // A second sentence the grammar doesn't read ("Its controller may exile three cards …") keeps the line by hand.
    expect(c.byHand).toEqual({ 'Lost in Thought': 'restriction', "Volrath's Curse": 'restriction' })
  })

  it('CR 702.122a: every "can\'t attack, block, or crew Vehicles" is run as static:crewBan', () => {
    const c = classOf(scanLines(/can't attack, block, or crew vehicles/i), 'static:crewBan')
    expect(c.missing).toEqual([])
    expect(c.byHand).toEqual({})
    expect(c.run).toBeGreaterThanOrEqual(3) // Bound in Gold, Intercessor's Arrest, Revoke Privileges
  })
})
