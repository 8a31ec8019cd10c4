// Amounts equal to a creature's toughness: "You gain life equal to its toughness" after destroying it reads its last
// known toughness (CR 608.2h, 107.3).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('amounts equal to a toughness (CR 608.2h)', () => {
  it("CR 608.2h: Sever Soul destroys Hill Giant and its caster gains life equal to the giant's last known toughness", () => {
    expect(manualLines('Sever Soul')).toEqual([])
    const r = play(
      ['Sever Soul'],
      { hand: ['Sever Soul'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
      { battlefield: [{ name: 'Hill Giant', counters: { '+1/+1': 1 } }] },
      [{ player: 0, type: 'cast', card: 'Sever Soul', targets: ['1:Hill Giant'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[0].life).toBe(24)
  })

  it("CR 608.2h: Vendetta's caster loses life equal to that creature's toughness", () => {
    expect(manualLines('Vendetta')).toEqual([])
    const r = play(['Vendetta'], { hand: ['Vendetta'], battlefield: ['Swamp'] }, { battlefield: ['Grizzly Bears'] }, [
      { player: 0, type: 'cast', card: 'Vendetta', targets: ['1:Grizzly Bears'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].life).toBe(18)
  })
})
