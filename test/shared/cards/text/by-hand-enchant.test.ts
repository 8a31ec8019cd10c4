// An Aura whose "Enchant …" line the engine doesn't read (Corrupted Roots' "Enchant Forest or Plains") is cast on
// what its player names and attaches to it (CR 303.4f); the players judge what it may enchant, and once that has left
// the battlefield the Aura goes to the graveyard (CR 704.5m). Before, a state-based check meant for Equipment
// (CR 704.5n) unattached it at once from anything that isn't a creature. Every such Aura is played by
// `text-class-scans.test.ts`.
import { describe, expect, it } from 'vitest'
import { cast, LANDS, play, seat } from '../../../support/verify/harness'

describe('an Aura with its "Enchant …" line by hand', () => {
  it("CR 303.4f: Corrupted Roots cast on Ben's Forest is attached to it, and Ben tapping it makes Ben lose 2 life (CR 603.2)", () => {
    const p = play(
      ['Corrupted Roots'],
      { ann: { hand: ['Corrupted Roots'], battlefield: LANDS }, ben: { battlefield: ['Forest', 'Plains'] } },
      [
        ...cast('Corrupted Roots', { targets: ['1:Forest'] }),
        { player: 0, type: 'pass' },
        { player: 1, type: 'activateMana', card: 'Forest', produce: 'G' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(seat(p, 0).battlefield.find((b) => b.name === 'Corrupted Roots')).toMatchObject({ attachedTo: 'Forest' })
    expect(seat(p, 1).life).toBe(18)
  })

  it('CR 704.5m: once its Forest is destroyed, Corrupted Roots goes to the graveyard', () => {
    const p = play(
      ['Corrupted Roots', 'Stone Rain'],
      {
        ann: { hand: ['Corrupted Roots', 'Stone Rain'], battlefield: LANDS },
        ben: { battlefield: ['Forest', 'Plains'] },
      },
      [...cast('Corrupted Roots', { targets: ['1:Forest'] }), ...cast('Stone Rain', { targets: ['1:Forest'] })],
    )
    expect(seat(p, 0).graveyard.sort()).toEqual(['Corrupted Roots', 'Stone Rain'])
    expect(seat(p, 0).battlefield.map((b) => b.name)).not.toContain('Corrupted Roots')
    // The near miss: the Plains it didn't enchant stays, and so would the Aura on it.
    expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Plains'])
  })
})
