// "As ~ enters, you may reveal an Elf card from your hand. If you don't, ~ enters tapped." (CR 614.12, 614.1c):
// asked as the land is played.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const palace = (r: ReturnType<typeof play>) => out(r).players[0].battlefield.find((c) => c.name === 'Gilt-Leaf Palace')

describe('lands that enter tapped unless a card is revealed (CR 614.12)', () => {
  it('CR 614.12: Gilt-Leaf Palace enters untapped when an Elf card is revealed, tapped when none is', () => {
    expect(manualLines('Gilt-Leaf Palace')).toEqual([])
    const revealed = play(['Gilt-Leaf Palace'], { hand: ['Gilt-Leaf Palace', 'Llanowar Elves'] }, {}, [
      { player: 0, type: 'playLand', card: 'Gilt-Leaf Palace' },
      { player: 0, type: 'choose', cards: ['Llanowar Elves'] },
    ])
    expect(out(revealed).rejected ?? []).toEqual([])
    expect(palace(revealed)?.tapped).toBe(false)
    expect(out(revealed).players[0].hand).toEqual(['Llanowar Elves'])
    const declined = play(['Gilt-Leaf Palace'], { hand: ['Gilt-Leaf Palace', 'Llanowar Elves'] }, {}, [
      { player: 0, type: 'playLand', card: 'Gilt-Leaf Palace' },
      { player: 0, type: 'choose', cards: [] },
    ])
    expect(palace(declined)?.tapped).toBe(true)
    const noElf = play(['Gilt-Leaf Palace'], { hand: ['Gilt-Leaf Palace', 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'playLand', card: 'Gilt-Leaf Palace' },
    ])
    expect(palace(noElf)?.tapped).toBe(true)
  })
})
