// Auras with "enchant player" (CR 303.4, 702.5d): cast targeting a player, attached to that player, and triggers
// "at the beginning of enchanted player's upkeep", on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const islands = (n: number) => Array.from({ length: n }, () => 'Island')

describe('enchant player', () => {
  it('CR 303.4: Curse of the Bloody Tome enchants Ben and mills him two cards at the beginning of his upkeep', () => {
    expect(manualLines('Curse of the Bloody Tome')).toEqual([])
    const r = play(['Curse of the Bloody Tome'], { hand: ['Curse of the Bloody Tome'], battlefield: islands(3) }, {}, [
      { player: 0, type: 'cast', card: 'Curse of the Bloody Tome', targets: ['player:1'] },
      ...passBoth,
      { type: 'passUntil', step: 'draw', turn: 4 },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    const curse = out(r).players[0].battlefield.find((c) => c.name === 'Curse of the Bloody Tome') as
      { attachedTo?: string } | undefined
    expect(curse?.attachedTo).toBe('Ben')
    expect(out(r).players[1].graveyard).toEqual(['Island', 'Island'])
    expect(out(r).players[0].graveyard).toEqual([]) // not at Ann's upkeep
  })

  it("CR 303.4: Curse of the Bloody Tome does not trigger at its controller's own upkeep", () => {
    const r = play(['Curse of the Bloody Tome'], { hand: ['Curse of the Bloody Tome'], battlefield: islands(3) }, {}, [
      { player: 0, type: 'cast', card: 'Curse of the Bloody Tome', targets: ['player:1'] },
      ...passBoth,
      { type: 'passUntil', step: 'draw', turn: 5 },
    ])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Island', 'Island'])
  })
})
