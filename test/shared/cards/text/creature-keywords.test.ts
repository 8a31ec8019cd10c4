// Creature keywords compiled as the ability their rule defines (CR 702): soulshift, bloodthirst, … on real cards,
// checked by their outcome (zones, counters, life).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, ready } from '../../../support/realCards'

const passBoth = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

describe('creature keywords (CR 702)', () => {
  it('CR 702.46a: Hundred-Talon Kami (soulshift 4) dies and returns a Spirit card with mana value 4 or less', () => {
    const r = play(
      ['Hundred-Talon Kami', 'Kami of Empty Graves', 'Body of Jukai', 'Lightning Bolt'],
      { battlefield: ['Hundred-Talon Kami'], graveyard: ['Body of Jukai', 'Kami of Empty Graves'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Hundred-Talon Kami'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 0, type: 'choose', targets: ['0:Body of Jukai'] }, // mana value 9: not a legal target
        { player: 0, type: 'choose', targets: ['0:Kami of Empty Graves'] },
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([4])
    expect(out(r).players[0].hand).toEqual(['Kami of Empty Graves'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Body of Jukai', 'Hundred-Talon Kami'])
    expect(manualLines('Hundred-Talon Kami')).toEqual([])
  })
})

describe('attack restrictions (CR 508.1c)', () => {
  it("CR 508.1c: Hammerhead Shark can't attack unless defending player controls an Island", () => {
    const attack = {
      player: 0,
      type: 'declareAttackers',
      attackers: [{ card: 'Hammerhead Shark', target: 'player:1' }],
    }
    const without = playCombat(
      ['Hammerhead Shark'],
      { battlefield: [ready('Hammerhead Shark')] },
      { battlefield: ['Forest'] },
      [attack],
    )
    expect(out(without).rejected?.[0].reason).toMatch(/unless defending player controls an? Island/)
    const withIsland = playCombat(
      ['Hammerhead Shark'],
      { battlefield: [ready('Hammerhead Shark')] },
      { battlefield: ['Island'] },
      [attack, { type: 'passUntil', step: 'endCombat' }],
    )
    expect(out(withIsland).rejected ?? []).toEqual([])
    expect(out(withIsland).players[1].life).toBe(18)
    expect(manualLines('Hammerhead Shark')).toEqual([])
  })
})
