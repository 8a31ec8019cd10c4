// Cards from a graveyard into a library: on top (CR 401.4), or shuffled in (CR 701.20a).
import { describe, expect, it } from 'vitest'
import { manualLines, names, out, passBoth, play } from '../../../support/realCards'

describe('graveyard into library', () => {
  it('CR 401.4: Reclaim puts the target card from your graveyard on top of your library', () => {
    expect(manualLines('Reclaim')).toEqual([])
    const r = play(
      ['Reclaim'],
      { hand: ['Reclaim'], battlefield: ['Forest'], graveyard: ['Grizzly Bears', 'Shock'] },
      {},
      [{ player: 0, type: 'cast', card: 'Reclaim', targets: ['0:Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(r.state, r.state.players[0].zones.library.slice(0, 1))).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Reclaim', 'Shock'])
  })

  it("CR 701.20a: Reminisce shuffles the target player's graveyard into their library", () => {
    expect(manualLines('Reminisce')).toEqual([])
    const r = play(
      ['Reminisce'],
      { hand: ['Reminisce'], battlefield: ['Island', 'Island', 'Island'] },
      { graveyard: ['Grizzly Bears', 'Shock'] },
      [{ player: 0, type: 'cast', card: 'Reminisce', targets: ['player:1'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual([])
    expect(out(r).players[1].library).toBe(7)
    expect(names(r.state, r.state.players[1].zones.library).sort()).toContain('Grizzly Bears')
  })
})
