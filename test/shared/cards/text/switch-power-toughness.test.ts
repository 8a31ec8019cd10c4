// "Switch target creature's / ~'s power and toughness until end of turn" (CR 613.4d: after every other change to
// power and toughness, whenever that change began).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const quadropod = (r: ReturnType<typeof play>) => out(r).players[0].battlefield.find((c) => c.name === 'Myr Quadropod')!
const activate = { player: 0, type: 'activate', card: 'Myr Quadropod', ability: 0 }

describe('switching power and toughness (CR 613.4d)', () => {
  it('CR 613.4d: Twisted Image makes a 0/3 wall a 3/0, which dies, and draws a card', () => {
    expect(manualLines('Twisted Image')).toEqual([])
    const r = play(
      ['Twisted Image', 'Wall of Wood'],
      { hand: ['Twisted Image'], battlefield: ['Island'], library: ['Forest'] },
      { battlefield: ['Wall of Wood'] },
      [{ player: 0, type: 'cast', card: 'Twisted Image', targets: ['1:Wall of Wood'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Wall of Wood'])
    expect(out(r).players[0].hand).toEqual(['Forest'])
  })

  it('CR 613.4d: Myr Quadropod switched once is 4/1; twice, 1/4 again', () => {
    expect(manualLines('Myr Quadropod')).toEqual([])
    const lands = Array(6).fill('Island')
    const once = play(['Myr Quadropod'], { battlefield: [...lands, 'Myr Quadropod'] }, {}, [activate, ...passBoth])
    expect(out(once).rejected ?? []).toEqual([])
    expect(quadropod(once)).toMatchObject({ power: 4, toughness: 1 })
    const twice = play(['Myr Quadropod'], { battlefield: [...lands, 'Myr Quadropod'] }, {}, [
      activate,
      ...passBoth,
      activate,
      ...passBoth,
    ])
    expect(out(twice).rejected ?? []).toEqual([])
    expect(quadropod(twice)).toMatchObject({ power: 1, toughness: 4 })
  })

  it('CR 613.4d: a Giant Growth after the switch still applies before it (1/4 +3/+3, switched: 7/4)', () => {
    const r = play(
      ['Myr Quadropod', 'Giant Growth'],
      { hand: ['Giant Growth'], battlefield: ['Island', 'Island', 'Island', 'Forest', 'Myr Quadropod'] },
      {},
      [
        activate,
        ...passBoth,
        { player: 0, type: 'cast', card: 'Giant Growth', targets: ['0:Myr Quadropod'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(quadropod(r)).toMatchObject({ power: 7, toughness: 4 })
  })
})
