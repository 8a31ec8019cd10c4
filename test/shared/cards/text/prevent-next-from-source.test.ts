// "The next time a red source of your choice would deal damage to you this turn, prevent that damage." (CR 615.7:
// the source is chosen as it resolves; the shield is used up by that source's next damage to you.)
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

describe('the next damage from a source of your choice (CR 615.7)', () => {
  it('CR 615.7: Circle of Protection: Red prevents a Lightning Bolt chosen as its source, once', () => {
    expect(manualLines('Circle of Protection: Red')).toEqual([])
    const r = play(
      ['Circle of Protection: Red', 'Lightning Bolt'],
      { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
      { battlefield: ['Plains', 'Circle of Protection: Red'] },
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'activate', card: 'Circle of Protection: Red', ability: 0 },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'choose', cards: ['Lightning Bolt'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt', 'Lightning Bolt'])
  })
})
