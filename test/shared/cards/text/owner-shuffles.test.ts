// "The owner of target permanent shuffles it into their library, then reveals the top card of their library. If it's
// a permanent card, they put it onto the battlefield." (Chaos Warp; CR 701.20a, 701.16a, 110.4b) and "…, then draws
// two cards" (Oblation). The scan finds every such line and keeps other riders by hand.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('the owner shuffles a permanent into their library (CR 701.20a)', () => {
  it("CR 701.20a, 110.4b: Chaos Warp on Ann's own Bears puts a card of Ann's library, not Ben's, onto the battlefield", () => {
    const p = play(
      ['Chaos Warp'],
      {
        ann: {
          hand: ['Chaos Warp'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'],
          library: ['Island', 'Island', 'Island'],
        },
        ben: { library: ['Lightning Bolt', 'Lightning Bolt'] },
      },
      cast('Chaos Warp', { targets: ['Grizzly Bears'] }),
    )
    // Ann's library held Islands and now the Bears: whichever is on top is a permanent card and enters under Ann.
    const entered = seat(p, 0)
      .battlefield.filter((b) => b.name !== 'Mountain')
      .map((b) => b.name)
    expect(entered).toHaveLength(1)
    expect(['Island', 'Grizzly Bears']).toContain(entered[0])
    expect(seat(p, 0).library).toBe(3)
    expect(seat(p, 1).library).toBe(2)
    expect(seat(p, 1).battlefield).toEqual([])
  })

  it('CR 701.20a: every "The owner of target … shuffles it into their library" line is run or kept by hand', () => {
    const lines = scanLines(/^The owner of target [^.]*shuffles it into their library/)
    const c = classOf(lines, 'effect:ownerShuffles')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(['Chaos Warp', 'Oblation'])
    // Exiling the top card and casting it (Audacious Swap) isn't read as Chaos Warp's reveal.
    expect(c.byHand['Audacious Swap']).toBeTruthy()
  }, 60_000)
})
