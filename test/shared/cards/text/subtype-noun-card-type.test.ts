// A noun made of a subtype alone names objects of that subtype's card type (CR 205.3): "all Plains" are lands,
// "each Forest you control" counts lands, "each Equipment you control" artifacts, "each Shrine" enchantments; none is
// read as a creature type. Real cards, the named ones and siblings found by scanning the compiled trees
// (`text-class-scans.test.ts` scans every face).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const n = (card: string, k: number) => Array.from({ length: k }, () => card)
const pt = (r: ReturnType<typeof play>, player: number, name: string) =>
  out(r).players[player].battlefield.find((c) => c.name === name)

describe('a subtype alone names its own card type (CR 205.3)', () => {
  it('CR 205.3i: Flashfires destroys all Plains, and Acid Rain all Forests, of every player', () => {
    expect(manualLines('Flashfires')).toEqual([])
    const r = play(
      ['Flashfires'],
      { hand: ['Flashfires'], battlefield: [...n('Mountain', 4), 'Plains'] },
      { battlefield: ['Plains', 'Plains', 'Island', 'Savannah Lions'] },
      [{ player: 0, type: 'cast', card: 'Flashfires' }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Flashfires', 'Plains'])
    expect(out(r).players[1].graveyard).toEqual(['Plains', 'Plains'])
    expect(
      out(r)
        .players[1].battlefield.map((c) => c.name)
        .sort(),
    ).toEqual(['Island', 'Savannah Lions'])

    expect(manualLines('Acid Rain')).toEqual([])
    const rain = play(
      ['Acid Rain'],
      { hand: ['Acid Rain'], battlefield: [...n('Island', 4)] },
      { battlefield: ['Forest', 'Forest', 'Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Acid Rain' }, ...passBoth],
    )
    expect(out(rain).rejected ?? []).toEqual([])
    expect(out(rain).players[1].graveyard).toEqual(['Forest', 'Forest'])
    expect(out(rain).players[1].battlefield.map((c) => c.name)).toEqual(['Grizzly Bears'])
  })

  it('CR 205.3i: Blanchwood Armor gives +1/+1 for each Forest its controller controls', () => {
    expect(manualLines('Blanchwood Armor')).toEqual([])
    const r = play(
      ['Blanchwood Armor'],
      { hand: ['Blanchwood Armor'], battlefield: [...n('Forest', 4), 'Island', 'Grizzly Bears'] },
      { battlefield: ['Forest', 'Forest'] },
      [{ player: 0, type: 'cast', card: 'Blanchwood Armor', targets: ['Grizzly Bears'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(pt(r, 0, 'Grizzly Bears')).toMatchObject({ power: 6, toughness: 6 }) // 2/2 + four Forests
  })

  it('CR 205.3i: Flow of Ideas draws a card for each Island you control', () => {
    expect(manualLines('Flow of Ideas')).toEqual([])
    const r = play(
      ['Flow of Ideas'],
      { hand: ['Flow of Ideas'], battlefield: [...n('Island', 6), 'Forest'], library: n('Forest', 10) },
      { battlefield: ['Island'] },
      [{ player: 0, type: 'cast', card: 'Flow of Ideas' }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toHaveLength(6)
  })

  it('CR 205.3i: Defile gives -1/-1 for each Swamp you control', () => {
    expect(manualLines('Defile')).toEqual([])
    const r = play(['Defile'], { hand: ['Defile'], battlefield: [...n('Swamp', 3)] }, { battlefield: ['Craw Wurm'] }, [
      { player: 0, type: 'cast', card: 'Defile', targets: ['Craw Wurm'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(pt(r, 1, 'Craw Wurm')).toMatchObject({ power: 3, toughness: 1 }) // 6/4 - 3
  })

  it('CR 205.3g: Militant Inquisitor gets +1/+0 for each Equipment you control (an artifact subtype)', () => {
    expect(manualLines('Militant Inquisitor')).toEqual([])
    const r = play(
      ['Militant Inquisitor'],
      { battlefield: ['Militant Inquisitor', 'Short Sword', 'Leonin Scimitar', 'Sol Ring'] },
      {},
      [],
    )
    expect(pt(r, 0, 'Militant Inquisitor')).toMatchObject({ power: 4, toughness: 3 }) // 2/3 + two Equipment
  })

  it('CR 205.3h: Honden of Seeing Winds draws a card for each Shrine you control (an enchantment subtype)', () => {
    expect(manualLines('Honden of Seeing Winds')).toEqual([])
    const r = play(['Honden of Seeing Winds'], { battlefield: ['Honden of Seeing Winds'] }, {}, [...passBoth], 'upkeep')
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toHaveLength(1) // the Honden itself is the one Shrine
  })
})
