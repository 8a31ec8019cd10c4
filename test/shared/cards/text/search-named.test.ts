// A library search for "a card named ~" (CR 701.19, 201.4): Elvish Clancaller finds another Elvish Clancaller.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { names, passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith()
const forests = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']

describe('searching for a card named ~', () => {
  const activate = (answer: string) =>
    playWithBasics(
      pool,
      { battlefield: ['Elvish Clancaller', ...forests], library: ['Forest', 'Elvish Clancaller', 'Llanowar Elves'] },
      {},
      [
        { player: 0, type: 'activate', card: 'Elvish Clancaller', ability: 0 },
        ...passBoth,
        { player: 0, type: 'choose', cards: [answer] },
      ],
    )

  it('CR 701.19: Elvish Clancaller puts a card named Elvish Clancaller from the library onto the battlefield', () => {
    expect(explainCard(pool.byName('Elvish Clancaller')!).automated).toBe(true)
    const r = activate('Elvish Clancaller')
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(names(r.state, r.state.battlefield).filter((n) => n === 'Elvish Clancaller')).toHaveLength(2)
    expect(names(r.state, r.state.players[0].zones.library).sort()).toEqual(['Forest', 'Llanowar Elves'])
  })

  it('CR 701.19: the search finds only cards with that name', () => {
    const r = activate('Llanowar Elves')
    expect(r.output.rejected).toHaveLength(1)
    expect(names(r.state, r.state.battlefield).filter((n) => n === 'Llanowar Elves')).toEqual([])
  })
})

describe('searching for two cards that go to different zones', () => {
  it('CR 701.19: Cultivate puts one basic land onto the battlefield tapped and the other into your hand, then shuffles', () => {
    expect(explainCard(pool.byName('Cultivate')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      {
        hand: ['Cultivate'],
        battlefield: ['Forest', 'Forest', 'Forest'],
        library: ['Island', 'Grizzly Bears', 'Plains'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Cultivate' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Plains', 'Island'] },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    const plains = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Plains')
    expect(plains?.tapped).toBe(true)
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Island'])
    expect(names(r.state, r.state.players[0].zones.library)).toEqual(['Grizzly Bears'])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Cultivate'])
  })
})
