// "That creature can't be regenerated" after a destroy (Nekrataal) and "Target creature can't be regenerated this
// turn" (Hurr Jackal): no regeneration shield replaces the destruction (CR 701.15, 701.15a).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Nekrataal', 'Hurr Jackal', 'Drudge Skeletons', 'Lightning Bolt', 'River Boa'])
const LANDS = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain']
const regenerate = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'activate', card: 'Drudge Skeletons', ability: 0 },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
]

describe("can't be regenerated", () => {
  it('the cards are automated', () => {
    for (const n of ['Nekrataal', 'Hurr Jackal']) expect(explainCard(pool.byName(n)!).automated, n).toBe(true)
  })

  it('CR 701.15: Nekrataal destroys River Boa through its regeneration shield ("That creature can\'t be regenerated")', () => {
    const r = play(pool, { hand: ['Nekrataal'], battlefield: LANDS }, { battlefield: ['River Boa', 'Forest'] }, [
      { player: 0, type: 'cast', card: 'Nekrataal' },
      ...passBoth,
      { player: 0, type: 'choose', targets: ['1:River Boa'] },
      // In response, Ben regenerates the Boa.
      { player: 0, type: 'pass' },
      { player: 1, type: 'activate', card: 'River Boa', ability: 0 },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['River Boa'])
  })

  it('CR 701.15a: after Hurr Jackal, Drudge Skeletons regenerated earlier still dies to Lightning Bolt', () => {
    const r = play(
      pool,
      { hand: ['Lightning Bolt'], battlefield: [...LANDS, { name: 'Hurr Jackal', sick: false }] },
      { battlefield: ['Drudge Skeletons', 'Swamp'] },
      [
        ...regenerate,
        { player: 0, type: 'activate', card: 'Hurr Jackal', ability: 0, targets: ['1:Drudge Skeletons'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Drudge Skeletons'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Drudge Skeletons'])
  })
})
