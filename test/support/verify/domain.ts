// Behavioural checks: domain's count, the basic land types among the lands a player controls (CR 305.6, 207.2c).
import { expect } from 'vitest'
import { cast, play, seat, type Checks } from './harness'

export const DOMAIN_CHECKS: Checks = {
  'amount:count.landTypes': {
    card: 'Tribal Flames',
    rule: 'CR 305.6, 107.3',
    run() {
      // Two Mountains and a Forest: two basic land types (each type counts once); Ben's Island isn't Ann's.
      let p = play(
        ['Tribal Flames'],
        {
          ann: { hand: ['Tribal Flames'], battlefield: ['Mountain', 'Mountain', 'Forest'] },
          ben: { battlefield: ['Island'] },
        },
        cast('Tribal Flames', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(18)
      // All five basic land types: five damage.
      p = play(
        ['Tribal Flames'],
        { ann: { hand: ['Tribal Flames'], battlefield: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] } },
        cast('Tribal Flames', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(15)
    },
  },
}
