// Sacrificing the permanent itself, at a step or unless its controller pays (CR 701.17, 118.12), and fight
// (CR 701.12), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario, tappedNames } from '../../../support/realCards'

const lands = (n: number, land = 'Mountain') => Array.from({ length: n }, () => land)
const names = (r: ReturnType<typeof playScenario>, p: number) => out(r).players[p].battlefield.map((c) => c.name)

describe('sacrifice itself, fight', () => {
  it('CR 701.17a: Ball Lightning is sacrificed at the beginning of the end step', () => {
    expect(manualLines('Ball Lightning')).toEqual([])
    const r = playScenario(['Ball Lightning'], {
      state: {
        turn: 3,
        active: 0,
        step: 'postcombatMain',
        players: [{ library: lands(3), battlefield: [{ name: 'Ball Lightning', sick: false }] }, { library: lands(3) }],
      },
      actions: [{ type: 'passUntil', step: 'cleanup' }],
    })
    expect(out(r).players[0].graveyard).toEqual(['Ball Lightning'])
  })

  const harpy = (answer: string, battlefield: string[]) =>
    playScenario(['Molting Harpy'], {
      state: {
        turn: 3,
        active: 1,
        step: 'end',
        players: [{ library: lands(3), battlefield: ['Molting Harpy', ...battlefield] }, { library: lands(3) }],
      },
      actions: [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', option: answer },
      ],
    })

  it('CR 118.12: "sacrifice ~ unless you pay {2}": paying keeps Molting Harpy and taps the lands', () => {
    expect(manualLines('Molting Harpy')).toEqual([])
    const r = harpy('pay', ['Island', 'Island'])
    expect(names(r, 0)).toContain('Molting Harpy')
    expect(tappedNames(r, 0)).toEqual(['Island', 'Island'])
  })

  it('CR 118.12: declining to pay sacrifices Molting Harpy', () => {
    const r = harpy('decline', ['Island', 'Island'])
    expect(out(r).players[0].graveyard).toEqual(['Molting Harpy'])
  })

  it('CR 118.12: a player who cannot pay sacrifices it without being asked', () => {
    const r = playScenario(['Molting Harpy'], {
      state: {
        turn: 3,
        active: 1,
        step: 'end',
        players: [{ library: lands(3), battlefield: ['Molting Harpy', 'Island'] }, { library: lands(3) }],
      },
      actions: [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(out(r).players[0].graveyard).toEqual(['Molting Harpy'])
  })

  it('CR 701.17a: "When ~ enters, sacrifice a creature" (Accursed Centaur): its controller sacrifices one they choose', () => {
    expect(manualLines('Accursed Centaur')).toEqual([])
    const r = playScenario(['Accursed Centaur'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Accursed Centaur'], battlefield: ['Swamp', 'Grizzly Bears'] },
          { battlefield: ['Llanowar Elves'] },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Accursed Centaur' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
      ],
    })
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(names(r, 0)).toContain('Accursed Centaur')
    expect(names(r, 1)).toEqual(['Llanowar Elves'])
  })

  it('CR 701.12a: Prey Upon: each creature deals damage equal to its power to the other', () => {
    expect(manualLines('Prey Upon')).toEqual([])
    const r = playScenario(['Prey Upon'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ hand: ['Prey Upon'], battlefield: ['Forest', 'Craw Wurm'] }, { battlefield: ['Grizzly Bears'] }],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Prey Upon', targets: ['Craw Wurm', '1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Craw Wurm')).toMatchObject({ damage: 2 })
  })
})
