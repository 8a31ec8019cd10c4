// Buyback with a cost other than mana (CR 702.27a) on a real card, checked by its outcome: paid with the contract's
// `kicked`, the land is sacrificed and the spell returns to its owner's hand as it resolves.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const cast = (kicked: boolean) =>
  play(['Reaping the Rewards'], { hand: ['Reaping the Rewards'], battlefield: ['Plains', 'Forest'] }, {}, [
    { player: 0, type: 'cast', card: 'Reaping the Rewards', kicked },
    ...passBoth,
  ])

describe('buyback costs other than mana (CR 702.27a)', () => {
  it('CR 702.27a: Reaping the Rewards with buyback—sacrifice a land: Ann gains 2 life, a land is sacrificed, the card returns to her hand', () => {
    const r = cast(true)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(22)
    expect(out(r).players[0].hand).toEqual(['Reaping the Rewards'])
    expect(out(r).players[0].graveyard.length).toBe(1)
    expect(out(r).players[0].battlefield.length).toBe(1)
    expect(manualLines('Reaping the Rewards')).toEqual([])
  })

  it('CR 702.27a: without buyback it goes to the graveyard and no land is sacrificed', () => {
    const r = cast(false)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Reaping the Rewards'])
    expect(out(r).players[0].battlefield.length).toBe(2)
  })
})
