// "Target permanent with mana value 1" (Isolate) and "… with mana value 4 or greater" (Despark): the target's mana
// value must be that, or at least that (CR 202.3, 115.1).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool([
  'Ascendant Packleader',
  'Isolate',
  'Despark',
  'Llanowar Elves',
  'Grizzly Bears',
  'Serra Angel',
  'Hill Giant',
])
const LANDS = ['Plains', 'Plains', 'Swamp', 'Swamp']
const board = { battlefield: ['Llanowar Elves', 'Grizzly Bears', 'Hill Giant', 'Serra Angel'] }
const castAt = (card: string, target: string) => [
  { player: 0, type: 'cast', card, targets: [`1:${target}`] },
  ...passBoth,
]

describe('a permanent with a mana value', () => {
  it('the cards are automated', () => {
    for (const n of ['Isolate', 'Despark']) expect(explainCard(pool.byName(n)!).automated, n).toBe(true)
  })

  it('CR 202.3: Isolate exiles a permanent with mana value 1, and may not target one with mana value 2', () => {
    const r = play(pool, { hand: ['Isolate'], battlefield: LANDS }, board, [
      ...castAt('Isolate', 'Grizzly Bears'),
      ...castAt('Isolate', 'Llanowar Elves'),
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].exile).toEqual(['Llanowar Elves'])
  })

  it('CR 202.3: Despark exiles a permanent with mana value 4 or greater, not one with 2', () => {
    const r = play(pool, { hand: ['Despark'], battlefield: LANDS }, board, [
      ...castAt('Despark', 'Grizzly Bears'),
      ...castAt('Despark', 'Serra Angel'),
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].exile).toEqual(['Serra Angel'])
  })

  it('CR 202.3: Ascendant Packleader enters with a counter only while Ann controls a permanent with mana value 4+', () => {
    const enter = (battlefield: string[]) =>
      play(pool, { hand: ['Ascendant Packleader'], battlefield: ['Forest', ...battlefield] }, {}, [
        { player: 0, type: 'cast', card: 'Ascendant Packleader' },
        ...passBoth,
      ])
    const counters = (r: ReturnType<typeof play>) =>
      out(r).players[0].battlefield.find((b) => b.name === 'Ascendant Packleader')?.counters['+1/+1'] ?? 0
    expect(counters(enter(['Serra Angel']))).toBe(1)
    expect(counters(enter(['Grizzly Bears']))).toBe(0)
  })
})
