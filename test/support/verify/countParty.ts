// Behavioural checks: the party (CR 700.8) and converge's colours of mana spent to cast the spell (CR 601.2h).
import { expect } from 'vitest'
import { LIBRARY, PASS, cast, play, seat, type Checks } from './harness'

const WHITE = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains']

export const COUNT_PARTY_CHECKS: Checks = {
  'amount:count.party': {
    card: 'Shepherd of Heroes',
    rule: 'CR 700.8',
    run() {
      const shepherd = (others: string[]) =>
        play(
          ['Shepherd of Heroes', ...others],
          { ann: { hand: ['Shepherd of Heroes'], battlefield: [...WHITE, ...others] } },
          [...cast('Shepherd of Heroes'), ...PASS], // the spell, then its enters trigger
        )
      // Shepherd of Heroes is an Angel Cleric: with a Wizard, a Rogue and a Warrior, a full party of four (a second
      // Rogue adds nothing), 2 life each.
      const full = ['Fugitive Wizard', 'Triton Shorethief', 'Borderland Minotaur', 'Bane Alley Blackguard']
      expect(seat(shepherd(full), 0).life).toBe(28)
      // Near miss: two more Clerics fill the Cleric's place it already fills (up to one of each).
      expect(seat(shepherd(['Cabal Evangel', 'Keepers of the Faith']), 0).life).toBe(22)
      // A Cleric (itself) and a Wizard: two.
      expect(seat(shepherd(['Grizzly Bears', 'Fugitive Wizard']), 0).life).toBe(24)
    },
  },
  'amount:count.colorsSpent': {
    card: 'Painful Truths',
    rule: 'CR 601.2h',
    run() {
      const truths = (lands: string[]) =>
        play(
          ['Painful Truths'],
          { ann: { hand: ['Painful Truths'], battlefield: lands, library: LIBRARY } },
          cast('Painful Truths'),
        )
      // {2}{B} paid with black, blue and red mana: three colours, so three cards and 3 life.
      let p = truths(['Swamp', 'Island', 'Mountain'])
      expect(seat(p, 0).hand.length).toBe(3)
      expect(seat(p, 0).life).toBe(17)
      // Near miss: paid with black mana only: one colour.
      p = truths(['Swamp', 'Swamp', 'Swamp'])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).life).toBe(19)
    },
  },
}
