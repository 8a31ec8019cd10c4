// Exiled "until ~ leaves the battlefield" (CR 610.3) and "return the exiled card" (linked abilities, CR 607.2a).
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

const bolt = (target: string) => [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: [target] }, ...passBoth]

describe('exile until ~ leaves the battlefield', () => {
  const priest = (more: unknown[]) =>
    play(
      ['Banisher Priest', 'Lightning Bolt'],
      { hand: ['Banisher Priest', 'Lightning Bolt'], battlefield: ['Plains', 'Plains', 'Plains', 'Mountain'] },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Banisher Priest' },
        ...passBoth,
        { player: 0, type: 'choose', targets: ['Grizzly Bears'] },
        ...passBoth,
        ...more,
      ],
    )

  it('CR 610.3: Banisher Priest exiles an opponent’s creature while it stays on the battlefield', () => {
    expect(manualLines('Banisher Priest')).toEqual([])
    const r = priest([])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[1].zones.exile)).toEqual(['Grizzly Bears'])
    expect(names(r.state, r.state.battlefield)).not.toContain('Grizzly Bears')
  })

  it('CR 610.3a: when Banisher Priest leaves the battlefield, the creature returns under its owner’s control', () => {
    const r = priest(bolt('Banisher Priest'))
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toContain('Banisher Priest')
    expect(names(r.state, r.state.players[1].zones.exile)).toEqual([])
    const bears = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Grizzly Bears')
    expect(bears?.controller).toBe(1)
  })
})

describe('return the exiled card when ~ leaves the battlefield', () => {
  it('CR 607.2a: Fiend Hunter exiles a creature; when it dies, that card returns to the battlefield', () => {
    expect(manualLines('Fiend Hunter')).toEqual([])
    const r = play(
      ['Fiend Hunter', 'Lightning Bolt'],
      { hand: ['Fiend Hunter', 'Lightning Bolt'], battlefield: ['Plains', 'Plains', 'Plains', 'Mountain'] },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Fiend Hunter' },
        ...passBoth,
        { player: 0, type: 'choose', targets: ['Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
        ...bolt('Fiend Hunter'),
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(names(r.state, r.state.players[1].zones.exile)).toEqual([])
    expect(names(r.state, r.state.battlefield)).toContain('Grizzly Bears')
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual(['Fiend Hunter', 'Lightning Bolt'])
  })
})
