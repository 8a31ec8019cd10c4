// "At the beginning of each end step, if ~ dealt damage to an opponent this turn, put a +1/+1 counter on it."
// (Whirling Dervish, Dunerider Outlaw; CR 603.4, 120.2): the source's damage to an opponent this turn, checked as
// the ability triggers and as it resolves. The scan reads every such line.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { permanent, play, ready } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('if ~ dealt damage to an opponent this turn (CR 603.4)', () => {
  it("CR 603.4, 120.2: Dunerider Outlaw's damage on Ann's turn gives one counter, not another at Ben's end step", () => {
    const p = play(['Dunerider Outlaw'], { ann: { battlefield: [ready('Dunerider Outlaw')] } }, [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Dunerider Outlaw', target: 'player:1' }] },
      { type: 'passUntil', step: 'cleanup', turn: 4 },
    ])
    expect(permanent(p, 0, 'Dunerider Outlaw').counters).toEqual({ '+1/+1': 1 })
  })

  it('CR 603.4: every "if ~ dealt damage to an opponent this turn" is run or kept by hand', () => {
    const lines = scanLines(/dealt damage to an opponent this turn/)
    const c = classOf(lines, 'condition:sourceDealtDamage')
    expect(c.missing).toEqual([])
    for (const name of ['Whirling Dervish', 'Dunerider Outlaw']) expect(c.run, name).toContain(name)
  }, 60_000)
})
