// Emblems (CR 114): Elspeth, Knight-Errant's −8 and Elspeth, Sun's Champion's −7 give their controller an emblem
// whose static ability applies to the permanents they control, and lasts for the rest of the game (CR 114.4).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { keywordsOf, powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { names, passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith()
const find = (s: GameState, name: string, controller: number) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name && o.controller === controller)!

describe('emblems', () => {
  it("CR 114 / 702.12b: Elspeth, Knight-Errant's emblem makes her controller's creatures and lands indestructible", () => {
    expect(explainCard(pool.byName('Elspeth, Knight-Errant')!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      { battlefield: [{ name: 'Elspeth, Knight-Errant', counters: { loyalty: 8 } }, 'Grizzly Bears', 'Plains'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'] },
      [
        { player: 0, type: 'activate', card: 'Elspeth, Knight-Errant', ability: 2 },
        ...passBoth,
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].emblems).toHaveLength(1)
    const bears = find(r.state, 'Grizzly Bears', 0)
    expect(bears.damage).toBe(3) // lethal damage, yet it stays (CR 702.12b)
    expect(keywordsOf(r.state, find(r.state, 'Plains', 0)).has('indestructible')).toBe(true)
    expect(keywordsOf(r.state, find(r.state, 'Grizzly Bears', 1)).has('indestructible')).toBe(false)
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Elspeth, Knight-Errant']) // 0 loyalty
  })

  it("CR 114: Elspeth, Sun's Champion's emblem: creatures you control get +2/+2 and have flying", () => {
    expect(explainCard(pool.byName("Elspeth, Sun's Champion")!).automated).toBe(true)
    const r = playWithBasics(
      pool,
      { battlefield: [{ name: "Elspeth, Sun's Champion", counters: { loyalty: 7 } }, 'Grizzly Bears'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'activate', card: "Elspeth, Sun's Champion", ability: 2 }, ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    const mine = find(r.state, 'Grizzly Bears', 0)
    expect(powerToughness(r.state, mine)).toEqual({ power: 4, toughness: 4 })
    expect(keywordsOf(r.state, mine).has('flying')).toBe(true)
    expect(powerToughness(r.state, find(r.state, 'Grizzly Bears', 1))).toEqual({ power: 2, toughness: 2 })
  })
})
