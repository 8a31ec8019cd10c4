// Amass (CR 701.44) and connive (CR 701.47) from real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, names, passBoth, play } from '../../../support/realCards'

const objNamed = (r: ReturnType<typeof play>, name: string) =>
  r.state.battlefield.map((id) => r.state.objects[id]).filter((o) => r.state.cards[o.def].name === name)

describe('amass', () => {
  it('CR 701.44a: Aven Eternal amasses 1: a 0/0 Zombie Army token with a +1/+1 counter', () => {
    expect(manualLines('Aven Eternal')).toEqual([])
    const r = play(['Aven Eternal'], { hand: ['Aven Eternal'], battlefield: ['Island', 'Island', 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Aven Eternal' },
      ...passBoth,
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const army = objNamed(r, 'Zombie Army')
    expect(army).toHaveLength(1)
    expect(army[0].counters).toEqual({ '+1/+1': 1 })
    expect(army[0].token).toBe(true)
  })

  it('CR 701.44a: with an Army already, amass puts the counters on it (no second token)', () => {
    const r = play(
      ['Aven Eternal', 'Callous Dismissal'],
      { hand: ['Aven Eternal', 'Callous Dismissal'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Aven Eternal' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'cast', card: 'Callous Dismissal', targets: ['Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    const army = objNamed(r, 'Zombie Army')
    expect(army).toHaveLength(1)
    expect(army[0].counters).toEqual({ '+1/+1': 2 })
    expect(names(r.state, r.state.players[1].zones.hand)).toEqual(['Grizzly Bears'])
  })
})

describe('connive', () => {
  const inspector = (discard: string) =>
    play(
      ['Echo Inspector'],
      {
        hand: ['Echo Inspector', 'Forest'],
        battlefield: ['Island', 'Island', 'Island', 'Island'],
        library: ['Giant Growth'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Echo Inspector' },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', cards: [discard] },
      ],
    )

  it('CR 701.47a: Echo Inspector connives: draws, discards a nonland card, and gets a +1/+1 counter', () => {
    expect(manualLines('Echo Inspector')).toEqual([])
    const r = inspector('Giant Growth')
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Forest'])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Giant Growth'])
    expect(objNamed(r, 'Echo Inspector')[0].counters).toEqual({ '+1/+1': 1 })
  })

  it('CR 701.47a: discarding a land gives no counter', () => {
    const r = inspector('Forest')
    expect(names(r.state, r.state.players[0].zones.hand)).toEqual(['Giant Growth'])
    expect(objNamed(r, 'Echo Inspector')[0].counters).toEqual({})
  })
})
