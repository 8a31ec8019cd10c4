// Behavioural check: Balance (CR 101.4, 701.17a, 701.8): lands, then cards in hand, then creatures, each player keeping
// as many as the player with the fewest has, chosen in turn order, the rest sacrificed or discarded.
import { expect } from 'vitest'
import { cast, onField, play, seat, type Checks } from './harness'

const ANN_LANDS = ['Plains', 'Plains', 'Plains']
const BEN_LANDS = ['Forest', 'Island', 'Swamp', 'Mountain', 'Plains']
const CARDS = ['Balance', 'Serra Angel', 'Llanowar Elves', 'Counterspell', 'Giant Growth']

export const BALANCE_CHECKS: Checks = {
  'effect:balance': {
    card: 'Balance',
    rule: 'CR 101.4, 701.17a, 701.8',
    run() {
      const board = {
        ann: { hand: ['Balance', 'Island'], battlefield: [...ANN_LANDS, 'Grizzly Bears', 'Llanowar Elves'] },
        ben: { hand: ['Lightning Bolt', 'Counterspell', 'Giant Growth'], battlefield: [...BEN_LANDS, 'Serra Angel'] },
      }
      const keep = (player: number, cards: string[]) => ({ player, type: 'choose', cards })
      let p = play(CARDS, board, [
        ...cast('Balance'),
        keep(1, ['Forest', 'Island', 'Swamp']), // lands: Ann has 3, the fewest; Ben keeps 3 of 5
        keep(1, ['Counterspell']), // cards: Ann has 1 (Island) left; Ben keeps 1 of 3
        keep(0, ['Grizzly Bears']), // creatures: Ben has 1; Ann keeps 1 of 2
      ])
      const lands = (i: number) =>
        seat(p, i)
          .battlefield.filter((c) => [...BEN_LANDS, 'Plains'].includes(c.name))
          .map((c) => c.name)
          .sort()
      expect(lands(0)).toEqual(ANN_LANDS)
      expect(lands(1)).toEqual(['Forest', 'Island', 'Swamp'])
      expect(seat(p, 1).hand).toEqual(['Counterspell'])
      expect(seat(p, 0).hand).toEqual(['Island'])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(onField(p, 0, 'Llanowar Elves')).toBe(0)
      expect(onField(p, 1, 'Serra Angel')).toBe(1)
      expect(seat(p, 1).graveyard.sort()).toEqual(['Giant Growth', 'Lightning Bolt', 'Mountain', 'Plains'])
      // Near miss: Ben keeping two lands, not three, is refused (CR 101.4: that many, no fewer).
      p = play(CARDS, board, [...cast('Balance'), keep(1, ['Forest', 'Island'])], true)
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 1).battlefield.length).toBe(6)
    },
  },
}
