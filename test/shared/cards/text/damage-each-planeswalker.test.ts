// "~ deals 4 damage to each creature and each planeswalker" (Storm's Wrath, Magmaquake; CR 120.3, 306.8): each
// planeswalker too, once even when it is a creature. The scan reads every such line of AtomicCards.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, permanent, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('damage to each creature and each planeswalker (CR 120.3)', () => {
  it("CR 120.3, 306.8: Storm's Wrath deals 4 to each creature and planeswalker, Ann's too, and no player", () => {
    const p = play(
      ["Storm's Wrath", 'Chandra, Torch of Defiance'],
      {
        ann: {
          hand: ["Storm's Wrath"],
          battlefield: [
            'Mountain',
            'Mountain',
            'Mountain',
            'Mountain',
            { name: 'Chandra, Torch of Defiance', counters: { loyalty: 6 } },
          ],
        },
        ben: { battlefield: ['Hill Giant'] },
      },
      cast("Storm's Wrath"),
    )
    expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
    expect(permanent(p, 0, 'Chandra, Torch of Defiance').counters).toEqual({ loyalty: 2 })
    expect(seat(p, 0).life).toBe(20)
    expect(seat(p, 1).life).toBe(20)
  })

  it('CR 120.3: every "damage to each … creature and each planeswalker" is run with its shape or kept by hand', () => {
    const lines = scanLines(/damage to each [^.]*creatures? [^.]*and each planeswalker\./)
    const c = classOf(lines, 'effect:damageEach.planeswalkers')
    expect(c.missing).toEqual([])
    for (const name of ['Magmaquake', "Storm's Wrath"]) expect(c.run).toContain(name)
  }, 60_000)
})
