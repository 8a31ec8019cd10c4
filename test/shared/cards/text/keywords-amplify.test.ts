// Amplify (CR 702.38) on a real card, checked by its outcome: as it enters from its spell, the Beast cards revealed
// from the hand give it +1/+1 counters; they stay in the hand.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const FORESTS = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']

describe('amplify (CR 702.38)', () => {
  it('CR 702.38a: Glowering Rogon (amplify 1) revealing two Beasts (Canopy Crawler, Feral Throwback) enters with two counters', () => {
    const r = play(
      ['Glowering Rogon', 'Canopy Crawler', 'Feral Throwback'],
      { hand: ['Glowering Rogon', 'Canopy Crawler', 'Feral Throwback', 'Grizzly Bears'], battlefield: FORESTS },
      {},
      [
        { player: 0, type: 'cast', card: 'Glowering Rogon' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Canopy Crawler', 'Feral Throwback'] },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Glowering Rogon')?.counters).toEqual({ '+1/+1': 2 })
    expect(out(r).players[0].hand.sort()).toEqual(['Canopy Crawler', 'Feral Throwback', 'Grizzly Bears'])
    expect(manualLines('Glowering Rogon')).toEqual([])
  })

  it('CR 702.38a: Grizzly Bears (a Bear, not a Beast) is not offered; revealing none gives no counter', () => {
    const bears = play(['Glowering Rogon'], { hand: ['Glowering Rogon', 'Grizzly Bears'], battlefield: FORESTS }, {}, [
      { player: 0, type: 'cast', card: 'Glowering Rogon' },
      ...passBoth,
    ])
    expect(out(bears).rejected ?? []).toEqual([])
    expect(bears.state.pending).toEqual([]) // nothing to reveal: no choice
    expect(out(bears).players[0].battlefield.find((c) => c.name === 'Glowering Rogon')?.counters).toEqual({})
  })
})
