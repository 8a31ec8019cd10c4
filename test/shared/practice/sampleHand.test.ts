import { describe, expect, it } from 'vitest'
import '../../../src-shared/variants'
import { drawNext, mulliganKind, putOnBottom, sampleHand, takeMulligan } from '../../../src-shared/practice/sampleHand'

const deck = Array.from({ length: 40 }, (_, i) => (i < 17 ? 'Mountain' : `Spell ${i}`))
const sorted = (xs: string[]) => [...xs].sort()

describe('sample hands and the mulligan trainer', () => {
  it('is seeded: the same seed draws the same hand, the deck is kept whole', () => {
    const a = sampleHand('normal', deck, 5)
    expect(a).toEqual(sampleHand('normal', deck, 5))
    expect(a.hand).toHaveLength(7)
    expect(sorted([...a.hand, ...a.library])).toEqual(sorted(deck))
  })

  it('London mulligan (CR 103.5): draw seven again, then one card per mulligan to the bottom', () => {
    let h = takeMulligan(sampleHand('normal', deck, 1))
    expect(h.hand).toHaveLength(7)
    expect(h.toBottom).toBe(1)
    expect(() => drawNext(h)).toThrow(/bottom/)
    const card = h.hand[2]
    h = putOnBottom(h, 2)
    expect(h.hand).toHaveLength(6)
    expect(h.library[h.library.length - 1]).toBe(card)
    h = takeMulligan(h)
    expect(h.toBottom).toBe(2)
    expect(sorted([...h.hand, ...h.library])).toEqual(sorted(deck))
  })

  it("Manahearth's partial mulligan (ruling MH-3): 1 to 3 cards back, draw back to three, once", () => {
    expect(mulliganKind('manahearth')).toBe('partial')
    expect(mulliganKind('normal')).toBe('london')
    let h = sampleHand('manahearth', deck.slice(0, 30), 2)
    expect(h.hand).toHaveLength(3)
    const kept = h.hand[0]
    expect(() => takeMulligan(h, [])).toThrow(/MH-3/)
    h = takeMulligan(h, [1, 2])
    expect(h.hand).toHaveLength(3)
    expect(h.hand[0]).toBe(kept)
    expect(() => takeMulligan(h, [0])).toThrow(/MH-3/)
  })

  it('draws the next cards turn by turn (three a turn in Combat Rules, MCR-5)', () => {
    const h = drawNext(sampleHand('normal', deck, 3))
    expect(h.hand).toHaveLength(8)
    expect(h.turn).toBe(1)
    expect(drawNext(sampleHand('combat', deck, 3)).hand).toHaveLength(10)
  })
})
