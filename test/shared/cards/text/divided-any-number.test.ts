// "~ deals N damage divided as you choose among any number of targets" (CR 601.2d): as many targets as the amount
// allows, each dealt at least 1.
import { describe, expect, it } from 'vitest'
import { manualLines, play, passBoth } from '../../../support/realCards'

type Out = {
  players: { life: number; graveyard: string[]; battlefield: { name: string; damage?: number }[] }[]
  rejected?: { index: number; reason: string }[]
}
const out = (r: { output: unknown }) => r.output as Out
const MOUNTAINS = Array(8).fill('Mountain')

describe('divided among any number of targets (CR 601.2d)', () => {
  it('CR 601.2d: Boulderfall is run by the engine', () => {
    expect(manualLines('Boulderfall')).toEqual([])
    expect(manualLines('Rolling Thunder')).toEqual([])
  })

  it('CR 601.2d: Boulderfall divides 5 damage among three targets as chosen', () => {
    const r = play(
      ['Boulderfall'],
      { hand: ['Boulderfall'], battlefield: MOUNTAINS },
      { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
      [
        {
          player: 0,
          type: 'cast',
          card: 'Boulderfall',
          targets: ['1:Llanowar Elves', '1:Grizzly Bears', 'player:1'],
          divide: [1, 2, 2],
        },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[1].graveyard.sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
  })

  it('CR 601.2d: Boulderfall may have one target, which is dealt all 5', () => {
    const r = play(['Boulderfall'], { hand: ['Boulderfall'], battlefield: MOUNTAINS }, {}, [
      { player: 0, type: 'cast', card: 'Boulderfall', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15)
  })

  it('CR 601.2d: Rolling Thunder with X=2 cannot have three targets', () => {
    const r = play(
      ['Rolling Thunder'],
      { hand: ['Rolling Thunder'], battlefield: MOUNTAINS },
      { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
      [
        {
          player: 0,
          type: 'cast',
          card: 'Rolling Thunder',
          x: 2,
          targets: ['1:Llanowar Elves', '1:Grizzly Bears', 'player:1'],
        },
        { player: 0, type: 'cast', card: 'Rolling Thunder', x: 2, targets: ['1:Llanowar Elves', 'player:1'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].life).toBe(19)
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
  })
})
