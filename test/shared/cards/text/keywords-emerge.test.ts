// Emerge (CR 702.119) on a real card, checked by its outcome: cast by sacrificing a creature and paying the emerge
// cost reduced by that creature's mana value.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const emerge = (islands: number) =>
  play(
    ['Wretched Gryff'],
    { hand: ['Wretched Gryff'], battlefield: ['Hill Giant', ...Array.from({ length: islands }, () => 'Island')] },
    {},
    [
      { player: 0, type: 'cast', card: 'Wretched Gryff', alternative: 'emerge', sacrifice: ['Hill Giant'] },
      ...passBoth, // its "when you cast" trigger: draw a card
      ...passBoth,
    ],
  )

describe('emerge (CR 702.119)', () => {
  it('CR 702.119a: Wretched Gryff (emerge {5}{U}) sacrificing Hill Giant (mana value 4) costs {1}{U}', () => {
    const r = emerge(2)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Wretched Gryff')
    expect(out(r).players[0].hand.length).toBe(1) // drawn as it was cast
    expect(manualLines('Wretched Gryff')).toEqual([])
  })

  it('CR 702.119a: one Island is not enough, and without a creature to sacrifice it cannot emerge', () => {
    expect(out(emerge(1)).rejected?.length).toBe(1)
    const none = play(['Wretched Gryff'], { hand: ['Wretched Gryff'], battlefield: ['Island', 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Wretched Gryff', alternative: 'emerge' },
    ])
    expect(out(none).rejected?.length).toBe(1)
  })
})
