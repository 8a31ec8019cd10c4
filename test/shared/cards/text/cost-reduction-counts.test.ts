// "This spell costs {1} less to cast for each …" (CR 601.2f): counted as the total cost is determined, on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('cost reductions for each', () => {
  it('CR 601.2f: Ghoultree ({7}{G}) costs {1} less for each creature card in your graveyard', () => {
    expect(manualLines('Ghoultree')).toEqual([])
    const graveyard = ['Grizzly Bears', 'Llanowar Elves', 'Hill Giant', 'Giant Growth']
    const cast = (forests: number) =>
      play(['Ghoultree'], { hand: ['Ghoultree'], battlefield: Array(forests).fill('Forest'), graveyard }, {}, [
        { player: 0, type: 'cast', card: 'Ghoultree' },
        ...passBoth,
      ])
    expect(out(cast(4)).rejected?.length).toBe(1) // {4}{G} needs five lands
    const r = cast(5)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Ghoultree')
  })

  it('CR 601.2f: Blasphemous Act ({8}{R}) counts the creatures on the whole battlefield, both players\u2019', () => {
    expect(manualLines('Blasphemous Act')).toEqual([])
    const r = play(
      ['Blasphemous Act'],
      { hand: ['Blasphemous Act'], battlefield: [...Array(5).fill('Mountain'), 'Grizzly Bears', 'Llanowar Elves'] },
      { battlefield: ['Hill Giant', 'Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Blasphemous Act' }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([]) // {4}{R} with four creatures
    expect(out(r).players[0].graveyard.sort()).toEqual(['Blasphemous Act', 'Grizzly Bears', 'Llanowar Elves'])
    expect(out(r).players[1].graveyard.sort()).toEqual(['Grizzly Bears', 'Hill Giant'])
  })

  it('CR 601.2f: Khalni Hydra costs {G} less for each green creature, its green mana, not generic', () => {
    expect(manualLines('Khalni Hydra')).toEqual([])
    const cast = (forests: number) =>
      play(
        ['Khalni Hydra'],
        { hand: ['Khalni Hydra'], battlefield: [...Array(forests).fill('Forest'), 'Grizzly Bears', 'Llanowar Elves'] },
        { battlefield: ['Grizzly Bears'] }, // Ben's green creature doesn't count
        [{ player: 0, type: 'cast', card: 'Khalni Hydra' }, ...passBoth],
      )
    // Four Forests and Llanowar Elves are five green mana.
    expect(out(cast(4)).rejected?.[0].reason).toMatch(/can't pay \{G\}\{G\}\{G\}\{G\}\{G\}\{G\} for/)
    const r = cast(5) // {G}x8 less {G}{G}: five Forests and Llanowar Elves
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Khalni Hydra')
  })

  it('CR 601.2f, 118.7c: Jade Leech makes green spells cost {G} more, paid in green mana only', () => {
    expect(manualLines('Jade Leech')).toEqual([])
    const cast = (lands: string[]) =>
      play(['Jade Leech'], { hand: ['Grizzly Bears'], battlefield: ['Jade Leech', ...lands] }, {}, [
        { player: 0, type: 'cast', card: 'Grizzly Bears' },
        ...passBoth,
      ])
    // Grizzly Bears costs {1}{G}{G} now: three lands, two of them Forests.
    expect(out(cast(['Forest', 'Mountain', 'Mountain'])).rejected?.[0].reason).toMatch(/\{1\}\{G\}\{G\}/)
    expect(out(cast(['Forest', 'Forest', 'Mountain'])).rejected ?? []).toEqual([])
  })
})
