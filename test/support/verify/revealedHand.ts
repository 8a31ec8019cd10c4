// Behavioural checks: a card chosen from a revealed hand and exiled (Castigate; CR 701.16, 406.3).
import { expect } from 'vitest'
import { cast, play, seat, type Checks } from './harness'

export const REVEALED_HAND_CHECKS: Checks = {
  'effect:duress.exile': {
    card: 'Castigate',
    rule: 'CR 701.16, 406.3',
    run() {
      // Ben reveals Lightning Bolt, Craw Wurm and a Forest: the Forest isn't offered; the chosen Bolt is exiled.
      const p = play(
        ['Castigate', 'Lightning Bolt', 'Craw Wurm'],
        {
          ann: { hand: ['Castigate'], battlefield: ['Plains', 'Swamp'] },
          ben: { hand: ['Lightning Bolt', 'Craw Wurm', 'Forest'] },
        },
        [...cast('Castigate', { targets: ['player:1'] }), { player: 0, type: 'choose', cards: ['Lightning Bolt'] }],
      )
      expect(seat(p, 1).exile).toEqual(['Lightning Bolt'])
      expect(seat(p, 1).graveyard).toEqual([])
      expect([...seat(p, 1).hand].sort()).toEqual(['Craw Wurm', 'Forest'])
      // A land can't be chosen (a nonland card, CR 701.16).
      const land = play(
        ['Castigate'],
        { ann: { hand: ['Castigate'], battlefield: ['Plains', 'Swamp'] }, ben: { hand: ['Forest'] } },
        [...cast('Castigate', { targets: ['player:1'] }), { player: 0, type: 'choose', cards: ['Forest'] }],
        true,
      )
      expect(land.out.rejected?.length).toBe(1)
      expect(seat(land, 1).hand).toEqual(['Forest'])
    },
  },
}
