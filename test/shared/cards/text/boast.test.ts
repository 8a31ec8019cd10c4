// Boast (CR 702.142a): "Boast — [Cost]: [Effect]" is an activated ability, activated only if its creature attacked
// this turn and only once each turn. Its effect is resolved by hand, but it can always be activated, its cost paid,
// and a second activation in a turn is refused (never silently unusable).
import { describe, expect, it } from 'vitest'
import { out, passBoth, playCombat, ready } from '../../../support/realCards'

describe('boast (CR 702.142a)', () => {
  it('CR 702.142a: Usher of the Fallen, Fearless Liberator and Battershield Warrior boast after attacking, once a turn', () => {
    for (const card of ['Usher of the Fallen', 'Fearless Liberator', 'Battershield Warrior']) {
      const r = playCombat(
        [card],
        { battlefield: [ready(card), 'Plains', 'Plains', 'Mountain', 'Mountain', 'Mountain'] },
        {},
        [
          { player: 0, type: 'declareAttackers', attackers: [{ card, target: 'player:1' }] },
          { player: 0, type: 'activate', card, ability: 0 },
          ...passBoth,
          { player: 0, type: 'done' },
          { player: 0, type: 'activate', card, ability: 0 },
        ],
      )
      expect(out(r).rejected?.map((x) => x.index)).toEqual([5]) // only the second activation (CR 602.5b)
      expect(out(r).rejected?.[0].reason).toMatch(/only once each turn/)
      expect(out(r).log).toContain(`${card} resolves: resolve it by hand`)
      expect(out(r).players[0].battlefield.filter((b) => b.tapped).length).toBeGreaterThanOrEqual(3) // its cost paid
    }
  }, 120_000)
})
