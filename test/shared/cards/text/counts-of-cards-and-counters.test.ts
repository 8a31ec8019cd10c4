// Counts of cards in a zone and of counters (CR 107.3, 604.3, 603.10a): "for each creature card in your graveyard",
// "equal to the number of cards in that player's hand", "for each +1/+1 counter on it" (as it last existed).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const find = (s: GameState, name: string, controller: number) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name && o.controller === controller)!

describe('counts of cards and counters', () => {
  it("CR 604.3: Liliana's Elite gets +1/+1 for each creature card in its controller's graveyard", () => {
    const pool = realPool(["Liliana's Elite", 'Boneyard Wurm'])
    expect(explainCard(pool.byName("Liliana's Elite")!).automated).toBe(true)
    expect(explainCard(pool.byName('Boneyard Wurm')!).automated).toBe(true)
    const r = play(
      pool,
      {
        battlefield: ["Liliana's Elite", 'Boneyard Wurm'],
        graveyard: ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt'],
      },
      { graveyard: ['Grizzly Bears'] },
      [],
    )
    expect(powerToughness(r.state, find(r.state, "Liliana's Elite", 0))).toEqual({ power: 3, toughness: 3 })
    expect(powerToughness(r.state, find(r.state, 'Boneyard Wurm', 0))).toEqual({ power: 2, toughness: 2 })
  })

  it("CR 107.3: Gaze of Adamaro deals damage to target player equal to the number of cards in that player's hand", () => {
    const pool = realPool(['Gaze of Adamaro'])
    expect(explainCard(pool.byName('Gaze of Adamaro')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Gaze of Adamaro', 'Island'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      { hand: ['Island', 'Island', 'Island', 'Island'] },
      [{ player: 0, type: 'cast', card: 'Gaze of Adamaro', targets: ['player:1'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[1].life).toBe(16)
    expect(r.state.players[0].life).toBe(20)
  })

  it('CR 603.10a: Hooded Hydra dies: a Snake for each +1/+1 counter it had as it left', () => {
    const pool = realPool(['Hooded Hydra', 'Murder'])
    const r = play(
      pool,
      { battlefield: [{ name: 'Hooded Hydra', counters: { '+1/+1': 3 } }] },
      { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Murder', targets: ['0:Hooded Hydra'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Hooded Hydra'])
    expect(
      r.state.battlefield.filter((id) => r.state.objects[id].token && r.state.objects[id].controller === 0),
    ).toHaveLength(3)
  })
})

describe('Auras and Equipment counting for the permanent they are attached to', () => {
  it('CR 604.3: Empyrial Armor: enchanted creature gets +1/+1 for each card in your hand', () => {
    const pool = realPool(['Empyrial Armor'])
    expect(explainCard(pool.byName('Empyrial Armor')!).automated).toBe(true)
    const r = play(
      pool,
      {
        hand: ['Empyrial Armor', 'Island', 'Island', 'Island'],
        battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Empyrial Armor', targets: ['0:Grizzly Bears'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(powerToughness(r.state, find(r.state, 'Grizzly Bears', 0))).toEqual({ power: 5, toughness: 5 })
  })

  it("CR 303.4: Auramancer's Guise counts the Auras attached to the enchanted creature (itself included)", () => {
    const pool = realPool(["Auramancer's Guise", 'Holy Strength'])
    const r = play(
      pool,
      {
        hand: ["Auramancer's Guise", 'Holy Strength'],
        battlefield: ['Grizzly Bears', 'Plains', 'Island', 'Island', 'Island', 'Island'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Holy Strength', targets: ['0:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: "Auramancer's Guise", targets: ['0:Grizzly Bears'] },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(powerToughness(r.state, find(r.state, 'Grizzly Bears', 0))).toEqual({ power: 7, toughness: 8 })
  })
})
