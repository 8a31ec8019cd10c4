// "Equal to its mana value", "where X is its mana value" after a target: the mana value of that card or permanent
// (CR 202.3, 608.2c), as it last existed when the effect moved it (CR 608.2h); a spell's X counts on the stack
// (CR 202.3e). Without a target before it, "its" names a card the text names otherwise: by hand (Dark Confidant).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const LANDS = ['Plains', 'Plains', 'Plains', 'Island', 'Island', 'Island']

describe('its mana value (CR 202.3)', () => {
  it('CR 202.3, 608.2h: Divine Offering destroys a mana value 4 artifact and its caster gains 4 life', () => {
    expect(manualLines('Divine Offering')).toEqual([])
    const r = play(
      ['Divine Offering', 'Jayemdae Tome'],
      { hand: ['Divine Offering'], battlefield: LANDS },
      { battlefield: ['Jayemdae Tome'] },
      [{ player: 0, type: 'cast', card: 'Divine Offering', targets: ['1:Jayemdae Tome'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Jayemdae Tome'])
    expect(out(r).players[0].life).toBe(24)
  })

  it("CR 202.3, 107.3: Great Defender gives +0/+X where X is the target creature's mana value", () => {
    expect(manualLines('Great Defender')).toEqual([])
    const r = play(
      ['Great Defender', 'Serra Angel'],
      { hand: ['Great Defender'], battlefield: [...LANDS, 'Serra Angel'] },
      { battlefield: [] },
      [{ player: 0, type: 'cast', card: 'Great Defender', targets: ['Serra Angel'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Serra Angel')).toMatchObject({
      power: 4,
      toughness: 9,
    })
  })

  it('CR 608.2c: with no target before it, "its mana value" is by hand (Dark Confidant\'s revealed card)', () => {
    expect(manualLines('Dark Confidant')).toHaveLength(1)
  })
})
