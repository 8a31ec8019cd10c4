// Soulbond (CR 702.95): the creature may pair with another unpaired creature when either enters; while paired, "each
// of those creatures gets +4/+4" / "both creatures have double strike" (CR 702.95c); the pair ends when one leaves.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const forests = (n: number) => Array(n).fill('Forest')
const pt = (r: ReturnType<typeof play>, name: string) => {
  const c = out(r).players[0].battlefield.find((x) => x.name === name)
  return c ? [c.power, c.toughness] : null
}

describe('soulbond', () => {
  it('CR 702.95a-c: Wolfir Silverheart enters and pairs with Grizzly Bears; each gets +4/+4', () => {
    expect(manualLines('Wolfir Silverheart')).toEqual([])
    const r = play(
      ['Wolfir Silverheart'],
      { hand: ['Wolfir Silverheart'], battlefield: [...forests(5), 'Grizzly Bears'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Wolfir Silverheart' },
        ...passBoth, // the spell resolves; its soulbond trigger goes on the stack
        ...passBoth, // the trigger resolves: pair?
        { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
      ],
    )
    expect(pt(r, 'Wolfir Silverheart')).toEqual([8, 8])
    expect(pt(r, 'Grizzly Bears')).toEqual([6, 6])
  })

  it('CR 702.95a: a creature entering later may pair with an unpaired soulbond creature; declining leaves both alone', () => {
    const cast = (answer: string[]) =>
      play(
        ['Wolfir Silverheart'],
        { hand: ['Grizzly Bears'], battlefield: [...forests(2), 'Wolfir Silverheart'] },
        {},
        [
          { player: 0, type: 'cast', card: 'Grizzly Bears' },
          ...passBoth,
          ...passBoth,
          { player: 0, type: 'choose', cards: answer },
        ],
      )
    expect(pt(cast(['Grizzly Bears']), 'Grizzly Bears')).toEqual([6, 6])
    const declined = cast([])
    expect(pt(declined, 'Grizzly Bears')).toEqual([2, 2])
    expect(pt(declined, 'Wolfir Silverheart')).toEqual([4, 4])
  })

  it('CR 702.95e: the pair ends when one creature leaves the battlefield', () => {
    const r = play(
      ['Wolfir Silverheart', 'Doom Blade'],
      { hand: ['Wolfir Silverheart'], battlefield: [...forests(5), 'Llanowar Elves'] },
      { hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'] },
      [
        { player: 0, type: 'cast', card: 'Wolfir Silverheart' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Llanowar Elves'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Doom Blade', targets: ['0:Wolfir Silverheart'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).players[0].graveyard).toContain('Wolfir Silverheart')
    expect(pt(r, 'Llanowar Elves')).toEqual([1, 1])
  })
})
