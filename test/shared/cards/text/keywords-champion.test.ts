// Champion (CR 702.72) on a real card, checked by its outcome: the championed creature is exiled and comes back when
// the champion leaves; with nothing to exile the champion is sacrificed.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains']

describe('champion (CR 702.72)', () => {
  it('CR 702.72a: Changeling Hero exiles Grizzly Bears; bounced by Unsummon, the Bears return to the battlefield', () => {
    const r = play(
      ['Changeling Hero', 'Unsummon'],
      { hand: ['Changeling Hero', 'Unsummon'], battlefield: [...PLAINS, 'Island', 'Grizzly Bears'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Changeling Hero' },
        ...passBoth, // the Hero resolves; champion triggers
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Grizzly Bears'])
    const back = play(
      ['Changeling Hero', 'Unsummon'],
      { hand: ['Changeling Hero', 'Unsummon'], battlefield: [...PLAINS, 'Island', 'Grizzly Bears'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Changeling Hero' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
        { player: 0, type: 'cast', card: 'Unsummon', targets: ['Changeling Hero'] },
        ...passBoth,
      ],
    )
    expect(out(back).rejected ?? []).toEqual([])
    expect(out(back).players[0].hand).toEqual(['Changeling Hero'])
    expect(out(back).players[0].exile).toEqual([])
    expect(out(back).players[0].battlefield.map((c) => c.name)).toContain('Grizzly Bears')
    expect(manualLines('Changeling Hero')).toEqual([])
  })

  it('CR 702.72a: with no other creature to exile, Changeling Hero is sacrificed', () => {
    const r = play(['Changeling Hero'], { hand: ['Changeling Hero'], battlefield: PLAINS }, {}, [
      { player: 0, type: 'cast', card: 'Changeling Hero' },
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Changeling Hero'])
  })
})
