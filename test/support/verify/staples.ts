// Behavioural checks of the templates added for the most-reprinted cards: a sacrifice of several permanents (Barter
// in Blood, CR 701.17a), untapping up to N lands (Snap, CR 701.21b). Each plays a real card and asserts what the template's meaning gives, and its near miss.
import { expect } from 'vitest'
import { cast, LANDS, onField, permanent, play, seat, type Checks } from './harness'

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
  'effect:untapUpTo': {
    card: 'Snap',
    rule: 'CR 701.21b, 107.1c',
    run() {
      const snap = (choice: string[], allowRejected = false) =>
        play(
          ['Snap'],
          {
            ann: {
              hand: ['Snap'],
              battlefield: ['Island', 'Swamp', { name: 'Forest', tapped: true }, { name: 'Mountain', tapped: true }],
            },
            ben: { battlefield: ['Grizzly Bears', { name: 'Plains', tapped: true }] },
          },
          [...cast('Snap', { targets: ['1:Grizzly Bears'] }), { player: 0, type: 'choose', cards: choice }],
          allowRejected,
        )
      // Snap's {1}{U} taps the Island and the Swamp; Ann untaps two of her four tapped lands, the Island among them.
      const p = snap(['Island', 'Forest'])
      expect(seat(p, 1).hand).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Island').tapped).toBe(false)
      expect(permanent(p, 0, 'Forest').tapped).toBe(false)
      expect(permanent(p, 0, 'Swamp').tapped).toBe(true)
      expect(permanent(p, 0, 'Mountain').tapped).toBe(true)
      // Not targeted: any land, another player's too (CR 701.21b); and none at all is an answer (up to two).
      const theirs = snap(['1:Plains'])
      expect(permanent(theirs, 1, 'Plains').tapped).toBe(false)
      expect(permanent(theirs, 0, 'Island').tapped).toBe(true)
      const none = snap([])
      expect(permanent(none, 0, 'Island').tapped).toBe(true)
      expect(onField(none, 0, 'Forest')).toBe(1)
      // Near miss: three lands is one too many; the spell waits for a right answer and nothing untaps.
      const three = snap(['Island', 'Swamp', 'Forest'], true)
      expect(three.out.rejected?.length).toBe(1)
      expect(permanent(three, 0, 'Island').tapped).toBe(true)
    },
  },
}
