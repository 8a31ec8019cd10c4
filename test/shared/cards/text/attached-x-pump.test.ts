// "Enchanted / equipped creature gets +X/+X, where X is <a count>" (CR 107.3, 604.3): the count is read for the
// Aura's or Equipment's controller as the creature's power and toughness are, a part with "-X" lowering it and "0"
// leaving it alone.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const pt = (r: ReturnType<typeof play>, player: number, name: string) => {
  const c = out(r).players[player].battlefield.find((b) => b.name === name)!
  return [c.power, c.toughness]
}

describe('attached pumps of X (CR 604.3)', () => {
  it("CR 604.3: Kagemaro's Clutch gives -X/-X for the cards in its controller's hand, not the other player's", () => {
    expect(manualLines("Kagemaro's Clutch")).toEqual([])
    const r = play(
      ["Kagemaro's Clutch", 'Craw Wurm'],
      {
        hand: ['Island', 'Island'],
        battlefield: ['Craw Wurm', { name: "Kagemaro's Clutch", attachedTo: 'Craw Wurm' }],
      },
      { hand: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      [],
    )
    expect(pt(r, 0, 'Craw Wurm')).toEqual([4, 2])
  })

  it('CR 604.3: Bonehoard gives +X/+X for the creature cards in all graveyards (a land card is not one)', () => {
    expect(manualLines('Bonehoard')).toEqual([])
    const r = play(
      ['Bonehoard'],
      {
        graveyard: ['Grizzly Bears', 'Hill Giant', 'Forest'],
        battlefield: ['Grizzly Bears', { name: 'Bonehoard', attachedTo: 'Grizzly Bears' }],
      },
      { graveyard: ['Grizzly Bears'] },
      [],
    )
    expect(pt(r, 0, 'Grizzly Bears')).toEqual([5, 5])
  })

  it('CR 604.3: Fear of Death gives -X/-0: only the power goes down', () => {
    expect(manualLines('Fear of Death')).toEqual([])
    const r = play(
      ['Fear of Death', 'Craw Wurm'],
      {
        graveyard: ['Island', 'Island'],
        battlefield: ['Craw Wurm', { name: 'Fear of Death', attachedTo: 'Craw Wurm' }],
      },
      {},
      [],
    )
    expect(pt(r, 0, 'Craw Wurm')).toEqual([4, 4])
  })

  it('CR 107.1a, 604.3: Aspect of Wolf gives +X/+Y, half the Forests rounded down and rounded up (three: +1/+2)', () => {
    expect(manualLines('Aspect of Wolf')).toEqual([])
    const wolf = (forests: number) =>
      play(
        ['Aspect of Wolf'],
        {
          battlefield: [
            ...Array<string>(forests).fill('Forest'),
            'Plains',
            'Grizzly Bears',
            { name: 'Aspect of Wolf', attachedTo: 'Grizzly Bears' },
          ],
        },
        { battlefield: ['Forest', 'Forest'] },
        [],
      )
    expect(pt(wolf(3), 0, 'Grizzly Bears')).toEqual([3, 4])
    expect(pt(wolf(4), 0, 'Grizzly Bears')).toEqual([4, 4])
    expect(pt(wolf(0), 0, 'Grizzly Bears')).toEqual([2, 2])
  })
})
