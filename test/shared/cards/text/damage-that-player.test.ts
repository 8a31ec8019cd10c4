// "~ deals N damage to that player" (CR 603.2): the player of the trigger's event, never a silent no one: the player
// whose upkeep it is (Cursed Land, CR 503.1), who drew (Underworld Dreams), who discarded (Megrim), who cast the spell
// (Eidolon of the Great Revel).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

describe('damage to that player', () => {
  it("CR 603.2, 503.1: Cursed Land deals 1 damage to the enchanted land's controller in that player's upkeep", () => {
    expect(manualLines('Cursed Land').filter((l) => !/^Enchant/.test(l))).toEqual([])
    const r = play(
      ['Cursed Land'],
      { battlefield: [{ name: 'Cursed Land', attachedTo: '1:Forest' }] },
      { battlefield: ['Forest'] },
      [{ type: 'passUntil', step: 'draw', turn: 4 }],
      'end',
    )
    expect(out(r).players[1].life).toBe(19)
    expect(out(r).players[0].life).toBe(20)
    // Ann's own upkeep: not the enchanted land's controller's.
    const mine = play(
      ['Cursed Land'],
      { battlefield: [{ name: 'Cursed Land', attachedTo: '1:Forest' }] },
      { battlefield: ['Forest'] },
      [{ type: 'passUntil', step: 'draw' }],
      'upkeep',
    )
    expect(out(mine).players[1].life).toBe(20)
    expect(out(mine).players[0].life).toBe(20)
  })

  it('CR 603.2: Underworld Dreams deals 1 damage to the opponent who draws, each card', () => {
    expect(manualLines('Underworld Dreams')).toEqual([])
    const r = play(
      ['Underworld Dreams'],
      { battlefield: ['Underworld Dreams'] },
      {},
      [{ type: 'passUntil', step: 'precombatMain', turn: 4 }],
      'end',
    )
    expect(out(r).players[1].life).toBe(19) // Ben's draw step
    expect(out(r).players[0].life).toBe(20)
  })

  it('CR 603.2: Megrim deals 2 damage to the opponent who discards', () => {
    expect(manualLines('Megrim')).toEqual([])
    const r = play(
      ['Megrim', 'Mind Rot'],
      { battlefield: ['Megrim', 'Swamp', 'Swamp', 'Swamp'], hand: ['Mind Rot'] },
      { hand: ['Forest', 'Island'] },
      [
        { player: 0, type: 'cast', card: 'Mind Rot', targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'beginCombat' },
      ],
    )
    expect(out(r).players[1].hand).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[0].life).toBe(20)
  })

  it('CR 603.2: Eidolon of the Great Revel deals 2 damage to whoever casts a spell with mana value 3 or less', () => {
    expect(manualLines('Eidolon of the Great Revel')).toEqual([])
    const r = play(
      ['Eidolon of the Great Revel', 'Lightning Bolt', 'Hill Giant'],
      { battlefield: ['Eidolon of the Great Revel'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
    )
    expect(out(r).players[1].life).toBe(18) // Ben cast it
    expect(out(r).players[0].life).toBe(17) // the Bolt
    expect(out(r).rejected ?? []).toEqual([])
  })
})
