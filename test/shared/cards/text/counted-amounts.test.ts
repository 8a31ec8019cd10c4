// Counted amounts (CR 107.3, 208.3, 608.2h): "where X is the number of …", "for each …", "equal to its power",
// "equal to ~'s power", "your life total", read as the effect applies.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { names, out, passBoth, play, ready, realPool } from '../../../support/realCards'

const find = (s: GameState, name: string, controller: number) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name && o.controller === controller)!

describe('counted amounts', () => {
  it('CR 608.2h: Swords to Plowshares: its controller gains life equal to its (last known) power', () => {
    const pool = realPool(['Swords to Plowshares', 'Craw Wurm', 'Giant Growth'])
    expect(explainCard(pool.byName('Swords to Plowshares')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Swords to Plowshares'], battlefield: ['Plains'] },
      { hand: ['Giant Growth'], battlefield: ['Craw Wurm', 'Forest'] },
      [
        { player: 0, type: 'cast', card: 'Swords to Plowshares', targets: ['1:Craw Wurm'] },
        { player: 0, type: 'pass' },
        // In response, Ben pumps his Wurm: its power as it left counts (9, CR 608.2h).
        { player: 1, type: 'cast', card: 'Giant Growth', targets: ['1:Craw Wurm'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        ...passBoth,
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[1].zones.exile)).toEqual(['Craw Wurm'])
    expect(r.state.players[1].life).toBe(29)
    expect(r.state.players[0].life).toBe(20)
  })

  it('CR 107.3: Timberwatch Elf: +X/+X where X is the number of Elves on the battlefield (both sides)', () => {
    const pool = realPool(['Timberwatch Elf', 'Llanowar Elves', 'Grizzly Bears'])
    expect(explainCard(pool.byName('Timberwatch Elf')!).automated).toBe(true)
    const r = play(
      pool,
      { battlefield: [ready('Timberwatch Elf'), 'Llanowar Elves', 'Grizzly Bears'] },
      { battlefield: ['Llanowar Elves'] },
      [{ player: 0, type: 'activate', card: 'Timberwatch Elf', ability: 0, targets: ['0:Grizzly Bears'] }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(powerToughness(r.state, find(r.state, 'Grizzly Bears', 0))).toEqual({ power: 5, toughness: 5 })
  })

  it('CR 107.3: Krenko, Mob Boss creates X Goblins, where X is the number of Goblins you control', () => {
    const pool = realPool(['Krenko, Mob Boss', 'Goblin Guide'])
    expect(explainCard(pool.byName('Krenko, Mob Boss')!).automated).toBe(true)
    const r = play(
      pool,
      { battlefield: [ready('Krenko, Mob Boss'), 'Goblin Guide'] },
      { battlefield: ['Goblin Guide'] },
      [{ player: 0, type: 'activate', card: 'Krenko, Mob Boss', ability: 0 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    const mine = out(r).players[0].battlefield.filter((c) => c.name === 'Goblin Token' || /Goblin$/.test(c.name))
    expect(mine).toHaveLength(2)
    expect(r.state.battlefield.filter((id) => r.state.objects[id].token).length).toBe(2)
  })
})
