// "Whenever a +1/+1 counter is put on ~" triggers once for each counter put on it (CR 122.6, 603.2c).
import { describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { answer, cast, PASS, play, seat } from '../../../support/verify/harness'

describe('a counter put on a permanent (CR 122.6)', () => {
  it('CR 122.6, 603.2c: Fathom Mage evolving gets one counter and its controller may draw one card', () => {
    expect(manualLines('Fathom Mage')).toEqual([])
    const p = play(
      ['Fathom Mage', 'Hill Giant'],
      { ann: { hand: ['Hill Giant'], battlefield: ['Fathom Mage', ...Array(4).fill('Mountain')] } },
      // Hill Giant (3/3) enters: evolve puts a counter on the 1/1 Mage, which then triggers.
      [...cast('Hill Giant'), ...PASS, ...PASS, answer('yes')],
    )
    expect(seat(p, 0).hand.length).toBe(1)
    expect(seat(p, 0).battlefield.find((b) => b.name === 'Fathom Mage')).toMatchObject({ power: 2, toughness: 2 })
  })
})
