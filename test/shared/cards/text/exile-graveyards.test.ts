// "Exile target player's graveyard" and "exile all graveyards" (CR 406.3), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('exiling graveyards', () => {
  it("CR 406.3: Tormod's Crypt exiles target player's graveyard, not its controller's", () => {
    expect(manualLines("Tormod's Crypt")).toEqual([])
    const r = play(
      ["Tormod's Crypt"],
      { battlefield: ["Tormod's Crypt"], graveyard: ['Giant Growth'] },
      { graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
      [{ player: 0, type: 'activate', card: "Tormod's Crypt", ability: 0, targets: ['player:1'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual([])
    expect(out(r).players[1].exile.sort()).toEqual(['Grizzly Bears', 'Lightning Bolt'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Giant Growth', "Tormod's Crypt"])
  })

  it("CR 406.3: Farewell's mode exiles all graveyards", () => {
    expect(manualLines('Farewell')).toEqual([])
    const plains = Array.from({ length: 6 }, () => 'Plains')
    const r = play(
      ['Farewell'],
      { hand: ['Farewell'], battlefield: plains, graveyard: ['Giant Growth'] },
      { graveyard: ['Grizzly Bears'], battlefield: ['Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Farewell', modes: [3] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Giant Growth'])
    expect(out(r).players[1].exile).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].battlefield.map((c) => c.name)).toEqual(['Hill Giant'])
    expect(out(r).players[0].graveyard).toEqual(['Farewell'])
  })
})
