// Learn (CR 701.45) on a real card, checked by its outcome: a Lesson from outside the game (the sideboard, CR 400.11)
// goes to the hand, or a card is discarded to draw one, or nothing happens.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const cast = (answer: string[]) =>
  play(
    ['Igneous Inspiration', 'Environmental Sciences'],
    {
      hand: ['Igneous Inspiration', 'Hill Giant'],
      outside: ['Environmental Sciences', 'Grizzly Bears'],
      battlefield: ['Mountain', 'Mountain', 'Mountain'],
      library: ['Forest', 'Forest'],
    },
    {},
    [
      { player: 0, type: 'cast', card: 'Igneous Inspiration', targets: ['player:1'] },
      ...passBoth,
      { player: 0, type: 'choose', cards: answer },
    ],
  )

describe('learn (CR 701.45)', () => {
  it('CR 701.45a: Igneous Inspiration deals 3 damage, then Ann puts the Lesson Environmental Sciences into her hand from her sideboard', () => {
    const r = cast(['Environmental Sciences'])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].hand.sort()).toEqual(['Environmental Sciences', 'Hill Giant'])
    expect(manualLines('Igneous Inspiration')).toEqual([])
  })

  it('CR 701.45a: or she discards Hill Giant to draw a card; a non-Lesson from outside the game is not offered', () => {
    const rummage = cast(['Hill Giant'])
    expect(out(rummage).rejected ?? []).toEqual([])
    expect(out(rummage).players[0].hand).toEqual(['Forest'])
    expect(out(rummage).players[0].graveyard.sort()).toEqual(['Hill Giant', 'Igneous Inspiration'])
    const bears = cast(['Grizzly Bears'])
    expect(out(bears).rejected?.length).toBe(1)
    const none = cast([])
    expect(out(none).players[0].hand).toEqual(['Hill Giant'])
  })
})
