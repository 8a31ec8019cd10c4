// Casting without paying the mana cost as an ability resolves (CR 608.2g), with real cards: rebound (CR 702.88)
// and cascade (CR 702.85). The player answers `choose` with `option` "yes" and the spell's `targets`, or "no".
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: {
    life: number
    hand: string[]
    graveyard: string[]
    exile: string[]
    library: number
    battlefield: { name: string }[]
  }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: string[]
  waitingFor?: { player: number; decision: string }
}
const out = (r: { output: unknown }) => r.output as Out

describe('rebound (CR 702.88)', () => {
  const cast = { player: 0, type: 'cast', card: 'Staggershock', targets: ['player:1'] }
  const ann = { hand: ['Staggershock'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }

  it('CR 702.88a: Staggershock cast from the hand is exiled as it resolves, and cast again at the next upkeep', () => {
    const r = play(['Staggershock'], ann, {}, [
      cast,
      ...RESOLVE,
      { type: 'passUntil', step: 'upkeep', turn: 5 },
      ...RESOLVE, // the delayed trigger resolves: the choice
      { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[0].graveyard).toEqual(['Staggershock']) // cast from exile: no rebound again
    expect(out(r).log.join('\n')).toMatch(/casts Staggershock without paying its mana cost \(rebound\)/)
  })

  it('CR 702.88a: exiled after resolving; Ben\'s upkeep is not "your next upkeep"', () => {
    const r = play(['Staggershock'], ann, {}, [cast, ...RESOLVE, { type: 'passUntil', step: 'draw', turn: 4 }])
    expect(out(r).players[0].exile).toEqual(['Staggershock'])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).stack).toEqual([])
  })

  it('CR 702.88a: declining leaves it in exile', () => {
    const r = play(['Staggershock'], ann, {}, [
      cast,
      ...RESOLVE,
      { type: 'passUntil', step: 'upkeep', turn: 5 },
      ...RESOLVE,
      { player: 0, type: 'choose', option: 'no' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Staggershock'])
    expect(out(r).players[1].life).toBe(18)
  })
})

describe('cascade (CR 702.85)', () => {
  const ann = {
    hand: ['Bloodbraid Elf'],
    battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'],
    library: ['Forest', 'Lightning Bolt', 'Island', 'Island'],
  }
  it('CR 702.85a: Bloodbraid Elf exiles Forest then Lightning Bolt, cast free at Ben; Forest goes to the bottom', () => {
    const r = play(['Bloodbraid Elf', 'Lightning Bolt'], ann, {}, [
      { player: 0, type: 'cast', card: 'Bloodbraid Elf' },
      ...RESOLVE, // the cascade trigger resolves first
      { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] },
      ...RESOLVE, // Lightning Bolt
      ...RESOLVE, // Bloodbraid Elf
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt'])
    expect(out(r).players[0].battlefield.map((b) => b.name)).toContain('Bloodbraid Elf')
    expect(out(r).players[0].library).toBe(3)
    expect(r.state.objects[r.state.players[0].zones.library.at(-1)!].def).toMatch(/forest/i)
  })

  it('CR 702.85a: declining puts both exiled cards on the bottom', () => {
    const r = play(['Bloodbraid Elf', 'Lightning Bolt'], ann, {}, [
      { player: 0, type: 'cast', card: 'Bloodbraid Elf' },
      ...RESOLVE,
      { player: 0, type: 'choose', option: 'no' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].library).toBe(4)
    expect(out(r).players[0].exile).toEqual([])
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 702.85a, 702.88a: the Cascade and Rebound lines are automated', () => {
    for (const name of ['Bloodbraid Elf', 'Staggershock'])
      expect(explainCard(realCard(name)).lines.filter((l) => !l.automated)).toEqual([])
  })
})
