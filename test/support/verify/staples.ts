// Behavioural checks of the templates added for the most-reprinted cards: a sacrifice of several permanents (Barter
// in Blood, CR 701.17a). Each plays a real card and asserts what the template's meaning gives, and its near miss.
import { expect } from 'vitest'
import { cast, LANDS, onField, play, seat, type Checks } from './harness'

export const STAPLE_CHECKS: Checks = {
  'effect:sacrifice.several': {
    card: 'Barter in Blood',
    rule: 'CR 701.17a, 101.4',
    run() {
      const barter = (choice: string[], allowRejected = false) =>
        play(
          ['Barter in Blood', 'Serra Angel', 'Llanowar Elves'],
          {
            ann: {
              hand: ['Barter in Blood'],
              battlefield: [...LANDS, 'Grizzly Bears', 'Serra Angel', 'Llanowar Elves'],
            },
            ben: { battlefield: ['Grizzly Bears', 'Island'] },
          },
          [...cast('Barter in Blood'), { player: 0, type: 'choose', cards: choice }],
          allowRejected,
        )
      // Ann has three creatures and chooses two of them; Ben has only one, which he sacrifices without a choice.
      const p = barter(['Grizzly Bears', 'Llanowar Elves'])
      expect(onField(p, 0, 'Serra Angel')).toBe(1)
      expect(onField(p, 0, 'Grizzly Bears') + onField(p, 0, 'Llanowar Elves')).toBe(0)
      expect([...seat(p, 0).graveyard].sort()).toEqual(['Barter in Blood', 'Grizzly Bears', 'Llanowar Elves'])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(onField(p, 1, 'Island')).toBe(1)
      expect(onField(p, 0, 'Forest')).toBe(4) // lands aren't creatures
      // Near misses: one creature only, or a land among the two, is refused and nothing is sacrificed.
      for (const wrong of [['Grizzly Bears'], ['Grizzly Bears', 'Forest']]) {
        const q = barter(wrong, true)
        expect(q.out.rejected?.length).toBe(1)
        expect(onField(q, 0, 'Grizzly Bears') + onField(q, 0, 'Serra Angel') + onField(q, 0, 'Llanowar Elves')).toBe(3)
      }
    },
  },
}
