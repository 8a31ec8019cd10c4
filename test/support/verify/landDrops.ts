// Behavioural check of "You may play an additional land this turn" (Explore, CR 305.2): one more land this turn, and
// only this turn.
import { expect } from 'vitest'
import { cast, LANDS, onField, play, type Checks } from './harness'

export const LAND_DROP_CHECKS: Checks = {
  'effect:extraLand': {
    card: 'Explore',
    rule: 'CR 305.2',
    run() {
      const lands = [
        { player: 0, type: 'playLand', card: 'Mountain' },
        { player: 0, type: 'playLand', card: 'Mountain' },
        { player: 0, type: 'playLand', card: 'Mountain' },
      ]
      const hand = ['Explore', 'Mountain', 'Mountain', 'Mountain']
      // After Explore: two lands this turn, the third refused.
      const explored = play(['Explore'], { ann: { hand, battlefield: LANDS } }, [...cast('Explore'), ...lands], true)
      expect(explored.out.rejected?.map((r) => r.index)).toEqual([5])
      expect(onField(explored, 0, 'Mountain')).toBe(6)
      // Without it: one.
      const plain = play(['Explore'], { ann: { hand, battlefield: LANDS } }, lands, true)
      expect(plain.out.rejected?.map((r) => r.index)).toEqual([1, 2])
      // Next turn the permission is gone: Ann's turn 5 allows one land again.
      const later = play(
        ['Explore'],
        { ann: { hand, battlefield: LANDS } },
        [...cast('Explore'), { type: 'passUntil', step: 'precombatMain', turn: 5 }, ...lands],
        true,
      )
      expect(later.out.rejected?.map((r) => r.index)).toEqual([5, 6])
    },
  },
}
