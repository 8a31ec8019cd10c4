// "It" after a target permanent names that target (CR 608.2c): "Target creature gets +2/+2 and gains trample until
// end of turn. Untap it." untaps the creature, not the spell.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('"it" after a target (CR 608.2c)', () => {
  it("CR 608.2c: Bull's Strength pumps and untaps the target creature", () => {
    expect(manualLines("Bull's Strength")).toEqual([])
    const r = play(
      ["Bull's Strength"],
      {
        hand: ["Bull's Strength"],
        battlefield: ['Forest', 'Forest', 'Forest', { name: 'Grizzly Bears', tapped: true }],
      },
      {},
      [{ player: 0, type: 'cast', card: "Bull's Strength", targets: ['0:Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const bears = out(r).players[0].battlefield.find((b) => b.name === 'Grizzly Bears')!
    expect(bears).toMatchObject({ tapped: false, power: 4, toughness: 4 })
  })

  it('CR 608.2c: Gerrard\'s Command untaps the target creature and "it" gets +3/+3', () => {
    const r = play(
      ["Gerrard's Command"],
      {
        hand: ["Gerrard's Command"],
        battlefield: ['Forest', 'Plains', { name: 'Grizzly Bears', tapped: true }],
      },
      {},
      [{ player: 0, type: 'cast', card: "Gerrard's Command", targets: ['0:Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const bears = out(r).players[0].battlefield.find((b) => b.name === 'Grizzly Bears')!
    expect(bears).toMatchObject({ tapped: false, power: 5, toughness: 5 })
  })
})

describe('"that creature" and "it fights" after a target (CR 608.2c, 701.12)', () => {
  it('CR 608.2c: Savage Surge pumps the target creature and untaps "that creature"', () => {
    expect(manualLines('Savage Surge')).toEqual([])
    const r = play(
      ['Savage Surge'],
      { hand: ['Savage Surge'], battlefield: ['Forest', 'Forest', { name: 'Grizzly Bears', tapped: true }] },
      {},
      [{ player: 0, type: 'cast', card: 'Savage Surge', targets: ['0:Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const bears = out(r).players[0].battlefield.find((b) => b.name === 'Grizzly Bears')!
    expect(bears).toMatchObject({ tapped: false, power: 4, toughness: 4 })
  })

  it('CR 701.12a: Savage Smash pumps the creature, then "it" fights the other target', () => {
    expect(manualLines('Savage Smash')).toEqual([])
    const r = play(
      ['Savage Smash'],
      { hand: ['Savage Smash'], battlefield: ['Forest', 'Mountain', 'Forest', 'Grizzly Bears'] },
      { battlefield: ['Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Savage Smash', targets: ['0:Grizzly Bears', '1:Hill Giant'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[0].battlefield.find((b) => b.name === 'Grizzly Bears')!.damage).toBe(3)
  })
})
