// Tokens that are copies of a permanent (CR 707.2, 111.4), from real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

describe("create a token that's a copy of …", () => {
  it('CR 707.2: Cackling Counterpart copies Elvish Visionary: a token that enters and triggers its draw', () => {
    expect(manualLines('Cackling Counterpart')).toEqual([])
    const r = play(
      ['Cackling Counterpart', 'Elvish Visionary'],
      {
        hand: ['Cackling Counterpart'],
        battlefield: ['Island', 'Island', 'Island', 'Elvish Visionary'],
        library: ['Forest', 'Island'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Cackling Counterpart', targets: ['Elvish Visionary'] },
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    const visionaries = r.state.battlefield
      .map((id) => r.state.objects[id])
      .filter((o) => r.state.cards[o.def].name === 'Elvish Visionary')
    expect(visionaries).toHaveLength(2)
    expect(visionaries.filter((o) => o.token)).toHaveLength(1)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Forest'])
  })

  it('CR 115.1: Cackling Counterpart targets only a creature you control', () => {
    const r = play(
      ['Cackling Counterpart'],
      { hand: ['Cackling Counterpart'], battlefield: ['Island', 'Island', 'Island'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Cackling Counterpart', targets: ['Grizzly Bears'] }],
    )
    expect(r.output.rejected).toHaveLength(1)
  })
})
