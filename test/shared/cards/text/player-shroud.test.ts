// "You have shroud" (CR 702.18c): no spell or ability targets that player, their own neither (played in
// test/support/verify/ctrigEvents.ts); the scan: every such line is read as the player's shroud.
import { beforeAll, describe, expect, it } from 'vitest'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('a player with shroud (CR 702.18c)', () => {
  beforeAll(loadScanData, 60_000)

  it('every "You have shroud" line is run as the player\'s shroud, or left by hand with a reason', () => {
    const lines = scanLines(/^you have shroud\b/i)
    const c = classOf(lines, 'static:playerRule.shroud')
    expect(c.run).toEqual(expect.arrayContaining(['Ivory Mask', 'True Believer', 'Solitary Confinement']))
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
