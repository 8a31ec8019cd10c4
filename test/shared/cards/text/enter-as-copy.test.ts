// "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone; CR 707.9, 614.1c):
// chosen as its spell resolves, so it enters already a copy (the copied card's enters triggers run) and is its own
// card again once it leaves (CR 400.7).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const islands = (n: number) => Array(n).fill('Island')
const cast = [{ player: 0, type: 'cast', card: 'Clone' }, ...passBoth]

describe('entering as a copy (CR 707.9)', () => {
  it('CR 707.2, 707.9: Clone enters as a copy of Hill Giant, a 3/3 named Hill Giant', () => {
    expect(manualLines('Clone')).toEqual([])
    const r = play(['Clone'], { hand: ['Clone'], battlefield: islands(4) }, { battlefield: ['Hill Giant'] }, [
      ...cast,
      { player: 0, type: 'choose', cards: ['1:Hill Giant'] },
    ])
    const giant = out(r).players[0].battlefield.find((c) => c.name === 'Hill Giant')
    expect([giant?.power, giant?.toughness]).toEqual([3, 3])
  })

  it('CR 707.9, 603.6a: a Clone copying Elvish Visionary has its enters trigger: Ann draws a card', () => {
    const r = play(
      ['Clone', 'Elvish Visionary'],
      { hand: ['Clone'], battlefield: [...islands(4), 'Elvish Visionary'] },
      {},
      [...cast, { player: 0, type: 'choose', cards: ['0:Elvish Visionary'] }, ...passBoth],
    )
    expect(out(r).players[0].battlefield.filter((c) => c.name === 'Elvish Visionary')).toHaveLength(2)
    expect(out(r).players[0].hand).toHaveLength(1)
  })

  it('CR 400.7: a Clone that copied a creature is a Clone again in the graveyard; declining, it is a 0/0 and dies', () => {
    const copied = play(
      ['Clone', 'Doom Blade'],
      { hand: ['Clone'], battlefield: islands(4) },
      { hand: ['Doom Blade'], battlefield: ['Hill Giant', 'Swamp', 'Swamp'] },
      [
        ...cast,
        { player: 0, type: 'choose', cards: ['1:Hill Giant'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Doom Blade', targets: ['0:Hill Giant'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(copied).players[0].graveyard).toEqual(['Clone'])
    const declined = play(['Clone'], { hand: ['Clone'], battlefield: islands(4) }, { battlefield: ['Hill Giant'] }, [
      ...cast,
      { player: 0, type: 'choose', cards: [] },
    ])
    expect(out(declined).players[0].graveyard).toEqual(['Clone'])
  })
})
