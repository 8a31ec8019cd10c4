// A verb with no subject after "and" or "then" is done by the players of the clause before it (CR 608.2c): "Target
// player gains 7 life and draws two cards" makes that player draw, never the spell's controller. Real cards; the
// scan of every such sentence is in text-class-scans.test.ts.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, passBoth } from '../../../support/realCards'

const lands = (...names: string[]) => names

describe('CR 608.2c: "… and draws / mills / discards" without a subject', () => {
  it('CR 608.2c: Kiss of the Amesha: the target player gains 7 life and that player draws two cards', () => {
    expect(manualLines('Kiss of the Amesha')).toEqual([])
    const r = play(
      ['Kiss of the Amesha'],
      { hand: ['Kiss of the Amesha'], battlefield: lands('Plains', 'Plains', 'Plains', 'Plains', 'Island', 'Island') },
      { hand: [] },
      [{ player: 0, type: 'cast', card: 'Kiss of the Amesha', targets: ['player:1'] }, ...passBoth],
    )
    const o = out(r)
    expect(o.rejected ?? []).toEqual([])
    expect(o.players.map((p) => p.life)).toEqual([20, 27])
    expect(o.players.map((p) => p.hand.length)).toEqual([0, 2])
  })

  it('CR 608.2c: Lich Lord of Unx: the target player loses X life and mills X cards (X = 1 Zombie)', () => {
    expect(manualLines('Lich Lord of Unx')).toEqual([])
    const r = play(
      ['Lich Lord of Unx'],
      { battlefield: ['Lich Lord of Unx', 'Island', 'Island', 'Swamp', 'Swamp'] },
      {},
      [{ player: 0, type: 'activate', card: 'Lich Lord of Unx', ability: 1, targets: ['player:1'] }, ...passBoth],
    )
    const o = out(r)
    expect(o.rejected ?? []).toEqual([])
    expect(o.players.map((p) => p.life)).toEqual([20, 19])
    expect(o.players.map((p) => p.graveyard.length)).toEqual([0, 1])
  })

  it("CR 608.2c: Tourach's Canticle: that player discards the chosen card, then discards a card at random", () => {
    expect(manualLines("Tourach's Canticle")).toEqual([])
    const r = play(
      ["Tourach's Canticle", 'Hill Giant'],
      { hand: ["Tourach's Canticle", 'Grizzly Bears'], battlefield: lands('Swamp', 'Swamp', 'Swamp', 'Swamp') },
      { hand: ['Hill Giant', 'Llanowar Elves', 'Giant Growth'] },
      [
        { player: 0, type: 'cast', card: "Tourach's Canticle", targets: ['player:1'] },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Hill Giant'] },
      ],
    )
    const o = out(r)
    expect(o.rejected ?? []).toEqual([])
    expect(o.players[0].hand).toEqual(['Grizzly Bears'])
    expect(o.players[1].hand).toHaveLength(1)
    expect(o.players[1].graveyard).toContain('Hill Giant')
    expect(o.players[1].graveyard).toHaveLength(2)
  })
})
