// Keywords compiled as the ability their rule defines (CR 702): battle cry, outlast, scavenge and echo on real
// cards, checked by their outcome (life, counters, zones).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, ready } from '../../engine/keywords/realCards'

const attack = (cards: string[]) => ({
  player: 0,
  type: 'declareAttackers',
  attackers: cards.map((card) => ({ card, target: 'player:1' })),
})

describe('keywords as the ability their rule defines (CR 702)', () => {
  it('CR 702.91a: Goblin Wardriver (battle cry) gives each other attacking creature +1/+0', () => {
    const r = play(['Goblin Wardriver'], { battlefield: [ready('Goblin Wardriver'), ready('Grizzly Bears')] }, {}, [
      attack(['Goblin Wardriver', 'Grizzly Bears']),
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15) // 2 + (2 + 1)
    expect(manualLines('Goblin Wardriver')).toEqual([])
  })

  it('CR 702.107a: Tuskguard Captain (outlast {G}) taps and pays {G} for a +1/+1 counter, only as a sorcery', () => {
    const board = { battlefield: [ready('Tuskguard Captain'), 'Forest'] }
    const activate = { player: 0, type: 'activate', card: 'Tuskguard Captain', ability: 0 }
    const r = play(
      ['Tuskguard Captain'],
      board,
      {},
      [activate, { player: 0, type: 'pass' }, { player: 1, type: 'pass' }],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    const captain = out(r).players[0].battlefield.find((c) => c.name === 'Tuskguard Captain')
    expect(captain?.counters).toEqual({ '+1/+1': 1 })
    expect(captain?.tapped).toBe(true)
    const combat = play(['Tuskguard Captain'], board, {}, [activate], 'beginCombat')
    expect(out(combat).rejected?.length).toBe(1) // CR 702.107a: only as a sorcery
    expect(manualLines('Tuskguard Captain')).toContain(
      'Each creature you control with a +1/+1 counter on it has trample.',
    )
    expect(manualLines('Tuskguard Captain').some((l) => l.startsWith('Outlast'))).toBe(false)
  })

  it('CR 702.97a: Dreg Mangler (scavenge {3}{B}{G}) is exiled from the graveyard to put three +1/+1 counters (its power) on a creature', () => {
    const r = play(
      ['Dreg Mangler'],
      {
        graveyard: ['Dreg Mangler'],
        battlefield: [ready('Grizzly Bears'), 'Swamp', 'Forest', 'Forest', 'Forest', 'Forest'],
      },
      {},
      [
        {
          player: 0,
          type: 'activate',
          card: 'Dreg Mangler',
          from: 'graveyard',
          ability: 0,
          targets: ['Grizzly Bears'],
        },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')?.counters).toEqual({ '+1/+1': 3 })
    expect(manualLines('Dreg Mangler')).toEqual([])
  })

  it('CR 702.30a: Pouncing Jaguar (echo {G}) asks at the upkeep: pay {G} and it stays, or it is sacrificed', () => {
    const upkeep = (answer: string) =>
      play(
        ['Pouncing Jaguar'],
        { battlefield: ['Forest', ready('Pouncing Jaguar')] },
        {},
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', option: answer },
        ],
        'upkeep',
      )
    const paid = upkeep('pay')
    expect(out(paid).rejected ?? []).toEqual([])
    expect(out(paid).players[0].battlefield.find((c) => c.name === 'Forest')?.tapped).toBe(true)
    const jaguar = paid.state.battlefield.map((id) => paid.state.objects[id]).find((o) => o.echoed)
    expect(jaguar && paid.state.cards[jaguar.def].name).toBe('Pouncing Jaguar') // paid: no echo next upkeep
    const declined = upkeep('decline')
    expect(out(declined).players[0].graveyard).toEqual(['Pouncing Jaguar'])
    expect(manualLines('Pouncing Jaguar')).toEqual([])
  })
})
