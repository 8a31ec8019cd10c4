// Targets of either of two card types ("artifact or land", "creature or enchantment") and "nonbasic land"
// (CR 115.1, 205.4a), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain')

describe('targets of either type', () => {
  it('CR 115.1: Demolish destroys target artifact or land, not a creature', () => {
    expect(manualLines('Demolish')).toEqual([])
    const r = play(
      ['Demolish'],
      { hand: ['Demolish'], battlefield: mountains(4) },
      { battlefield: ['Forest', 'Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Demolish', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'cast', card: 'Demolish', targets: ['1:Forest'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].graveyard).toEqual(['Forest'])
  })

  it('CR 115.1: Angelic Edict exiles target creature or enchantment, not a land', () => {
    expect(manualLines('Angelic Edict')).toEqual([])
    const plains = Array.from({ length: 5 }, () => 'Plains')
    const r = play(
      ['Angelic Edict'],
      { hand: ['Angelic Edict'], battlefield: plains },
      { battlefield: ['Forest', ready('Grizzly Bears')] },
      [
        { player: 0, type: 'cast', card: 'Angelic Edict', targets: ['1:Forest'] },
        { player: 0, type: 'cast', card: 'Angelic Edict', targets: ['1:Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].exile).toEqual(['Grizzly Bears'])
  })

  it("CR 205.4a: Dwarven Miner's ability destroys a nonbasic land, not a basic one", () => {
    expect(manualLines('Dwarven Miner')).toEqual([])
    const r = play(
      ['Dwarven Miner', 'Karplusan Forest'],
      { battlefield: [...mountains(3), ready('Dwarven Miner')] },
      { battlefield: ['Forest', 'Karplusan Forest'] },
      [
        { player: 0, type: 'activate', card: 'Dwarven Miner', ability: 0, targets: ['1:Forest'] },
        { player: 0, type: 'activate', card: 'Dwarven Miner', ability: 0, targets: ['1:Karplusan Forest'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].graveyard).toEqual(['Karplusan Forest'])
  })
})
