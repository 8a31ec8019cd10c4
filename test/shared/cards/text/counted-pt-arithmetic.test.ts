// Characteristic-defining P/T with arithmetic (CR 604.3): "1 plus the number of artifacts your opponents control"
// (Gaea's Avenger), "twice the number of cards in your hand" (Masumaro, First to Live).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const pt = (r: ReturnType<typeof play>, name: string) => {
  const c = out(r).players[0].battlefield.find((x) => x.name === name)!
  return [c.power, c.toughness]
}

describe('counted P/T with "plus" and "twice" (CR 604.3)', () => {
  it("CR 604.3: Gaea's Avenger is 1 plus the number of artifacts your opponents control", () => {
    expect(manualLines("Gaea's Avenger")).toEqual([])
    const r = play(
      ["Gaea's Avenger", 'Ornithopter'],
      { battlefield: ["Gaea's Avenger", 'Ornithopter'] },
      { battlefield: ['Ornithopter', 'Ornithopter'] },
      [],
    )
    expect(pt(r, "Gaea's Avenger")).toEqual([3, 3])
  })

  it('CR 604.3: Masumaro, First to Live is twice the number of cards in your hand', () => {
    expect(manualLines('Masumaro, First to Live')).toEqual([])
    const r = play(
      ['Masumaro, First to Live'],
      { battlefield: ['Masumaro, First to Live'], hand: ['Island', 'Island', 'Forest'] },
      {},
      [],
    )
    expect(pt(r, 'Masumaro, First to Live')).toEqual([6, 6])
  })
})
