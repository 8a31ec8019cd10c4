// "Target creature [loses all abilities and] has base power and toughness N/N [and gains K] until end of turn"
// (Diminish, Humble, Creeperhulk, Marsh Flitter): the base is set in layer 7b, counters and pumps still apply on top
// (CR 613.4b-c), abilities lost in layer 6 with keywords granted after (CR 613.1f, 613.7), until cleanup (CR 514.2).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { keywordsOf, powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const find = (s: GameState, name: string) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name)!
const LANDS = ['Forest', 'Forest', 'Forest', 'Plains', 'Plains', 'Island', 'Swamp']
const pool = realPool([
  'Humble',
  'Creeperhulk',
  'Marsh Flitter',
  'Serra Angel',
  'Giant Growth',
  'Diminish',
  'Goblin King',
  'Sorceress Queen',
])

describe('base power and toughness until end of turn', () => {
  it('the cards of the class are fully automated', () => {
    for (const n of ['Humble', 'Creeperhulk', 'Marsh Flitter', 'Diminish'])
      expect(explainCard(pool.byName(n)!).automated, n).toBe(true)
  })

  it('CR 613.1f, 613.4b: Humble makes Serra Angel a 0/1 without flying or vigilance', () => {
    const r = play(pool, { hand: ['Humble'], battlefield: LANDS }, { battlefield: ['Serra Angel'] }, [
      { player: 0, type: 'cast', card: 'Humble', targets: ['1:Serra Angel'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    const angel = find(r.state, 'Serra Angel')
    expect(powerToughness(r.state, angel)).toEqual({ power: 0, toughness: 1 })
    expect([...keywordsOf(r.state, angel)]).toEqual([])
  })

  it('CR 613.4c: Giant Growth after Diminish still adds +3/+3 to the new base', () => {
    const r = play(pool, { hand: ['Diminish', 'Giant Growth'], battlefield: LANDS }, { battlefield: ['Serra Angel'] }, [
      { player: 0, type: 'cast', card: 'Diminish', targets: ['1:Serra Angel'] },
      ...passBoth,
      { player: 0, type: 'cast', card: 'Giant Growth', targets: ['1:Serra Angel'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(powerToughness(r.state, find(r.state, 'Serra Angel'))).toEqual({ power: 4, toughness: 4 })
  })

  it('CR 613.4b: Creeperhulk makes a creature you control a 5/5 with trample', () => {
    const r = play(pool, { battlefield: [...LANDS, 'Creeperhulk', 'Serra Angel'] }, {}, [
      { player: 0, type: 'activate', card: 'Creeperhulk', ability: 0, targets: ['0:Serra Angel'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    const angel = find(r.state, 'Serra Angel')
    expect(powerToughness(r.state, angel)).toEqual({ power: 5, toughness: 5 })
    expect(keywordsOf(r.state, angel).has('trample')).toBe(true)
  })

  it('CR 613.4b: Marsh Flitter, sacrificing a Goblin, is a 3/3', () => {
    const r = play(pool, { battlefield: [...LANDS, 'Marsh Flitter', 'Goblin King'] }, {}, [
      { player: 0, type: 'activate', card: 'Marsh Flitter', ability: 0, sacrifice: ['Goblin King'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(powerToughness(r.state, find(r.state, 'Marsh Flitter'))).toEqual({ power: 3, toughness: 3 })
  })

  it('CR 115.1, 613.4b: Sorceress Queen makes another creature a 0/2, and not herself ("other than ~")', () => {
    const q = { name: 'Sorceress Queen', sick: false }
    const r = play(pool, { battlefield: [q] }, { battlefield: ['Serra Angel'] }, [
      { player: 0, type: 'activate', card: 'Sorceress Queen', ability: 0, targets: ['0:Sorceress Queen'] },
      { player: 0, type: 'activate', card: 'Sorceress Queen', ability: 0, targets: ['1:Serra Angel'] },
      ...passBoth,
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(powerToughness(r.state, find(r.state, 'Serra Angel'))).toEqual({ power: 0, toughness: 2 })
  })
})
