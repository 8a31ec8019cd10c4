// Conspire (CR 702.78) on a real card, checked by its outcome: the contract's `kicked` taps two untapped creatures
// sharing a color with the spell, and a "when you cast" trigger copies it.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain']

describe('conspire (CR 702.78)', () => {
  it('CR 702.78a: Burn Trail conspired (two red creatures tapped) deals 3 damage to Ben twice', () => {
    const r = play(
      ['Burn Trail', 'Goblin Guide', 'Raging Goblin'],
      {
        hand: ['Burn Trail', 'Goblin Guide', 'Raging Goblin'],
        battlefield: [...MOUNTAINS, 'Goblin Guide', 'Raging Goblin'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Burn Trail', targets: ['player:1'], kicked: true },
        ...passBoth, // the conspire trigger copies it
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(14)
    const goblins = out(r).players[0].battlefield.filter((c) => c.name !== 'Mountain')
    expect(goblins.every((c) => c.tapped)).toBe(true)
    expect(manualLines('Burn Trail')).toEqual([])
  })

  it("CR 702.78a: conspire can't be paid without two creatures sharing a color with it (green Grizzly Bears don't)", () => {
    const r = play(
      ['Burn Trail', 'Goblin Guide', 'Raging Goblin'],
      {
        hand: ['Burn Trail', 'Goblin Guide', 'Raging Goblin'],
        battlefield: [...MOUNTAINS, 'Goblin Guide', 'Grizzly Bears'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Burn Trail', targets: ['player:1'], kicked: true }],
    )
    expect(out(r).rejected?.length).toBe(1)
    const plain = play(
      ['Burn Trail', 'Goblin Guide', 'Raging Goblin'],
      { hand: ['Burn Trail'], battlefield: MOUNTAINS },
      {},
      [{ player: 0, type: 'cast', card: 'Burn Trail', targets: ['player:1'] }, ...passBoth],
    )
    expect(out(plain).players[1].life).toBe(17)
  })
})
