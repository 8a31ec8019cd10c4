// Nouns "with toughness 4 or greater / 2 or less" (CR 208.1), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('creatures named by toughness (CR 208.1)', () => {
  it('CR 208.1: Citywide Bust destroys the creatures with toughness 4 or greater only', () => {
    expect(manualLines('Citywide Bust')).toEqual([])
    const r = play(
      ['Citywide Bust', 'Wall of Wood'],
      { hand: ['Citywide Bust'], battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'] },
      { battlefield: [{ name: 'Hill Giant', counters: { '+1/+1': 1 } }, 'Hill Giant', 'Wall of Wood'] },
      [{ player: 0, type: 'cast', card: 'Citywide Bust' }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(
      out(r)
        .players[1].battlefield.map((c) => c.name)
        .sort(),
    ).toEqual(['Hill Giant', 'Wall of Wood'])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Grizzly Bears')
  })

  it('CR 208.1: Collar the Culprit cannot target a creature with toughness 3', () => {
    expect(manualLines('Collar the Culprit')).toEqual([])
    const r = play(
      ['Collar the Culprit'],
      { hand: ['Collar the Culprit'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
      { battlefield: ['Hill Giant', { name: 'Grizzly Bears', counters: { '+1/+1': 2 } }] },
      [
        { player: 0, type: 'cast', card: 'Collar the Culprit', targets: ['1:Hill Giant'] },
        { player: 0, type: 'cast', card: 'Collar the Culprit', targets: ['1:Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
  })
})
