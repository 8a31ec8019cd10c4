// "Put target card from a graveyard on the bottom / on top of its owner's library" (Reito Sentinel, Noxious
// Revival; every such card is played by `text-class-scans.test.ts`): the target is a card in a graveyard, and it is moved from there (CR 401.4, 400.3: its owner's
// library). Before, the effect moved only a permanent, and these cards silently did nothing.
import { describe, expect, it } from 'vitest'
import { activate, cast, LANDS, play, seat, type Played } from '../../../support/verify/harness'
import { ready } from '../../../support/realCards'

const libraryNames = (p: Played, i: number) =>
  p.state.players[i].zones.library.map((id) => p.state.cards[p.state.objects[id].def].name)

describe("a target card from a graveyard put into its owner's library", () => {
  it("CR 401.4: Reito Sentinel puts Ben's Serra Angel from his graveyard on the bottom of his library", () => {
    const p = play(
      ['Reito Sentinel', 'Serra Angel'],
      {
        ann: { battlefield: [...LANDS, ready('Reito Sentinel')], graveyard: ['Shock'] },
        ben: { graveyard: ['Serra Angel'] },
      },
      activate('Reito Sentinel', 0, { targets: ['1:Serra Angel'] }),
    )
    expect(seat(p, 1).graveyard).toEqual([])
    expect(libraryNames(p, 1).at(-1)).toBe('Serra Angel') // the bottom, in Ben's library (its owner's)
    expect(libraryNames(p, 0)).not.toContain('Serra Angel')
    expect(seat(p, 0).graveyard).toEqual(['Shock']) // the near miss: the card not targeted stays
  })

  it("CR 401.4: Noxious Revival puts a creature card from Ann's graveyard on top of her library", () => {
    const p = play(
      ['Noxious Revival', 'Serra Angel'],
      { ann: { hand: ['Noxious Revival'], battlefield: LANDS, graveyard: ['Serra Angel', 'Grizzly Bears'] } },
      cast('Noxious Revival', { targets: ['Serra Angel'] }),
    )
    expect(libraryNames(p, 0)[0]).toBe('Serra Angel')
    expect(seat(p, 0).graveyard.sort()).toEqual(['Grizzly Bears', 'Noxious Revival'])
  })
})
