// "Dealt damage this way" (CR 608.2c): what a spell does to the permanents it has just dealt damage to.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { names, passBoth, playWithBasics, poolWith } from '../../../support/realCards'

describe('dealt damage this way', () => {
  const pool = poolWith('Drudge Skeletons')

  const burn = (spell: string) =>
    playWithBasics(
      pool,
      { hand: [spell], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      { battlefield: ['Drudge Skeletons', 'Swamp'] },
      [
        { player: 0, type: 'cast', card: spell, targets: ['1:Drudge Skeletons'] },
        { player: 0, type: 'pass' },
        // Ben answers with a regeneration shield (CR 701.15a), which resolves first.
        { player: 1, type: 'activate', card: 'Drudge Skeletons', ability: 0 },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        ...passBoth,
      ],
    )

  it("CR 701.15: Incinerate's creature dealt damage this way can't be regenerated: the shield doesn't save it", () => {
    expect(explainCard(pool.byName('Incinerate')!).automated).toBe(true)
    const r = burn('Incinerate')
    expect(r.output.rejected ?? []).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Drudge Skeletons'])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Incinerate'])
  })

  it('CR 701.15a: without that sentence (Lightning Bolt) the same shield regenerates it', () => {
    const r = burn('Lightning Bolt')
    expect(r.output.rejected ?? []).toEqual([])
    expect(names(r.state, r.state.battlefield)).toContain('Drudge Skeletons')
    expect(r.state.players[1].zones.graveyard).toEqual([])
  })
})

describe('exiled instead of dying', () => {
  const pool = poolWith()

  it('CR 614.6: Spikefield Hazard: a permanent dealt damage this way that would die is exiled instead', () => {
    expect(explainCard(pool.byName('Spikefield Hazard // Spikefield Cave')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      { hand: ['Spikefield Hazard'], battlefield: ['Mountain'] },
      { battlefield: ['Llanowar Elves'] },
      [{ player: 0, type: 'cast', card: 'Spikefield Hazard', targets: ['1:Llanowar Elves'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[1].zones.exile)).toEqual(['Llanowar Elves'])
    expect(r.state.players[1].zones.graveyard).toEqual([])
  })

  it('CR 614.6: … for the rest of the turn: dying later to another spell still exiles it; others still die', () => {
    const r = playWithBasics(
      pool,
      { hand: ['Spikefield Hazard', 'Shock', 'Shock'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Spikefield Hazard', targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Shock', targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Shock', targets: ['1:Llanowar Elves'] },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[1].zones.exile)).toEqual(['Grizzly Bears'])
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Llanowar Elves'])
  })
})
