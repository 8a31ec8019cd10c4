// Counterspells by what they may target and where the countered card goes (CR 701.5, 115.1, 614.1a), and damage to
// "target opponent or planeswalker" (CR 115.4), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, names, out, passBoth, play, poolWith } from '../../../support/realCards'

const pool = poolWith(
  'Memory Lapse',
  'Dissipate',
  'Reject',
  'Dispel',
  'Gainsay',
  'Burning Fields',
  'Lightning Bolt',
  'Inferno Jet',
)
const islands = (n: number) => Array.from({ length: n }, () => 'Island')
const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain')

/** Ann casts `spell` (at Ben's face), then Ben answers with `counter`. */
const respond = (counter: string, spell: string, annLands: string[], benLands = islands(3), targets?: string[]) =>
  play(pool, { hand: [spell], battlefield: annLands }, { hand: [counter], battlefield: benLands }, [
    { player: 0, type: 'cast', card: spell, ...(targets ? { targets } : {}) },
    { player: 0, type: 'pass' },
    { player: 1, type: 'cast', card: counter, targets: [`0:${spell}`] },
    { player: 1, type: 'pass' },
    { player: 0, type: 'pass' },
  ])

describe('counterspell variants', () => {
  it('CR 614.1a: Dissipate counters Lightning Bolt and exiles it instead of putting it into the graveyard', () => {
    expect(manualLines('Dissipate')).toEqual([])
    const r = respond('Dissipate', 'Lightning Bolt', ['Mountain'], islands(3), ['player:1'])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Lightning Bolt'])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[1].life).toBe(20)
  })

  it("CR 614.1a: Memory Lapse counters Lightning Bolt and puts it on top of its owner's library", () => {
    expect(manualLines('Memory Lapse')).toEqual([])
    const r = respond('Memory Lapse', 'Lightning Bolt', ['Mountain'], islands(2), ['player:1'])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(names(r.state, r.state.players[0].zones.library.slice(0, 1))).toEqual(['Lightning Bolt'])
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 701.5a: Dispel counters an instant spell; a sorcery is not a legal target', () => {
    expect(manualLines('Dispel')).toEqual([])
    const bolt = respond('Dispel', 'Lightning Bolt', ['Mountain'], ['Island'], ['player:1'])
    expect(out(bolt).rejected).toEqual([])
    expect(out(bolt).players[0].graveyard).toEqual(['Lightning Bolt'])
    expect(out(bolt).players[1].life).toBe(20)
    const fields = respond('Dispel', 'Burning Fields', mountains(5), ['Island'], ['player:1'])
    expect(out(fields).rejected?.map((x) => x.index)).toEqual([2])
    expect(out(fields).players[1].life).toBe(15)
  })

  it('CR 105.2: Gainsay counters only a blue spell', () => {
    expect(manualLines('Gainsay')).toEqual([])
    const bolt = respond('Gainsay', 'Lightning Bolt', ['Mountain'], islands(2), ['player:1'])
    expect(out(bolt).rejected?.map((x) => x.index)).toEqual([2])
    expect(out(bolt).players[1].life).toBe(17)
    const dispel = play(
      pool,
      { hand: ['Lightning Bolt', 'Gainsay'], battlefield: ['Mountain', 'Island', 'Island'] },
      { hand: ['Dispel'], battlefield: ['Island'] },
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Dispel', targets: ['0:Lightning Bolt'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Gainsay', targets: ['1:Dispel'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        ...passBoth,
      ],
    )
    expect(out(dispel).rejected).toEqual([])
    expect(out(dispel).players[1].graveyard).toEqual(['Dispel'])
    expect(out(dispel).players[1].life).toBe(17) // Dispel was countered, so the Bolt resolved
  })

  it("CR 614.1a: Reject's controller may pay {3}; declining, the creature spell is countered and exiled", () => {
    expect(manualLines('Reject')).toEqual([])
    const r = play(
      pool,
      { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] },
      { hand: ['Reject'], battlefield: islands(2) },
      [
        { player: 0, type: 'cast', card: 'Grizzly Bears' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Reject', targets: ['0:Grizzly Bears'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 0, type: 'choose', option: 'decline' },
      ],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].battlefield.map((c) => c.name)).not.toContain('Grizzly Bears')
  })
})

describe('target opponent or planeswalker', () => {
  it('CR 115.4: Burning Fields deals 5 damage to target opponent, and may not target its own caster', () => {
    expect(manualLines('Burning Fields')).toEqual([])
    const r = play(pool, { hand: ['Burning Fields'], battlefield: mountains(5) }, {}, [
      { player: 0, type: 'cast', card: 'Burning Fields', targets: ['player:0'] },
      { player: 0, type: 'cast', card: 'Burning Fields', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(out(r).players[1].life).toBe(15)
    expect(out(r).players[0].life).toBe(20)
  })

  it('CR 115.4: Inferno Jet deals 6 damage to target planeswalker', () => {
    expect(manualLines('Inferno Jet')).toEqual([])
    const r = play(
      pool,
      { hand: ['Inferno Jet'], battlefield: mountains(6) },
      { battlefield: [{ name: 'Ajani Goldmane', counters: { loyalty: 6 } }] },
      [{ player: 0, type: 'cast', card: 'Inferno Jet', targets: ['1:Ajani Goldmane'] }, ...passBoth],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Ajani Goldmane'])
    expect(out(r).players[1].life).toBe(20)
  })
})
