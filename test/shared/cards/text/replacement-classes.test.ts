// Every line of AtomicCards of each replacement shape the grammar reads (CR 614): run with its template, or left by
// hand with a reason code (test/support/shapeScan.ts), so the class is covered, not the example.
import { describe, expect, it } from 'vitest'
import { scanLines, type ScannedLine } from '../../../support/shapeScan'

/** The lines left by hand, by card, with their reason codes; the cards run without the template. */
function classOf(lines: ScannedLine[], template: string) {
  const byHand = Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))
  const missing = lines.filter((l) => l.automated && !l.templates.has(template)).map((l) => l.name)
  const run = lines.filter((l) => l.automated).map((l) => l.name)
  return { run, byHand, missing }
}

describe('replacement shapes, every card', () => {
  it('CR 701.15, 614.6: every "if it\'s a creature, it can\'t be regenerated this turn, and if it would die this turn, exile it instead" is run', () => {
    const c = classOf(
      scanLines(/it can't be regenerated this turn, and if it would die this turn, exile it instead/i),
      'effect:exileDamagedIfDies.noRegen',
    )
    expect(c.missing).toEqual([])
    expect(c.byHand).toEqual({})
    expect(c.run).toEqual(expect.arrayContaining(['Disintegrate', 'Carbonize']))
  })

  it("CR 614.1a: every countered spell put into its owner's hand or on the top or bottom of the library is run", () => {
    const hand = classOf(
      scanLines(/countered this way, put it into its owner's hand instead/i),
      'effect:counterSpell.hand',
    )
    expect(hand.missing).toEqual([])
    expect(hand.byHand).toEqual({})
    expect(hand.run).toContain('Remand')
    const either = classOf(
      scanLines(/countered this way, put that card on the top or bottom of its owner's library/i),
      'effect:counterSpell.topOrBottom',
    )
    expect(either.missing).toEqual([])
    expect(either.byHand).toEqual({})
    expect(either.run).toContain('Hinder')
  })
})
