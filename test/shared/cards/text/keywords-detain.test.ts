// Detain (CR 701.35) on a real card, checked by its outcome: the detained creature can't attack on its controller's
// next turn, and is free again once the detaining player's next turn begins.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

const arrest = [
  { player: 0, type: 'cast', card: 'Azorius Arrester' },
  ...passBoth, // the Arrester resolves; its enters trigger asks for its target
  { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
  ...passBoth,
]
const benAttacks = { player: 1, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:0' }] }

describe('detain (CR 701.35)', () => {
  it("CR 701.35a: Azorius Arrester detains Hill Giant: it can't attack on Ben's turn", () => {
    const r = play(
      ['Azorius Arrester'],
      { hand: ['Azorius Arrester'], battlefield: ['Plains', 'Plains'] },
      { battlefield: [ready('Hill Giant')] },
      [...arrest, { type: 'passUntil', step: 'declareAttackers', turn: 4 }, benAttacks],
    )
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).players[0].life).toBe(20)
    // Not detained, the same attack is legal.
    const free = play(
      ['Azorius Arrester'],
      { battlefield: ['Plains', 'Plains'] },
      { battlefield: [ready('Hill Giant')] },
      [{ type: 'passUntil', step: 'declareAttackers', turn: 4 }, benAttacks],
    )
    expect(out(free).rejected ?? []).toEqual([])
    expect(manualLines('Azorius Arrester')).toEqual([])
  })

  it("CR 701.35a: the detention ends as Ann's next turn begins", () => {
    const r = play(
      ['Azorius Arrester'],
      { hand: ['Azorius Arrester'], battlefield: ['Plains', 'Plains'] },
      { battlefield: [ready('Hill Giant')] },
      [...arrest, { type: 'passUntil', step: 'upkeep', turn: 5 }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const giant = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Hill Giant')
    expect(giant?.detainedBy).toBeUndefined()
  })
})
