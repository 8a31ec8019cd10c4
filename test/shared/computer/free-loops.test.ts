// Where nothing costs mana (Magic Combat Rules, ruling MCR-4), a creature that returns a creature you control to its
// owner's hand can be cast again and again: the computer casts the same card at most three times in a turn, then
// goes on with the game.
import { describe, expect, it } from 'vitest'
import { playScenario } from '../../support/realCards'

describe('the computer stops a free loop', () => {
  it('ruling MCR-4: Shrieking Drake, cast for free, returns itself; the computer casts it three times, then moves on', () => {
    const r = playScenario(['Shrieking Drake', 'Grizzly Bears', 'Savannah Lions', 'Wall of Wood', 'Runeclaw Bear'], {
      variant: 'combat',
      start: 0,
      state: {
        turn: 3,
        round: 2,
        active: 0,
        step: 'precombatMain',
        players: [
          {
            hand: ['Shrieking Drake'],
            library: ['Savannah Lions', 'Savannah Lions', 'Savannah Lions'],
            slots: ['Grizzly Bears', null, null, null, null],
          },
          {
            library: ['Runeclaw Bear', 'Runeclaw Bear', 'Runeclaw Bear'],
            slots: ['Wall of Wood', null, null, null, null],
          },
        ],
      },
      actions: Array.from({ length: 40 }, (_, i) => ({ type: 'computer', player: i % 2, level: 'normal' })),
    })
    const log = r.output.log as string[]
    const casts = log.filter((l) => l.startsWith('Ann casts Shrieking Drake')).length
    expect(casts).toBeGreaterThan(0)
    expect(casts).toBeLessThanOrEqual(3)
    expect(r.state.turn).toBeGreaterThan(3) // the game went on to Ben's turn
  })
})
