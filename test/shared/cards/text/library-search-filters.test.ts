// Library searches (CR 701.19) by mana value, for permanent cards, for another card's name in the library and/or
// the graveyard, and "reveal it, then shuffle and put that card on top", with real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

describe('searching for a card named …, in the library and/or the graveyard', () => {
  const forerunner = (ann: Record<string, unknown>, cards: string[]) =>
    play(
      ["Ashiok's Forerunner", 'Ashiok, Sculptor of Fears'],
      { hand: ["Ashiok's Forerunner"], battlefield: ['Island', 'Island', 'Swamp', 'Swamp', 'Swamp'], ...ann },
      {},
      [
        { player: 0, type: 'cast', card: "Ashiok's Forerunner" },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
        { player: 0, type: 'choose', cards },
      ],
    )

  it("CR 701.19: Ashiok's Forerunner finds Ashiok, Sculptor of Fears in the graveyard and puts it into the hand", () => {
    expect(manualLines("Ashiok's Forerunner")).toEqual([])
    const r = forerunner({ graveyard: ['Ashiok, Sculptor of Fears'], library: ['Island', 'Grizzly Bears', 'Swamp'] }, [
      'Ashiok, Sculptor of Fears',
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Ashiok, Sculptor of Fears'])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual([])
    // Found in the graveyard: the library was not searched, so it is not shuffled.
    expect(names(r.state, r.state.players[0].zones.library)).toEqual(['Island', 'Grizzly Bears', 'Swamp'])
  })

  it('CR 701.19: only a card with that name may be found; from the library it goes to the hand', () => {
    const wrong = forerunner({ library: ['Grizzly Bears', 'Ashiok, Sculptor of Fears'] }, ['Grizzly Bears'])
    expect(wrong.output.rejected).toHaveLength(1)
    const r = forerunner({ library: ['Grizzly Bears', 'Ashiok, Sculptor of Fears'] }, ['Ashiok, Sculptor of Fears'])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Ashiok, Sculptor of Fears'])
    expect(names(r.state, r.state.players[0].zones.library)).toEqual(['Grizzly Bears'])
  })
})

describe('searching by mana value and for permanent cards', () => {
  it('CR 202.3: Cateran Brute finds a Mercenary permanent card with mana value 2 or less, onto the battlefield', () => {
    expect(manualLines('Cateran Brute')).toEqual([])
    const activate = (card: string) =>
      play(
        ['Cateran Brute', 'Cateran Persuader', 'Alley Grifters'],
        {
          battlefield: [{ name: 'Cateran Brute', sick: false }, 'Swamp', 'Swamp'],
          library: ['Alley Grifters', 'Cateran Persuader', 'Swamp'],
        },
        {},
        [
          { player: 0, type: 'activate', card: 'Cateran Brute', ability: 0 },
          ...passBoth,
          { player: 0, type: 'choose', cards: [card] },
        ],
      )
    // Alley Grifters is a Mercenary with mana value 3: not found.
    expect(activate('Alley Grifters').output.rejected).toHaveLength(1)
    const r = activate('Cateran Persuader')
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.battlefield)).toContain('Cateran Persuader')
  })

  it('CR 202.3: Treasure Mage may find an artifact card with mana value 6 or greater', () => {
    expect(manualLines('Treasure Mage')).toEqual([])
    const cast = (card: string) =>
      play(
        ['Treasure Mage', 'Wurmcoil Engine', 'Ornithopter'],
        {
          hand: ['Treasure Mage'],
          battlefield: ['Island', 'Island', 'Island'],
          library: ['Ornithopter', 'Wurmcoil Engine', 'Island'],
        },
        {},
        [
          { player: 0, type: 'cast', card: 'Treasure Mage' },
          ...passBoth,
          ...passBoth,
          { player: 0, type: 'choose', option: 'yes' },
          { player: 0, type: 'choose', cards: [card] },
        ],
      )
    expect(cast('Ornithopter').output.rejected).toHaveLength(1)
    const r = cast('Wurmcoil Engine')
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Wurmcoil Engine'])
  })

  it('CR 701.20: Campus Guide reveals a basic land, shuffles, and puts it on top', () => {
    expect(manualLines('Campus Guide')).toEqual([])
    const r = play(
      ['Campus Guide'],
      {
        hand: ['Campus Guide'],
        battlefield: ['Island', 'Island'],
        library: ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Grizzly Bears'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Campus Guide' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
        { player: 0, type: 'choose', cards: ['Forest'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.library)[0]).toBe('Forest')
    expect(r.state.players[0].zones.library).toHaveLength(4)
  })
})

describe('searching for any number of cards, or for one of several basic land types', () => {
  it('CR 701.19: Battalion Foot Soldier may find any number of cards named Battalion Foot Soldier', () => {
    expect(manualLines('Battalion Foot Soldier')).toEqual([])
    const r = play(
      ['Battalion Foot Soldier'],
      {
        hand: ['Battalion Foot Soldier'],
        battlefield: ['Plains', 'Plains', 'Plains'],
        library: ['Battalion Foot Soldier', 'Island', 'Battalion Foot Soldier'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Battalion Foot Soldier' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
        { player: 0, type: 'choose', cards: ['Battalion Foot Soldier', 'Battalion Foot Soldier#2'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Battalion Foot Soldier', 'Battalion Foot Soldier'])
    expect(names(r.state, r.state.players[0].zones.library)).toEqual(['Island'])
  })

  it('CR 701.19: Bant Panorama finds a basic Forest, Plains or Island (not a Swamp)', () => {
    expect(manualLines('Bant Panorama')).toEqual([])
    const crack = (card: string) =>
      play(['Bant Panorama'], { battlefield: ['Bant Panorama', 'Forest'], library: ['Swamp', 'Island'] }, {}, [
        { player: 0, type: 'activate', card: 'Bant Panorama', ability: 0 },
        ...passBoth,
        { player: 0, type: 'choose', cards: [card] },
      ])
    expect(crack('Swamp').output.rejected).toHaveLength(1)
    const r = crack('Island')
    expect(r.output.rejected).toEqual([])
    const island = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Island')
    expect(island?.tapped).toBe(true)
  })
})
