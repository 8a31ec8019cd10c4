// "It loses all abilities until end of turn" (CR 613.1f, layer 6): keywords, mana abilities and the rest are gone
// until the turn ends (CR 514.2); grants made later still apply (CR 613.7).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { keywordsOf } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { passBoth, play, realPool } from '../../../support/realCards'

const find = (s: GameState, name: string, controller: number) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name && o.controller === controller)!
const pool = realPool(['Merfolk Trickster', 'Serra Angel', 'Llanowar Elves', 'Jump'])
const trickster = (target: string) => [
  { player: 0, type: 'cast', card: 'Merfolk Trickster' },
  ...passBoth,
  { player: 0, type: 'choose', targets: [target] },
  ...passBoth,
]

describe('loses all abilities', () => {
  it('CR 613.1f: Merfolk Trickster taps Serra Angel, which loses flying and vigilance until end of turn', () => {
    expect(explainCard(pool.byName('Merfolk Trickster')!).automated).toBe(true)
    const r = play(
      pool,
      { hand: ['Merfolk Trickster'], battlefield: ['Island', 'Island'] },
      { battlefield: ['Serra Angel'] },
      trickster('1:Serra Angel'),
    )
    expect(r.output.rejected).toEqual([])
    const angel = find(r.state, 'Serra Angel', 1)
    expect(angel.tapped).toBe(true)
    expect([...keywordsOf(r.state, angel)]).toEqual([])
  })

  it('CR 613.1f: a creature that lost its abilities has no mana ability either', () => {
    const r = play(
      pool,
      { hand: ['Merfolk Trickster'], battlefield: ['Island', 'Island'] },
      { battlefield: [{ name: 'Llanowar Elves', sick: false }] },
      [
        ...trickster('1:Llanowar Elves'),
        { player: 0, type: 'pass' },
        { player: 1, type: 'activateMana', card: 'Llanowar Elves' },
      ],
    )
    // Tapped by the Trickster too, but the first thing missing is the ability itself.
    const rejected = (r.output as { rejected?: { index: number; reason: string }[] }).rejected ?? []
    expect(rejected.map((x) => x.index)).toEqual([trickster('').length + 1])
    expect(rejected[0].reason).toMatch(/has no mana ability/)
  })

  it('CR 613.7: flying granted after the loss (Jump) still applies', () => {
    const r = play(
      pool,
      { hand: ['Merfolk Trickster'], battlefield: ['Island', 'Island'] },
      { hand: ['Jump'], battlefield: ['Llanowar Elves', 'Island'] },
      [
        ...trickster('1:Llanowar Elves'),
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Jump', targets: ['1:Llanowar Elves'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect([...keywordsOf(r.state, find(r.state, 'Llanowar Elves', 1))]).toEqual(['flying'])
  })
})
