// "Whenever a player casts a spell of the chosen color" (CR 614.12, 603.2): the colour its source chose as it entered
// (played in test/support/verify/ctrigEvents.ts on Diamond Knight); the scan: every such trigger reads that colour.
import { beforeAll, describe, expect, it } from 'vitest'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('a spell of the chosen color (CR 614.12)', () => {
  beforeAll(loadScanData, 60_000)

  it('every "cast(s) a spell of the chosen color" trigger is run with the chosen colour, or left by hand', () => {
    const lines = scanLines(/^whenever (?:a player|you|an opponent) casts? a spell of the chosen colou?r\b/i)
    const c = classOf(lines, 'trigger:cast.chosenColor')
    expect(c.run).toEqual(expect.arrayContaining(['Diamond Knight', 'Diamond Mare', 'Prism Ring', 'Jeweled Torque']))
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  })
})
