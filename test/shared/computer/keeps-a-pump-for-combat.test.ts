// A pump spell is worth most after blocks (CR 509.1, 510.1; its boost ends at cleanup, CR 514.2): the computer keeps
// Giant Growth in its upkeep, with two Grizzly Bears to attack a lone Hill Giant, in each variant where the cards play
// the same, at Normal and at Hard (whose rollouts play Normal's policy). Siblings: siblings/holds-a-pump-until-it-counts.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction } from '@shared/computer'
import type { GameState } from '@shared/engine'
import { starterPool } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { heroSeats } from '../../support/heroSeats'

/** Ann's upkeep: two Grizzly Bears against Ben's lone Hill Giant, Giant Growth in hand and a Forest untapped. */
function upkeep(variant: string): GameState {
  const { players, withHero: side } = heroSeats(variant)
  const r = runScenario(
    {
      variant,
      seed: 1,
      players,
      state: {
        turn: 5,
        active: 0,
        step: 'upkeep',
        players: [
          side(
            {
              hand: ['Giant Growth'],
              battlefield: ['Forest', { name: 'Grizzly Bears', sick: false }, { name: 'Grizzly Bears', sick: false }],
              library: Array(20).fill('Forest'),
            },
            0,
          ),
          side({ battlefield: [{ name: 'Hill Giant', sick: false }], library: Array(20).fill('Mountain') }, 1),
        ],
      },
      actions: [],
    },
    starterPool(),
  )
  if (!r.state) throw new Error(JSON.stringify(r.output))
  return r.state as GameState
}

describe('a pump is kept for the combat it helps (CR 509.1, 514.2)', () => {
  for (const variant of ['normal', 'manahearth', 'heroic'])
    for (const level of ['normal', 'hard'] as const) {
      it(`${variant}, ${level}: doesn't cast Giant Growth in its upkeep`, () => {
        const d = computerAction(upkeep(variant), 0, { level, seed: 1, timeCapMs: 600_000 })
        expect(d.action.type).toBe('pass')
      }, 60_000)
    }
})
