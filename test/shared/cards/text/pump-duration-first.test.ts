// "Until end of turn, target creature gets +1/+0 and gains first strike and lifelink": the duration written first
// (CR 611.2a, 514.2), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

describe('until end of turn, first', () => {
  it('CR 611.2a: Swift Justice gives +1/+0, first strike and lifelink until end of turn', () => {
    expect(manualLines('Swift Justice')).toEqual([])
    const r = play(
      ['Swift Justice'],
      { hand: ['Swift Justice'], battlefield: ['Plains', ready('Grizzly Bears')] },
      {},
      [
        { player: 0, type: 'cast', card: 'Swift Justice', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].life).toBe(23) // lifelink
    const ended = play(['Swift Justice'], { hand: ['Swift Justice'], battlefield: ['Plains', 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'cast', card: 'Swift Justice', targets: ['0:Grizzly Bears'] },
      ...passBoth,
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [] },
      { type: 'passUntil', step: 'upkeep', turn: 4 },
    ])
    expect(out(ended).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')!.power).toBe(2) // CR 514.2
  })

  it('CR 611.2a: Titanic Ultimatum gives each creature you control +5/+5, first strike, trample and lifelink', () => {
    expect(manualLines('Titanic Ultimatum')).toEqual([])
    const lands = ['Mountain', 'Mountain', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains']
    const r = play(
      ['Titanic Ultimatum'],
      { hand: ['Titanic Ultimatum'], battlefield: [...lands, 'Grizzly Bears', 'Llanowar Elves'] },
      { battlefield: ['Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Titanic Ultimatum' }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const pt = (n: string, p = 0) => {
      const c = out(r).players[p].battlefield.find((x) => x.name === n)!
      return [c.power, c.toughness]
    }
    expect(pt('Grizzly Bears')).toEqual([7, 7])
    expect(pt('Llanowar Elves')).toEqual([6, 6])
    expect(pt('Hill Giant', 1)).toEqual([3, 3])
  })
})
