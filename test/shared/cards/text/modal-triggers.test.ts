// Modal triggered abilities (CR 700.2b, 603.3c): the modes, then their targets, are chosen as the ability is put on
// the stack; a mode's flavour name has no rules meaning. Real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const lands = (n: number, land = 'Plains') => Array.from({ length: n }, () => land)

const exarch = (choice: Record<string, unknown>) =>
  playScenario(['Inquisitor Exarch'], {
    state: {
      turn: 3,
      active: 0,
      step: 'precombatMain',
      players: [{ hand: ['Inquisitor Exarch'], battlefield: lands(4) }, {}],
    },
    actions: [
      { player: 0, type: 'cast', card: 'Inquisitor Exarch' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', ...choice },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ],
  })

describe('modal triggered abilities', () => {
  it('CR 700.2b: Inquisitor Exarch enters: the first mode chosen, you gain 2 life', () => {
    expect(manualLines('Inquisitor Exarch')).toEqual([])
    const r = exarch({ modes: [0] })
    expect(out(r).players.map((p) => p.life)).toEqual([22, 20])
    expect(out(r).stack).toEqual([])
  })

  it('CR 603.3c: the second mode and its target are chosen together: target opponent loses 2 life', () => {
    const r = exarch({ modes: [1], targets: ['player:1'] })
    expect(out(r).players.map((p) => p.life)).toEqual([20, 18])
  })

  it('CR 700.2: a mode without its target, or two modes for "choose one", is refused', () => {
    for (const bad of [{ modes: [1] }, { modes: [0, 1] }]) {
      const r = exarch(bad)
      expect((out(r).rejected as { index: number }[])[0].index).toBe(3) // the choose; the game still waits for it
      expect(out(r).players.map((p) => p.life)).toEqual([20, 20])
    }
  })

  it("CR 700.2: a mode's flavour name is not read (Dawnbringer Cleric's Dispel Magic destroys an enchantment)", () => {
    expect(manualLines('Dawnbringer Cleric')).toEqual([])
    const r = playScenario(['Dawnbringer Cleric', 'Pacifism'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ hand: ['Dawnbringer Cleric'], battlefield: lands(3) }, { battlefield: ['Pacifism'] }],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Dawnbringer Cleric' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', modes: [1], targets: ['1:Pacifism'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(out(r).players[1].graveyard).toEqual(['Pacifism'])
  })
})
