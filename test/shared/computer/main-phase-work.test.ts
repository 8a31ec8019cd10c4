// Bounded on a board below the crowded threshold: a main phase before combat with a dozen different creatures a side
// and a hand of plays. Normal follows its best few plays into the combat each leads to (CR 506-511); each of those
// looks weighs only attacks like the pass line's best few (and all, and none), so the work per decision follows the
// plan: counted in actions played forward, not timed (the time is the bench's computer.decision).
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction } from '@shared/computer'
import { resetWork, work } from '@shared/computer/work'
import { play, type Variant } from './siblings/board'

const ANN = [
  'Grizzly Bears',
  'Grizzly Bears',
  'Hill Giant',
  'Centaur Courser',
  'Centaur Courser',
  'Llanowar Elves',
  'Wind Drake',
  'Stampeding Rhino',
  'Leatherback Baloth',
  'Elvish Mystic',
  'Runeclaw Bear',
  'Dwynen’s Elite',
]
const BEN = [
  'Grizzly Bears',
  'Hill Giant',
  'Hill Giant',
  'Centaur Courser',
  'Giant Spider',
  'Wind Drake',
  'Wall of Wood',
  'Runeclaw Bear',
  'Llanowar Elves',
  'Colossal Dreadmaw',
  'Elvish Mystic',
  'Grizzly Bears',
]
const LANDS = ['Forest', 'Forest', 'Forest', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Island']
const HAND = ['Giant Growth', 'Lightning Strike', 'Doom Blade', 'Titanic Growth', 'Typhoid Rats', 'Forest']

/** At most this many actions played forward for the decision (about 410 measured in each variant): the pass line's
 *  look into combat (each candidate attack a combat played out, fewer singles on a fuller board), then as many plays'
 *  looks at a handful of attacks each as the decision's budget of creature-combats allows. */
const MOST_SIMULATED = 650

describe('a main phase with twelve creatures a side is bounded by the plan', () => {
  for (const variant of ['normal', 'heroic', 'manahearth'] as Variant[])
    it(`${variant}: Normal's main-phase decision plays at most ${MOST_SIMULATED} actions forward`, () => {
      const board = {
        sides: [{ hand: HAND, battlefield: [...ANN, ...LANDS] }, { battlefield: [...BEN, ...LANDS] }],
      }
      const { state } = play(variant, board, [])
      computerAction(state, 0, { level: 'normal', seed: 2 }) // the card text's compiler warms up once per process
      resetWork()
      const d = computerAction(state, 0, { level: 'normal', seed: 1 })
      expect(d.action.type).not.toBe('concede')
      expect(work.simulated).toBeLessThanOrEqual(MOST_SIMULATED)
      expect(work.declarationListings).toBe(0)
    }, 120_000)
})
