// Keyword actions from real cards: explore (CR 701.40) and investigate (CR 701.36).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const branchwalker = (library: string[], more: Record<string, unknown>[]) =>
  playScenario(['Merfolk Branchwalker'], {
    state: {
      turn: 3,
      active: 0,
      step: 'precombatMain',
      players: [{ hand: ['Merfolk Branchwalker'], library, battlefield: ['Forest', 'Island'] }, {}],
    },
    actions: [
      { player: 0, type: 'cast', card: 'Merfolk Branchwalker' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      ...more,
    ],
  })

describe('explore and investigate', () => {
  it('CR 701.40a: Merfolk Branchwalker explores a land: it goes to the hand, no counter', () => {
    expect(manualLines('Merfolk Branchwalker')).toEqual([])
    const r = branchwalker(['Forest', 'Island'], [])
    expect(out(r).players[0].hand).toEqual(['Forest'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Merfolk Branchwalker')?.counters).toEqual({})
  })

  it('CR 701.40a: exploring a nonland: a +1/+1 counter, and the card may go to the graveyard', () => {
    const r = branchwalker(['Grizzly Bears', 'Island'], [{ player: 0, type: 'choose', option: 'yes' }])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Merfolk Branchwalker')?.counters).toEqual({
      '+1/+1': 1,
    })
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    const kept = branchwalker(['Grizzly Bears', 'Island'], [{ player: 0, type: 'choose', option: 'no' }])
    expect(out(kept).players[0].graveyard).toEqual([])
    expect(out(kept).players[0].library).toBe(2)
  })

  it('CR 701.40a: Jadelight Ranger explores twice: two lands on top both go to the hand', () => {
    expect(manualLines('Jadelight Ranger')).toEqual([])
    const r = playScenario(['Jadelight Ranger'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          {
            hand: ['Jadelight Ranger'],
            library: ['Forest', 'Island', 'Swamp'],
            battlefield: ['Forest', 'Island', 'Forest'],
          },
          {},
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Jadelight Ranger' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(out(r).players[0].hand).toEqual(['Forest', 'Island'])
  })

  it('CR 701.36a: Thraben Inspector investigates: a Clue token', () => {
    expect(manualLines('Thraben Inspector')).toEqual([])
    const r = playScenario(['Thraben Inspector'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ hand: ['Thraben Inspector'], battlefield: ['Plains'] }, {}],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Thraben Inspector' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(
      out(r)
        .players[0].battlefield.map((c) => c.name)
        .sort(),
    ).toEqual(['Clue', 'Plains', 'Thraben Inspector'])
  })
})
