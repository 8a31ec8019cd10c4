// Activated abilities from the hand and costs the engine pays (CR 602.2b, 702.29): cycling, typecycling,
// "Sacrifice a creature:", "Discard a card:", "Pay N life:", through the scenario contract's `activate`.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine'
import { play, realPool } from '../../../support/realCards'

type Out = { players: { life: number; hand: string[]; graveyard: string[]; library?: unknown }[]; rejected?: unknown[] }

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain']

describe('cycling (CR 702.29)', () => {
  it('CR 702.29a: Drifting Meadow cycles from the hand: pay {2}, discard it, draw a card', () => {
    const r = play(
      ['Drifting Meadow'],
      { hand: ['Drifting Meadow'], battlefield: ['Plains', 'Plains'], library: ['Forest', 'Island'] },
      {},
      [
        { player: 0, type: 'activate', card: 'Drifting Meadow', from: 'hand', ability: 0 },
        { type: 'passUntil', step: 'beginCombat' },
      ],
    )
    const out = r.output as unknown as Out
    expect(out.rejected ?? []).toEqual([])
    expect(out.players[0].graveyard).toEqual(['Drifting Meadow'])
    expect(out.players[0].hand).toEqual(['Forest'])
    expect(explainCard(realPool(['Drifting Meadow']).byName('Drifting Meadow')!).automated).toBe(true)
  })

  it('CR 702.29a: cycling is refused when the card is not in the hand or the cost cannot be paid', () => {
    const r = play(['Drifting Meadow'], { hand: ['Drifting Meadow'], battlefield: ['Plains'] }, {}, [
      { player: 0, type: 'activate', card: 'Drifting Meadow', from: 'hand', ability: 0 },
    ])
    expect((r.output as unknown as Out).rejected).toHaveLength(1)
    expect((r.output as unknown as Out).players[0].hand).toEqual(['Drifting Meadow'])
  })

  it('CR 702.29e: Twisted Abomination swampcycles: search for a Swamp, reveal it, into the hand, then shuffle', () => {
    const r = play(
      ['Twisted Abomination'],
      { hand: ['Twisted Abomination'], battlefield: ['Swamp', 'Swamp'], library: ['Island', 'Swamp', 'Forest'] },
      {},
      [
        { player: 0, type: 'activate', card: 'Twisted Abomination', from: 'hand', ability: 1 },
        { type: 'passUntil', step: 'beginCombat' },
        { player: 0, type: 'choose', cards: ['Swamp'] },
      ],
    )
    const out = r.output as unknown as Out
    expect(out.rejected ?? []).toEqual([])
    expect(out.players[0].graveyard).toEqual(['Twisted Abomination'])
    expect(out.players[0].hand).toEqual(['Swamp'])
  })

  it('CR 702.29e: Ash Barrens basic landcycling finds a basic land', () => {
    const r = play(['Ash Barrens'], { hand: ['Ash Barrens'], battlefield: ['Mountain'], library: ['Forest'] }, {}, [
      { player: 0, type: 'activate', card: 'Ash Barrens', from: 'hand', ability: 0 },
      { type: 'passUntil', step: 'beginCombat' },
      { player: 0, type: 'choose', cards: ['Forest'] },
    ])
    const out = r.output as unknown as Out
    expect(out.rejected ?? []).toEqual([])
    expect(out.players[0].hand).toEqual(['Forest'])
    expect(out.players[0].graveyard).toEqual(['Ash Barrens'])
  })
})

describe('sacrifice, discard and life as costs (CR 602.2b, 701.17a)', () => {
  it('CR 701.17a: Goblin Bombardment sacrifices the named creature as a cost and deals 1 damage', () => {
    const r = play(
      ['Goblin Bombardment'],
      { battlefield: ['Goblin Bombardment', 'Grizzly Bears', 'Raging Goblin'] },
      {},
      [
        {
          player: 0,
          type: 'activate',
          card: 'Goblin Bombardment',
          ability: 0,
          targets: ['player:1'],
          sacrifice: ['Raging Goblin'],
        },
        { type: 'passUntil', step: 'beginCombat' },
      ],
    )
    const out = r.output as unknown as Out & { players: { battlefield: { name: string }[] }[] }
    expect(out.rejected ?? []).toEqual([])
    expect(out.players[1].life).toBe(19)
    expect(out.players[0].graveyard).toEqual(['Raging Goblin'])
    expect(out.players[0].battlefield.map((b) => b.name)).toEqual(['Goblin Bombardment', 'Grizzly Bears'])
  })

  it('CR 602.2b: Goblin Bombardment cannot be activated with no creature to sacrifice', () => {
    const r = play(['Goblin Bombardment'], { battlefield: ['Goblin Bombardment'] }, {}, [
      { player: 0, type: 'activate', card: 'Goblin Bombardment', ability: 0, targets: ['player:1'] },
    ])
    expect((r.output as unknown as Out).rejected).toHaveLength(1)
  })

  it('CR 701.17a: Bloodthrone Vampire sacrifices another creature by default and gets +2/+2', () => {
    const r = play(['Bloodthrone Vampire'], { battlefield: ['Bloodthrone Vampire', 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'activate', card: 'Bloodthrone Vampire', ability: 0 },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    const out = r.output as unknown as Out & { players: { battlefield: { name: string; power?: number }[] }[] }
    expect(out.rejected ?? []).toEqual([])
    expect(out.players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out.players[0].battlefield.find((b) => b.name === 'Bloodthrone Vampire')?.power).toBe(3)
  })
})

export { MOUNTAINS }

describe('a card discarded at random as a cost (CR 701.8a, 602.2b)', () => {
  it('CR 701.8a: Frenetic Ogre discards a card at random and gets +3/+0', () => {
    const r = play(['Frenetic Ogre'], { hand: ['Forest'], battlefield: ['Frenetic Ogre', 'Mountain'] }, {}, [
      { player: 0, type: 'activate', card: 'Frenetic Ogre', ability: 0 },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    const out = r.output as unknown as Out & { players: { battlefield: { name: string; power?: number }[] }[] }
    expect(out.rejected ?? []).toEqual([])
    expect(out.players[0].graveyard).toEqual(['Forest'])
    expect(out.players[0].battlefield.find((b) => b.name === 'Frenetic Ogre')?.power).toBe(5) // 2/3, +3/+0
  })

  it('CR 602.2b: Frenetic Ogre cannot be activated with an empty hand', () => {
    const r = play(['Frenetic Ogre'], { battlefield: ['Frenetic Ogre', 'Mountain'] }, {}, [
      { player: 0, type: 'activate', card: 'Frenetic Ogre', ability: 0 },
    ])
    expect((r.output as unknown as Out).rejected).toHaveLength(1)
  })
})
