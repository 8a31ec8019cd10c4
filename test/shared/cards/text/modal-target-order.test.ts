// CR 700.2: a modal spell's chosen modes keep their own targets; a later mode's "fights" names its own targets, after
// the ones an earlier chosen mode took.
import { describe, expect, it } from 'vitest'
import { passBoth, play } from '../../../support/realCards'

describe('CR 700.2: targets of a later mode', () => {
  it("Dromoka's Command, counter then fight: Hill Giant (4/4) fights Grizzly Bears, not itself", () => {
    const r = play(
      ["Dromoka's Command"],
      { hand: ["Dromoka's Command"], battlefield: ['Hill Giant', 'Forest', 'Plains'] },
      { battlefield: ['Grizzly Bears'] },
      [
        {
          player: 0,
          type: 'cast',
          card: "Dromoka's Command",
          modes: [2, 3],
          targets: ['Hill Giant', 'Hill Giant', 'Grizzly Bears'],
        },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    const out = r.output as {
      players: { graveyard: string[]; battlefield: { name: string; counters?: Record<string, number> }[] }[]
    }
    expect(out.players[1].graveyard).toEqual(['Grizzly Bears'])
    const giant = out.players[0].battlefield.find((b) => b.name === 'Hill Giant')
    expect(giant?.counters).toEqual({ '+1/+1': 1 })
  })
})
