// CR 701.16: cards only looked at stay hidden. Put into the hand without being revealed (Dark Bargain), the log
// names none of them; the card put into the graveyard, a public zone, is named.
import { describe, expect, it } from 'vitest'
import { passBoth, play } from '../../../support/realCards'

const LIB = ['Island', 'Grizzly Bears', 'Mountain', 'Llanowar Elves', 'Swamp', 'Plains', 'Forest']

describe('CR 701.16: looked-at cards in the log', () => {
  it('Dark Bargain: the two cards put into the hand are not named in the log', () => {
    const r = play(
      ['Dark Bargain'],
      { hand: ['Dark Bargain'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], library: LIB },
      {},
      [
        { player: 0, type: 'cast', card: 'Dark Bargain' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Island', 'Mountain'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    const log = (r.output.log as string[]).join('\n')
    expect(log).not.toMatch(/Island|Mountain/)
    expect(log).toMatch(/puts a card into their hand/)
    expect(log).toMatch(/Grizzly Bears|1 card into their graveyard/)
  })
})
