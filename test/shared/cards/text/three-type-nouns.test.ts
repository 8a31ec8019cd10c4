// "target artifact, enchantment, or land": a permanent of any of the three types (CR 115.1), and not a creature.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('a noun listing three card types (CR 115.1)', () => {
  it('CR 115.1: Creeping Mold destroys a land, and cannot target a creature', () => {
    expect(manualLines('Creeping Mold')).toEqual([])
    const r = play(
      ['Creeping Mold'],
      { hand: ['Creeping Mold'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] },
      { battlefield: ['Mountain', 'Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Creeping Mold', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'cast', card: 'Creeping Mold', targets: ['1:Mountain'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].graveyard).toEqual(['Mountain'])
  })
})
