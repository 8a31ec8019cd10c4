// Behavioural checks: "the sacrificed creature's power" (CR 608.2h), the permanent sacrificed to pay the cost as it
// last existed on the battlefield.
import { expect } from 'vitest'
import { LANDS, activate, cast, play, seat, type Checks } from './harness'

export const SACRIFICED_CHECKS: Checks = {
  'amount:count.sacrificed': {
    card: 'Fling',
    rule: 'CR 608.2h, 601.2h',
    run() {
      // Craw Wurm (6/4) sacrificed: 6 damage; Grizzly Bears (2/2): 2.
      for (const [creature, power] of [
        ['Craw Wurm', 6],
        ['Grizzly Bears', 2],
      ] as const) {
        const p = play(
          ['Fling', creature],
          { ann: { hand: ['Fling'], battlefield: [...LANDS, creature, 'Hill Giant'] } },
          cast('Fling', { sacrifice: [creature], targets: ['player:1'] }),
        )
        expect(seat(p, 0).graveyard).toContain(creature)
        expect(seat(p, 1).life).toBe(20 - power)
      }
      // An ability's cost (Jarad): each opponent loses the sacrificed Hill Giant's power (3).
      const jarad = 'Jarad, Golgari Lich Lord'
      const p = play(
        [jarad, 'Hill Giant'],
        { ann: { battlefield: [...LANDS, jarad, 'Hill Giant'] } },
        activate(jarad, 0, { sacrifice: ['Hill Giant'] }),
      )
      expect(seat(p, 0).graveyard).toContain('Hill Giant')
      expect(seat(p, 1).life).toBe(17)
    },
  },
}
