// Aftermath (CR 702.127) on a real split card, checked by its outcome: the first half is cast from the hand, the
// second only from the graveyard, and then it is exiled.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const CARD = 'Cut // Ribbons'
const SHOWN = 'Cut' // the output names a split card by its first half

describe('aftermath (CR 702.127)', () => {
  it('CR 702.127a: Cut is cast from the hand (4 damage to Hill Giant), and the card goes to the graveyard', () => {
    const r = play([CARD], { hand: [CARD], battlefield: ['Mountain', 'Mountain'] }, { battlefield: ['Hill Giant'] }, [
      { player: 0, type: 'cast', card: CARD, targets: ['1:Hill Giant'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[0].graveyard).toEqual([SHOWN])
    expect(manualLines(CARD)).toEqual([])
  })

  it('CR 702.127a: Ribbons is cast from the graveyard for {X}{B}{B} (X=2: Ben loses 2 life), then exiled', () => {
    const r = play([CARD], { graveyard: [CARD], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] }, {}, [
      { player: 0, type: 'cast', card: CARD, from: 'graveyard', x: 2 },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].exile).toEqual([SHOWN])
  })

  it("CR 702.127a: Ribbons can't be cast from the hand: from the hand it is Cut, which needs its target and {1}{R}", () => {
    const r = play([CARD], { hand: [CARD], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] }, {}, [
      { player: 0, type: 'cast', card: CARD, x: 2 },
    ])
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).players[0].hand).toEqual([SHOWN])
  })
})
