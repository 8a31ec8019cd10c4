// Predefined tokens (CR 111.10): a Blood token's ability, from a real card that creates one.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

describe('Blood tokens', () => {
  it('CR 111.10g: Blood Servitor creates a Blood token; {1}, {T}, discard a card, sacrifice it: draw a card', () => {
    expect(manualLines('Blood Servitor')).toEqual([])
    const r = play(
      ['Blood Servitor'],
      {
        hand: ['Blood Servitor', 'Mountain'],
        battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
        library: ['Island', 'Forest'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Blood Servitor' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'activate', card: 'Blood', ability: 0, discard: ['Mountain'] },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    const p = r.state.players[0]
    expect(names(r.state, r.state.battlefield).filter((n) => n === 'Blood')).toEqual([])
    expect(names(r.state, p.zones.graveyard)).toEqual(['Mountain'])
    expect(names(r.state, p.zones.hand)).toEqual(['Island'])
  })

  it('CR 111.10g: the Blood token stays until its ability is activated (it is an artifact, not a creature)', () => {
    const r = play(['Blood Servitor'], { hand: ['Blood Servitor'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, {}, [
      { player: 0, type: 'cast', card: 'Blood Servitor' },
      ...passBoth,
      ...passBoth,
    ])
    const blood = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Blood')
    expect(blood?.token).toBe(true)
    expect(r.state.cards[blood!.def].faces[0].types).toEqual(['Artifact'])
  })
})

describe('Treasure tokens', () => {
  it('CR 111.10a: a Treasure from Prosperous Innkeeper is sacrificed for one mana of any color, which casts a spell', () => {
    expect(manualLines('Prosperous Innkeeper')).toEqual([])
    const r = play(
      ['Prosperous Innkeeper', 'Lightning Bolt'],
      { hand: ['Prosperous Innkeeper', 'Lightning Bolt'], battlefield: ['Forest', 'Forest'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Prosperous Innkeeper' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'activateMana', card: 'Treasure', produce: 'R' },
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.battlefield)).not.toContain('Treasure')
    expect(r.state.players[1].life).toBe(17)
  })
})

describe('mana abilities that sacrifice their source', () => {
  it('CR 605.3a, 701.17a: Lotus Petal is sacrificed as its mana ability is activated', () => {
    const r = play(['Lotus Petal', 'Lightning Bolt'], { hand: ['Lightning Bolt'], battlefield: ['Lotus Petal'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Lotus Petal', produce: 'R' },
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual(['Lightning Bolt', 'Lotus Petal'])
    expect(r.state.players[1].life).toBe(17)
  })
})

describe('Eldrazi Scion tokens', () => {
  it('CR 605.1a: Blisterpod dies and leaves a Scion that is sacrificed for {C}', () => {
    expect(manualLines('Blisterpod')).toEqual([])
    const r = play(
      ['Blisterpod', 'Lightning Bolt'],
      { hand: ['Lightning Bolt'], battlefield: ['Blisterpod', 'Mountain'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Blisterpod'] },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'activateMana', card: 'Eldrazi Scion', produce: 'C' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.battlefield)).not.toContain('Eldrazi Scion')
    expect((r.output as { players: { manaPool: string }[] }).players[0].manaPool).toBe('C')
  })
})

describe("tokens another player creates ('its controller creates')", () => {
  it("CR 111.2: Beast Within destroys Ben's creature and Ben creates the 3/3 Beast token", () => {
    expect(manualLines('Beast Within')).toEqual([])
    const r = play(
      ['Beast Within'],
      { hand: ['Beast Within'], battlefield: ['Forest', 'Forest', 'Forest'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Beast Within', targets: ['Grizzly Bears'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    const beast = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Beast')
    expect(beast?.controller).toBe(1)
    expect(beast?.token).toBe(true)
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Grizzly Bears'])
  })
})
