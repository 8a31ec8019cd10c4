// "Equal to the sacrificed creature's power / toughness": the creature sacrificed to pay the spell's or ability's cost,
// as it last existed on the battlefield (CR 608.2h, 601.2h, 602.2b); a later "its toughness" names that creature too.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const LANDS = ['Forest', 'Forest', 'Forest', 'Forest', 'Island', 'Island']

describe('the sacrificed creature (CR 608.2h)', () => {
  it("CR 608.2h: Momentous Fall draws the sacrificed creature's power and gains its toughness", () => {
    expect(manualLines('Momentous Fall')).toEqual([])
    // Craw Wurm, 6/4, pumped to 9/7 by Giant Growth first: its last known power and toughness count (9 cards, 7 life).
    const r = play(
      ['Momentous Fall', 'Craw Wurm', 'Giant Growth'],
      {
        hand: ['Momentous Fall', 'Giant Growth'],
        battlefield: [...LANDS, 'Craw Wurm'],
        library: Array(12).fill('Island'),
      },
      { battlefield: [] },
      [
        { player: 0, type: 'cast', card: 'Giant Growth', targets: ['Craw Wurm'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Momentous Fall', sacrifice: ['Craw Wurm'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toContain('Craw Wurm')
    expect(out(r).players[0].hand.length).toBe(9)
    expect(out(r).players[0].life).toBe(27)
  })
})
