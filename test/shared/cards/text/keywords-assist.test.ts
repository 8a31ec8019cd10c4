// Assist (CR 702.132) on a real card, checked by its outcome: another player pays part of the spell's generic mana
// from their own lands (the cast's `assist`).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const cast = (amount: number, annLands: string[]) =>
  play(
    ['Bring Down', 'Craw Wurm'],
    { hand: ['Bring Down'], battlefield: annLands },
    { battlefield: ['Craw Wurm', 'Mountain', 'Mountain', 'Mountain'] },
    [
      { player: 0, type: 'cast', card: 'Bring Down', targets: ['1:Craw Wurm'], assist: { player: 1, amount } },
      ...passBoth,
    ],
  )

describe('assist (CR 702.132)', () => {
  it('CR 702.132a: Ben pays {3} of Bring Down ({3}{W}); Ann pays {W} and Craw Wurm is destroyed', () => {
    const r = cast(3, ['Plains'])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Craw Wurm'])
    expect(out(r).players[1].battlefield.every((c) => c.tapped)).toBe(true)
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Plains')?.tapped).toBe(true)
    expect(manualLines('Bring Down')).toEqual([])
  })

  it('CR 702.132a: only the generic mana can be assisted ({4} is too much), and Ann still pays the rest', () => {
    expect(out(cast(4, ['Plains', 'Plains'])).rejected?.length).toBe(1)
    const part = cast(1, ['Plains', 'Plains', 'Plains'])
    expect(out(part).rejected ?? []).toEqual([])
    expect(out(part).players[1].battlefield.filter((c) => c.tapped).length).toBe(1)
    expect(out(part).players[0].battlefield.every((c) => c.tapped)).toBe(true)
    expect(out(cast(1, ['Plains', 'Plains'])).rejected?.length).toBe(1) // {2}{W} left for Ann: two Plains don't pay
  })
})
