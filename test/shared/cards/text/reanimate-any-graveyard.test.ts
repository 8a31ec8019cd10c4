// "Put target creature card from a graveyard / an opponent's graveyard onto the battlefield under your control"
// (CR 110.2a: the new controller is the spell's controller), and "it" after a target card is not read (CR 400.7).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe("another player's graveyard onto the battlefield under your control (CR 110.2a)", () => {
  it("CR 110.2a: Ashen Powder takes a creature card from the opponent's graveyard, not from its caster's", () => {
    expect(manualLines('Ashen Powder')).toEqual([])
    const r = play(
      ['Ashen Powder'],
      {
        hand: ['Ashen Powder'],
        battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
        graveyard: ['Llanowar Elves'],
      },
      { graveyard: ['Hill Giant'] },
      [
        { player: 0, type: 'cast', card: 'Ashen Powder', targets: ['0:Llanowar Elves'] },
        { player: 0, type: 'cast', card: 'Ashen Powder', targets: ['1:Hill Giant'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Hill Giant')
    expect(out(r).players[1].graveyard).toEqual([])
  })

  it('CR 400.7: "Put a +1/+1 counter on it" after returning a target card is resolved by hand', () => {
    expect(manualLines('Miraculous Recovery')).toHaveLength(1)
  })
})
