// "~ deals N damage to each of two target creatures / each of up to two target creatures / each of two targets"
// (CR 115.1: one target word, several targets, each dealt the full amount; CR 601.2c: "up to").
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain')

describe('damage to each of several targets (CR 115.1)', () => {
  it('CR 115.1: Jagged Lightning deals 3 damage to each of two target creatures', () => {
    expect(manualLines('Jagged Lightning')).toEqual([])
    const r = play(
      ['Jagged Lightning'],
      { hand: ['Jagged Lightning'], battlefield: mountains(5) },
      { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      [
        { player: 0, type: 'cast', card: 'Jagged Lightning', targets: ['1:Grizzly Bears', '1:Hill Giant'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard.sort()).toEqual(['Grizzly Bears', 'Hill Giant'])
  })

  it('CR 601.2c: Dual Shot may have one target only', () => {
    expect(manualLines('Dual Shot')).toEqual([])
    const r = play(
      ['Dual Shot'],
      { hand: ['Dual Shot'], battlefield: mountains(1) },
      { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Dual Shot', targets: ['1:Llanowar Elves'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Grizzly Bears')!.damage).toBe(0)
  })

  it('CR 115.1: Pinnacle of Rage deals 3 damage to a player and to a creature', () => {
    expect(manualLines('Pinnacle of Rage')).toEqual([])
    const r = play(
      ['Pinnacle of Rage'],
      { hand: ['Pinnacle of Rage'], battlefield: mountains(6) },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Pinnacle of Rage', targets: ['player:1', '1:Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
  })
})
