// Library searches for a supertype (CR 701.19, 205.4): "a legendary creature card", "a snow land card". Only such a
// card may be found; a word before "card" is never read as a subtype it isn't.
import { describe, expect, it } from 'vitest'
import { manualLines, names, out, passBoth, play } from '../../../support/realCards'

/** Ann casts `spell` with `library` and answers the search with `found`. */
function search(spell: string, library: string[], found: string[], extra: string[] = []) {
  return play(
    [spell, ...extra],
    { hand: [spell], battlefield: ['Forest', 'Forest', 'Plains', 'Island'], library },
    {},
    [{ player: 0, type: 'cast', card: spell }, ...passBoth, { player: 0, type: 'choose', cards: found }],
  )
}

describe('searching for a supertype', () => {
  it('CR 205.4: Time of Need finds a legendary creature card, never a nonlegendary one', () => {
    expect(manualLines('Time of Need')).toEqual([])
    const library = ['Grizzly Bears', 'Isamaru, Hound of Konda', 'Island']
    const wrong = search('Time of Need', library, ['Grizzly Bears'], ['Isamaru, Hound of Konda'])
    expect(wrong.output.rejected).toHaveLength(1)
    const r = search('Time of Need', library, ['Isamaru, Hound of Konda'], ['Isamaru, Hound of Konda'])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Isamaru, Hound of Konda'])
  })

  it('CR 205.4: Into the North finds a snow land card, not a basic Forest, and puts it onto the battlefield tapped', () => {
    expect(manualLines('Into the North')).toEqual([])
    const library = ['Forest', 'Snow-Covered Forest', 'Grizzly Bears']
    const wrong = search('Into the North', library, ['Forest'], ['Snow-Covered Forest'])
    expect(wrong.output.rejected).toHaveLength(1)
    const r = search('Into the North', library, ['Snow-Covered Forest'], ['Snow-Covered Forest'])
    expect(r.output.rejected).toEqual([])
    const found = out(r).players[0].battlefield.find((c) => c.name === 'Snow-Covered Forest')
    expect(found?.tapped).toBe(true)
  })
})
