// Behavioural checks of the board conditions of text/conditionsBoard.ts (CR 603.4: an intervening "if" is checked as
// the ability would trigger and again as it resolves): each real card played with its condition true and false.
import { expect } from 'vitest'
import { answer, cast, LANDS, onField, PASS, play, ready, seat, type Checks } from './harness'

/** To Ben's upkeep on turn 4, with his upkeep trigger (if any) resolved. */
const BENS_UPKEEP = [
  { type: 'passUntil', step: 'upkeep', turn: 4 },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
]

export const BOARD_CONDITION_CHECKS: Checks = {
  'condition:opponentControlsMore': {
    card: 'Knight of the White Orchid',
    rule: 'CR 603.4',
    run() {
      // Ann has two Plains; Ben three lands: the Knight's search happens (a third Plains onto the battlefield).
      const knight = (benLands: string[], then: unknown[]) =>
        play(
          ['Knight of the White Orchid'],
          {
            ann: {
              hand: ['Knight of the White Orchid'],
              battlefield: ['Plains', 'Plains'],
              library: ['Plains', 'Island'],
            },
            ben: { battlefield: benLands },
          },
          [...cast('Knight of the White Orchid'), ...then],
        )
      let p = knight(
        ['Swamp', 'Swamp', 'Swamp'],
        [...PASS, answer('yes'), { player: 0, type: 'choose', cards: ['Plains'] }],
      )
      expect(onField(p, 0, 'Plains')).toBe(3)
      // Near miss: Ben has two lands too: no trigger, no search.
      p = knight(['Swamp', 'Swamp'], [])
      expect(p.out.stack).toEqual([])
      expect(onField(p, 0, 'Plains')).toBe(2)
    },
  },
  'condition:noneOnBattlefield': {
    card: 'Pestilence',
    rule: 'CR 603.4',
    run() {
      // "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Pestilence."
      const pestilence = (benBattlefield: string[]) =>
        play(['Pestilence'], { ann: { battlefield: [...LANDS, 'Pestilence'] }, ben: { battlefield: benBattlefield } }, [
          { type: 'passUntil', step: 'end' },
          ...PASS,
        ])
      let p = pestilence([])
      expect(seat(p, 0).graveyard).toEqual(['Pestilence'])
      // Near miss: Ben's Grizzly Bears is a creature on the battlefield: Pestilence stays.
      p = pestilence(['Grizzly Bears'])
      expect(onField(p, 0, 'Pestilence')).toBe(1)
    },
  },
  'condition:sourceCounters': {
    card: 'Serrated Arrows',
    rule: 'CR 603.4, 122.1',
    run() {
      // "If there are no arrowhead counters on Serrated Arrows, sacrifice it" in Ben's upkeep.
      const arrows = (counters: Record<string, number>) =>
        play(['Serrated Arrows'], { ben: { battlefield: [ready('Serrated Arrows', { counters })] } }, BENS_UPKEEP)
      let p = arrows({ arrowhead: 0 }) // 0: none (a prepared permanent otherwise enters with three)
      expect(seat(p, 1).graveyard).toEqual(['Serrated Arrows'])
      // Near miss: one arrowhead counter left: it stays.
      p = arrows({ arrowhead: 1 })
      expect(onField(p, 1, 'Serrated Arrows')).toBe(1)
    },
  },
  'condition:lifeExactly': {
    card: 'Near-Death Experience',
    rule: 'CR 603.4, 104.2b',
    run() {
      // "If you have exactly 1 life, you win the game": Ben at 1 life in his upkeep wins; at 2 he doesn't.
      const experience = (life: number) =>
        play(['Near-Death Experience'], { ben: { life, battlefield: ['Near-Death Experience'] } }, BENS_UPKEEP)
      expect(experience(1).state.winner).toBe(1)
      expect(experience(2).state.winner ?? null).toBe(null)
    },
  },
}
