// "Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your
// library." (Sea Gate Oracle; CR 401.4, 701.16): the rest "on the bottom of your library" with no order said is put
// there in the order its owner chooses. The scan reads every such dig.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('a dig whose rest goes on the bottom (CR 401.4)', () => {
  it('CR 401.4: Sea Gate Oracle keeps the chosen card of the top two; the other goes to the bottom', () => {
    const p = play(
      ['Sea Gate Oracle'],
      {
        ann: {
          hand: ['Sea Gate Oracle'],
          battlefield: ['Island', 'Island', 'Island'],
          library: ['Forest', 'Mountain', 'Plains', 'Swamp'],
        },
      },
      [
        ...cast('Sea Gate Oracle'),
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', cards: ['Mountain'] },
      ],
    )
    expect(seat(p, 0).hand).toEqual(['Mountain'])
    const lib = p.state.players[0].zones.library.map((id) => p.state.cards[p.state.objects[id].def].name)
    expect(lib).toEqual(['Plains', 'Swamp', 'Forest'])
  })

  it('CR 401.4: every "… into your hand and the other on the bottom of your library" dig is run with effect:dig', () => {
    const lines = scanLines(/into your hand and the other on the bottom of your library\.?$/)
    const c = classOf(lines, 'effect:dig')
    expect(c.missing).toEqual([])
    expect(c.run).toContain('Sea Gate Oracle')
  }, 60_000)
})
