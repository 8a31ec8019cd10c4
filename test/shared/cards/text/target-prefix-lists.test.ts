// Noun prefixes in a list: "target nonartifact, nonblack creature" (CR 115.1, 105.2), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('comma-separated noun prefixes', () => {
  it('CR 115.1: Terror destroys a nonartifact, nonblack creature; a black or an artifact creature is not a legal target', () => {
    expect(manualLines('Terror')).toEqual([])
    const r = play(
      ['Terror', 'Vampire Nighthawk', 'Ornithopter'],
      { hand: ['Terror'], battlefield: ['Swamp', 'Swamp'] },
      { battlefield: ['Vampire Nighthawk', 'Ornithopter', 'Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Terror', targets: ['1:Vampire Nighthawk'] },
        { player: 0, type: 'cast', card: 'Terror', targets: ['1:Ornithopter'] },
        { player: 0, type: 'cast', card: 'Terror', targets: ['1:Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0, 1])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
  })
})
