// The scenario output (additions of 2026-12-06): battlefield objects carry their current `colors`, `types` (card
// types and subtypes, CR 205) and `keywords` (CR 702); players carry `counters` (CR 122.1: energy, …); a token is
// named by its effect or by its subtypes (CR 111.4).
import { describe, expect, it } from 'vitest'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Serra Angel', 'Raise the Alarm', 'Giant Growth', 'Jump', 'Aether Hub', 'Strike It Rich'])
type Entry = { name: string; colors?: string[]; types?: string[]; keywords?: string[]; token?: boolean }
const entries = (r: ReturnType<typeof play>, p = 0) => out(r).players[p].battlefield as unknown as Entry[]

describe('battlefield objects carry colors, types and keywords as they are now', () => {
  it('CR 702.1: Serra Angel is a white Angel creature with flying and vigilance; a Plains has no colour', () => {
    const r = play(pool, { battlefield: ['Serra Angel', 'Plains'] }, {}, [])
    expect(entries(r)).toMatchObject([
      { name: 'Serra Angel', colors: ['W'], types: ['Creature', 'Angel'], keywords: ['Flying', 'Vigilance'] },
      { name: 'Plains', colors: [], types: ['Land', 'Plains'], keywords: [] },
    ])
  })

  it('CR 611.2: a keyword granted until end of turn shows (Jump gives flying)', () => {
    const r = play(pool, { hand: ['Jump'], battlefield: ['Grizzly Bears', 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Jump', targets: ['Grizzly Bears'] },
      ...passBoth,
    ])
    expect(entries(r)[0]).toMatchObject({ name: 'Grizzly Bears', colors: ['G'], keywords: ['Flying'] })
  })

  it('CR 111.4: tokens are named by their subtypes and carry their characteristics', () => {
    const r = play(pool, { hand: ['Raise the Alarm'], battlefield: ['Plains', 'Plains'] }, {}, [
      { player: 0, type: 'cast', card: 'Raise the Alarm' },
      ...passBoth,
    ])
    expect(entries(r).filter((e) => e.token)).toMatchObject([
      { name: 'Soldier', token: true, colors: ['W'], types: ['Creature', 'Soldier'], power: 1, toughness: 1 },
      { name: 'Soldier', token: true, colors: ['W'], types: ['Creature', 'Soldier'], power: 1, toughness: 1 },
    ])
  })

  it('CR 111.10a: a Treasure token is named Treasure, a colourless Artifact — Treasure', () => {
    const r = play(pool, { hand: ['Strike It Rich'], battlefield: ['Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Strike It Rich' },
      ...passBoth,
    ])
    const made = entries(r).filter((e) => e.token)
    expect(made.map((e) => e.name)).toEqual(['Treasure'])
    expect(made[0]).toMatchObject({ colors: [], types: ['Artifact', made[0].name] })
  })
})

describe('CR 122.1: players carry their counters', () => {
  it('energy from Aether Hub, kept with prepared kinds', () => {
    const r = play(pool, { hand: ['Aether Hub'], counters: { energy: 1, experience: 2 } }, {}, [
      { player: 0, type: 'playLand', card: 'Aether Hub' },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.output.players).toMatchObject([{ counters: { energy: 2, experience: 2 } }, { counters: {} }])
  })
})
