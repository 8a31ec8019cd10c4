// "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller
// of the permanent it becomes sacrifices it at the beginning of the next cleanup step." (CR 601.3, 514.3a)
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

const forests = ['Forest', 'Forest']

describe('as though it had flash, then sacrificed', () => {
  it('CR 601.3: Armor of Thorns cast during combat pumps the attacker, then is sacrificed at cleanup', () => {
    expect(manualLines('Armor of Thorns')).toEqual([])
    const r = play(
      ['Armor of Thorns'],
      { hand: ['Armor of Thorns'], battlefield: [...forests, ready('Grizzly Bears')] },
      {},
      [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { player: 0, type: 'cast', card: 'Armor of Thorns', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(16) // 4 damage: +2/+2
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Armor of Thorns')
    const later = play(
      ['Armor of Thorns'],
      { hand: ['Armor of Thorns'], battlefield: [...forests, ready('Grizzly Bears')] },
      {},
      [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { player: 0, type: 'cast', card: 'Armor of Thorns', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ],
    )
    expect(out(later).rejected ?? []).toEqual([])
    expect(out(later).players[0].graveyard).toEqual(['Armor of Thorns'])
  })

  it('CR 601.3: Armor of Thorns cast in a main phase with an empty stack stays', () => {
    const r = play(['Armor of Thorns'], { hand: ['Armor of Thorns'], battlefield: [...forests, 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'cast', card: 'Armor of Thorns', targets: ['0:Grizzly Bears'] },
      ...passBoth,
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [] },
      { type: 'passUntil', step: 'upkeep', turn: 4 },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Armor of Thorns')
  })
})
