// Replicate (CR 702.56) on real cards, checked by their outcome: the cost is paid N more times as the spell is cast,
// and a "when you cast" trigger copies it that many times; unpaid, nothing triggers.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const lands = (name: string, n: number) => Array.from({ length: n }, () => name)

describe('replicate (CR 702.56)', () => {
  it('CR 702.56a: Train of Thought with replicate paid twice ({1}{U} three times) draws three cards', () => {
    const r = play(['Train of Thought'], { hand: ['Train of Thought'], battlefield: lands('Island', 6) }, {}, [
      { player: 0, type: 'cast', card: 'Train of Thought', replicate: 2 },
      ...passBoth, // the replicate trigger: two copies
      ...passBoth,
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand.length).toBe(3)
    expect(out(r).players[0].graveyard).toEqual(['Train of Thought'])
    expect(out(r).stack).toEqual([])
    expect(manualLines('Train of Thought')).toEqual([])
  })

  it('CR 702.56a: Pyromatics replicated once deals 1 damage twice to Ben; five Mountains cannot pay for three', () => {
    const cast = (replicate: number, n: number) =>
      play(['Pyromatics'], { hand: ['Pyromatics'], battlefield: lands('Mountain', n) }, {}, [
        { player: 0, type: 'cast', card: 'Pyromatics', targets: ['player:1'], replicate },
        ...passBoth,
        ...passBoth,
        ...passBoth,
      ])
    const once = cast(1, 4)
    expect(out(once).rejected ?? []).toEqual([])
    expect(out(once).players[1].life).toBe(18)
    expect(out(cast(2, 5)).rejected?.length).toBe(1)
    // Not replicated: no trigger, one damage.
    const plain = cast(0, 2)
    expect(out(plain).players[1].life).toBe(19)
    expect(manualLines('Pyromatics')).toEqual([])
  })
})
