// "Choose three. You may choose the same mode more than once." (CR 700.2d): a mode chosen twice happens twice.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain')

describe('modes chosen more than once (CR 700.2d)', () => {
  it('CR 700.2d: Fiery Confluence chosen three times for 2 damage to each opponent deals 6', () => {
    expect(manualLines('Fiery Confluence')).toEqual([])
    const r = play(['Fiery Confluence'], { hand: ['Fiery Confluence'], battlefield: mountains(4) }, {}, [
      { player: 0, type: 'cast', card: 'Fiery Confluence', modes: [1, 1, 1] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(14)
  })

  it('CR 700.2d: Fiery Confluence: 1 damage to each creature twice, and destroy target artifact', () => {
    const r = play(
      ['Fiery Confluence', 'Ornithopter'],
      { hand: ['Fiery Confluence'], battlefield: [...mountains(4), 'Grizzly Bears'] },
      { battlefield: ['Ornithopter', 'Hill Giant'] },
      [
        { player: 0, type: 'cast', card: 'Fiery Confluence', modes: [0, 0, 2], targets: ['1:Ornithopter'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Fiery Confluence', 'Grizzly Bears'])
    expect(out(r).players[1].graveyard).toEqual(['Ornithopter'])
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Hill Giant')!.damage).toBe(2)
  })

  it('CR 700.2: a modal spell without that sentence refuses a mode chosen twice', () => {
    const r = play(['Cryptic Command'], { hand: ['Cryptic Command'], battlefield: Array(4).fill('Island') }, {}, [
      { player: 0, type: 'cast', card: 'Cryptic Command', modes: [3, 3] },
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
  })
})
