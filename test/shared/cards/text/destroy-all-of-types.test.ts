// "Destroy all artifacts and enchantments", "destroy all artifacts, creatures, and enchantments": every permanent of
// any of those types (CR 701.7a), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const plains = (n: number) => Array.from({ length: n }, () => 'Plains')

describe('destroy all of several types', () => {
  it('CR 701.7a: Purify destroys all artifacts and enchantments, and nothing else', () => {
    expect(manualLines('Purify')).toEqual([])
    const r = play(
      ['Purify', 'Pacifism'],
      { hand: ['Purify'], battlefield: [...plains(5), 'Sol Ring'] },
      { battlefield: ['Grizzly Bears', 'Pacifism', 'Forest'] },
      [{ player: 0, type: 'cast', card: 'Purify' }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Purify', 'Sol Ring'])
    expect(out(r).players[1].graveyard).toEqual(['Pacifism'])
    expect(
      out(r)
        .players[1].battlefield.map((c) => c.name)
        .sort(),
    ).toEqual(['Forest', 'Grizzly Bears'])
  })

  it("CR 701.7a: Akroma's Vengeance destroys all artifacts, creatures, and enchantments, not lands", () => {
    expect(manualLines("Akroma's Vengeance")).toEqual([])
    const r = play(
      ["Akroma's Vengeance"],
      { hand: ["Akroma's Vengeance"], battlefield: [...plains(6), 'Sol Ring'] },
      { battlefield: ['Grizzly Bears', 'Forest'] },
      [{ player: 0, type: 'cast', card: "Akroma's Vengeance" }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard.sort()).toEqual(["Akroma's Vengeance", 'Sol Ring'])
    expect(out(r).players[1].battlefield.map((c) => c.name)).toEqual(['Forest'])
  })
})
