// Looking at or revealing the top cards of your library and keeping some (CR 401.5, 701.16), with real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

const LIB = ['Island', 'Grizzly Bears', 'Mountain', 'Llanowar Elves', 'Swamp', 'Plains', 'Forest']

describe('dig: look at the top N, keep one that matches, the rest on the bottom', () => {
  const commune = (answer: Record<string, unknown>) =>
    play(['Commune with Nature'], { hand: ['Commune with Nature'], battlefield: ['Forest'], library: LIB }, {}, [
      { player: 0, type: 'cast', card: 'Commune with Nature' },
      ...passBoth,
      { player: 0, type: 'choose', ...answer },
    ])

  it('CR 701.16a: Commune with Nature reveals a creature card among the top five and puts it into the hand', () => {
    expect(manualLines('Commune with Nature')).toEqual([])
    const r = commune({ cards: ['Llanowar Elves'], bottom: ['Swamp', 'Grizzly Bears', 'Mountain', 'Island'] })
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Llanowar Elves'])
    // CR 401.4: the rest go on the bottom in the order chosen, under the cards that weren't looked at.
    expect(names(r.state, r.state.players[0].zones.library)).toEqual([
      'Plains',
      'Forest',
      'Swamp',
      'Grizzly Bears',
      'Mountain',
      'Island',
    ])
  })

  it('CR 701.16a: only a card that matches the filter may be taken; taking none is allowed', () => {
    const wrong = commune({ cards: ['Mountain'] })
    expect(wrong.output.rejected).toHaveLength(1)
    expect(wrong.state.pending).toHaveLength(1)
    const none = commune({ cards: [] })
    expect(none.output.rejected).toEqual([])
    expect(names(none.state, none.state.players[0].zones.hand)).toEqual([])
    expect(names(none.state, none.state.players[0].zones.library).slice(0, 2)).toEqual(['Plains', 'Forest'])
    expect(none.state.players[0].zones.library).toHaveLength(7)
  })

  it('CR 701.16a: Grisly Salvage reveals five, a creature or land card to the hand, the rest into the graveyard', () => {
    expect(manualLines('Grisly Salvage')).toEqual([])
    const r = play(
      ['Grisly Salvage'],
      { hand: ['Grisly Salvage'], battlefield: ['Forest', 'Swamp'], library: LIB },
      {},
      [
        { player: 0, type: 'cast', card: 'Grisly Salvage' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Swamp'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Swamp'])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual([
      'Grisly Salvage',
      'Grizzly Bears',
      'Island',
      'Llanowar Elves',
      'Mountain',
    ])
    expect(names(r.state, r.state.players[0].zones.library)).toEqual(['Plains', 'Forest'])
  })

  it('CR 701.16a: Augur of Bolas enters and looks at three: an instant to the hand, the rest to the bottom', () => {
    expect(manualLines('Augur of Bolas')).toEqual([])
    const r = play(
      ['Augur of Bolas', 'Lightning Bolt'],
      {
        hand: ['Augur of Bolas'],
        battlefield: ['Island', 'Island'],
        library: ['Island', 'Lightning Bolt', 'Grizzly Bears', 'Forest'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Augur of Bolas' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Lightning Bolt'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Lightning Bolt'])
    expect(names(r.state, r.state.players[0].zones.library)[0]).toBe('Forest')
    expect(r.state.players[0].zones.library).toHaveLength(3)
  })
})

describe('dig: a number of them to the hand, the rest elsewhere', () => {
  it('CR 401.5: Glimpse the Future puts one of the top three into the hand and the rest into the graveyard', () => {
    expect(manualLines('Glimpse the Future')).toEqual([])
    const cast = (cards: string[]) =>
      play(
        ['Glimpse the Future'],
        { hand: ['Glimpse the Future'], battlefield: ['Island', 'Island', 'Island'], library: LIB },
        {},
        [{ player: 0, type: 'cast', card: 'Glimpse the Future' }, ...passBoth, { player: 0, type: 'choose', cards }],
      )
    // One must be taken: "put one of them" is not optional.
    expect(cast([]).output.rejected).toHaveLength(1)
    const r = cast(['Mountain'])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Mountain'])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual([
      'Glimpse the Future',
      'Grizzly Bears',
      'Island',
    ])
    expect(names(r.state, r.state.players[0].zones.library)[0]).toBe('Llanowar Elves')
  })

  it('CR 401.5: Consider looks at the top card, may put it into the graveyard, then draws', () => {
    expect(manualLines('Consider')).toEqual([])
    const r = play(['Consider'], { hand: ['Consider'], battlefield: ['Island'], library: LIB }, {}, [
      { player: 0, type: 'cast', card: 'Consider' },
      ...passBoth,
      { player: 0, type: 'choose', cards: ['Island'] },
    ])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual(['Consider', 'Island'])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
  })
})

describe('look at the top N, then put them back in any order', () => {
  it('CR 401.5: Aven Fateshaper enters and reorders the top four cards', () => {
    expect(manualLines('Aven Fateshaper')).toEqual([])
    const r = play(
      ['Aven Fateshaper'],
      { hand: ['Aven Fateshaper'], battlefield: Array(7).fill('Island'), library: LIB },
      {},
      [
        { player: 0, type: 'cast', card: 'Aven Fateshaper' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', top: ['Llanowar Elves', 'Island', 'Mountain', 'Grizzly Bears'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(names(r.state, r.state.players[0].zones.library)).toEqual([
      'Llanowar Elves',
      'Island',
      'Mountain',
      'Grizzly Bears',
      'Swamp',
      'Plains',
      'Forest',
    ])
  })
})

describe('dig filters: colours, permanents, "the other"', () => {
  it('CR 105.2c: Ancient Stirrings may take only a colorless card (a land or an artifact)', () => {
    expect(manualLines('Ancient Stirrings')).toEqual([])
    const cast = (card: string) =>
      play(
        ['Ancient Stirrings', 'Ornithopter'],
        { hand: ['Ancient Stirrings'], battlefield: ['Forest'], library: ['Grizzly Bears', 'Ornithopter', 'Island'] },
        {},
        [
          { player: 0, type: 'cast', card: 'Ancient Stirrings' },
          ...passBoth,
          { player: 0, type: 'choose', cards: [card] },
        ],
      )
    expect(cast('Grizzly Bears').output.rejected).toHaveLength(1)
    const r = cast('Ornithopter')
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Ornithopter'])
  })

  it('CR 401.5: Dark Bargain puts two of the top three into the hand and the other into the graveyard', () => {
    expect(manualLines('Dark Bargain')).toEqual([])
    const r = play(
      ['Dark Bargain'],
      { hand: ['Dark Bargain'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], library: LIB },
      {},
      [
        { player: 0, type: 'cast', card: 'Dark Bargain' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Island', 'Mountain'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand).sort()).toEqual(['Island', 'Mountain'])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual(['Dark Bargain', 'Grizzly Bears'])
    expect(r.state.players[0].life).toBe(18)
  })
})

describe('the top card: if it is a kind of card, put it somewhere; otherwise elsewhere', () => {
  const oracle = (library: string[]) =>
    play(['Coiling Oracle'], { hand: ['Coiling Oracle'], battlefield: ['Forest', 'Island'], library }, {}, [
      { player: 0, type: 'cast', card: 'Coiling Oracle' },
      ...passBoth,
      ...passBoth,
    ])

  it('CR 701.16a: Coiling Oracle reveals a land and puts it onto the battlefield', () => {
    expect(manualLines('Coiling Oracle')).toEqual([])
    const r = oracle(['Mountain', 'Island'])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.battlefield)).toContain('Mountain')
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual([])
  })

  it('CR 701.16a: otherwise Coiling Oracle puts the revealed card into the hand', () => {
    const r = oracle(['Grizzly Bears', 'Island'])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
    expect(names(r.state, r.state.battlefield)).not.toContain('Grizzly Bears')
  })

  it('CR 401.5: Dryad Greenseeker may put a land from the top into the hand; a nonland stays on top', () => {
    expect(manualLines('Dryad Greenseeker')).toEqual([])
    const tap = (library: string[], more: unknown[]) =>
      play(['Dryad Greenseeker'], { battlefield: [{ name: 'Dryad Greenseeker', sick: false }], library }, {}, [
        { player: 0, type: 'activate', card: 'Dryad Greenseeker', ability: 0 },
        ...passBoth,
        ...more,
      ])
    const land = tap(['Forest', 'Island'], [{ player: 0, type: 'choose', option: 'yes' }])
    expect(land.output.rejected).toEqual([])
    expect(names(land.state, land.state.players[0].zones.hand)).toEqual(['Forest'])
    const bear = tap(['Grizzly Bears', 'Island'], [])
    expect(bear.state.pending).toEqual([])
    expect(names(bear.state, bear.state.players[0].zones.library)[0]).toBe('Grizzly Bears')
  })
})

describe('dig: the rest back on top in any order', () => {
  it('CR 401.4: Curate puts any number of the top two into the graveyard and the rest back on top', () => {
    expect(manualLines('Curate')).toEqual([])
    const r = play(['Curate'], { hand: ['Curate'], battlefield: ['Island', 'Island'], library: LIB }, {}, [
      { player: 0, type: 'cast', card: 'Curate' },
      ...passBoth,
      { player: 0, type: 'choose', cards: ['Island'] },
    ])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard).sort()).toEqual(['Curate', 'Island'])
    // Curate then draws a card: the Grizzly Bears left on top.
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Grizzly Bears'])
  })

  it('CR 401.4: Diabolic Vision takes one of the top five and puts the rest back in the order chosen', () => {
    expect(manualLines('Diabolic Vision')).toEqual([])
    const r = play(
      ['Diabolic Vision'],
      { hand: ['Diabolic Vision'], battlefield: ['Island', 'Swamp', 'Swamp', 'Island'], library: LIB },
      {},
      [
        { player: 0, type: 'cast', card: 'Diabolic Vision' },
        ...passBoth,
        {
          player: 0,
          type: 'choose',
          cards: ['Llanowar Elves'],
          top: ['Swamp', 'Mountain', 'Grizzly Bears', 'Island'],
        },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Llanowar Elves'])
    expect(names(r.state, r.state.players[0].zones.library)).toEqual([
      'Swamp',
      'Mountain',
      'Grizzly Bears',
      'Island',
      'Plains',
      'Forest',
    ])
  })
})
