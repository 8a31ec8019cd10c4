// Proliferate (CR 701.27) on a real card, checked by its outcome: the permanents chosen get another counter of each
// kind they have, then each player with counters Ann chooses (here Ben's poison).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('proliferate (CR 701.27)', () => {
  it('CR 701.27a: Contentious Plan gives Grizzly Bears a +1/+1 and Hill Giant a -1/-1 counter, Ben a fifth poison counter, then draws', () => {
    const r = play(
      ['Contentious Plan'],
      {
        hand: ['Contentious Plan'],
        battlefield: ['Island', 'Island', { name: 'Grizzly Bears', counters: { '+1/+1': 1 } }],
      },
      { poison: 4, battlefield: [{ name: 'Hill Giant', counters: { '-1/-1': 1 } }] },
      [
        { player: 0, type: 'cast', card: 'Contentious Plan' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Grizzly Bears', '1:Hill Giant'] },
        { player: 0, type: 'choose', option: 'yes' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')?.counters).toEqual({ '+1/+1': 2 })
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Hill Giant')?.counters).toEqual({ '-1/-1': 2 })
    expect(out(r).players[1].poison).toBe(5)
    expect(out(r).players[0].hand.length).toBe(1)
    expect(r.state.pending).toEqual([])
    expect(manualLines('Contentious Plan')).toEqual([])
  })

  it('CR 701.27a: choosing nothing (and no for Ben) changes no counter', () => {
    const r = play(
      ['Contentious Plan'],
      {
        hand: ['Contentious Plan'],
        battlefield: ['Island', 'Island', { name: 'Grizzly Bears', counters: { '+1/+1': 1 } }],
      },
      { poison: 4 },
      [
        { player: 0, type: 'cast', card: 'Contentious Plan' },
        ...passBoth,
        { player: 0, type: 'choose', cards: [] },
        { player: 0, type: 'choose', option: 'no' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')?.counters).toEqual({ '+1/+1': 1 })
    expect(out(r).players[1].poison).toBe(4)
  })
})
