// Drain Life: "You gain life equal to the damage dealt, but not more life than the player's life total before the
// damage was dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness." (CR 120.3,
// 608.2c). The scan reads every such line, and keeps a line with another cap (Soul Burn's {B} spent) by hand.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('life gained equal to the damage dealt, capped by what the target had (CR 120.3)', () => {
  it('CR 120.3, 306.8: Drain Life for X = 5 at a planeswalker with 3 loyalty gains 3 life', () => {
    const p = play(
      ['Drain Life', 'Chandra, Torch of Defiance'],
      {
        ann: { hand: ['Drain Life'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        ben: { battlefield: [{ name: 'Chandra, Torch of Defiance', counters: { loyalty: 3 } }] },
      },
      cast('Drain Life', { targets: ['Chandra, Torch of Defiance'], x: 5 }),
    )
    expect(seat(p, 1).graveyard).toEqual(['Chandra, Torch of Defiance'])
    expect(seat(p, 0).life).toBe(23)
  })

  it('CR 120.3: every "You gain life equal to the damage dealt, but not more …" line is run or kept by hand', () => {
    const lines = scanLines(/You gain life equal to the damage dealt, but not more/)
    const c = classOf(lines, 'amount:count.drained')
    expect(c.missing).toEqual([])
    expect(c.run).toContain('Drain Life')
    expect(c.byHand['Soul Burn']).toBeTruthy()
  }, 60_000)
})
