// "~ becomes a 2/2 … creature until end of turn. It's still a land." (manlands, Keyrunes, "target land becomes"):
// the types, creature types, colours and base power and toughness named, and the keywords, until the turn ends
// (CR 613.1d-e, 613.4b, 205.1b, 514.2).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { colorsOf, faceOf, hasType, keywordsOf, powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const find = (s: GameState, name: string) =>
  s.battlefield.map((id) => s.objects[id]).find((o) => s.cards[o.def].name === name)!
const ready = (name: string) => ({ name, sick: false })
const LANDS = ['Plains', 'Plains', 'Island', 'Island', 'Mountain', 'Mountain', 'Forest', 'Swamp']
const CARDS = [
  "Mishra's Factory",
  'Mutavault',
  'Celestial Colonnade',
  'Creeping Tar Pit',
  'Hydroform',
  'Azorius Keyrune',
  'Lightning Bolt',
  'Goblin King',
  'Ensouled Scimitar',
  'Grizzly Bears',
]
const pool = realPool(CARDS)
const activate = (card: string, extra: Record<string, unknown> = {}) => [
  { player: 0, type: 'activate', card, ability: 0, ...extra },
  ...passBoth,
]
const attackWith = (...cards: string[]) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: cards.map((card) => ({ card, target: 'player:1' })) },
]

describe('a permanent becomes a creature until end of turn', () => {
  it('the manlands and Keyrunes of the class are fully automated', () => {
    for (const name of CARDS.slice(0, 6)) expect(explainCard(pool.byName(name)!).automated, name).toBe(true)
  })

  it("CR 613.1d, 205.1b: Mishra's Factory is a 2/2 Assembly-Worker artifact creature and still a land", () => {
    const r = play(pool, { battlefield: [...LANDS, ready("Mishra's Factory")] }, {}, activate("Mishra's Factory"))
    expect(r.output.rejected).toEqual([])
    const f = find(r.state, "Mishra's Factory")
    for (const t of ['Land', 'Artifact', 'Creature']) expect(hasType(r.state, f, t), t).toBe(true)
    expect(faceOf(r.state, f)!.subtypes).toContain('Assembly-Worker')
    expect(powerToughness(r.state, f)).toEqual({ power: 2, toughness: 2 })
    expect(colorsOf(r.state, f)).toEqual([]) // no colour named: still colourless (CR 105.3)
  })

  it('CR 704.5g: a 2/2 manland dealt 3 damage is destroyed', () => {
    const r = play(
      pool,
      { battlefield: [...LANDS, ready("Mishra's Factory")] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'activate', card: "Mishra's Factory", ability: 0 },
        ...passBoth,
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ["0:Mishra's Factory"] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toContain("Mishra's Factory")
  })

  it('CR 613.1e-f: Celestial Colonnade is white and blue with flying and vigilance: it attacks without tapping', () => {
    const r = play(pool, { battlefield: [...LANDS, ready('Celestial Colonnade')] }, {}, [
      ...activate('Celestial Colonnade'),
      ...attackWith('Celestial Colonnade'),
      { type: 'passUntil', step: 'postcombatMain' },
    ])
    expect(r.output.rejected).toEqual([])
    const c = find(r.state, 'Celestial Colonnade')
    expect([...colorsOf(r.state, c)].sort()).toEqual(['U', 'W'])
    expect([...keywordsOf(r.state, c)].sort()).toEqual(['flying', 'vigilance'])
    expect(c.tapped).toBe(false)
    expect(out(r).players[1].life).toBe(16)
  })

  it('CR 702.73a-like: Mutavault has all creature types (Goblin King gives it +1/+1)', () => {
    const r = play(pool, { battlefield: [...LANDS, ready('Mutavault'), 'Goblin King'] }, {}, activate('Mutavault'))
    expect(r.output.rejected).toEqual([])
    expect(powerToughness(r.state, find(r.state, 'Mutavault'))).toEqual({ power: 3, toughness: 3 })
  })

  it("CR 509.1b: Creeping Tar Pit can't be blocked this turn", () => {
    const r = play(pool, { battlefield: [...LANDS, ready('Creeping Tar Pit')] }, { battlefield: ['Goblin King'] }, [
      ...activate('Creeping Tar Pit'),
      ...attackWith('Creeping Tar Pit'),
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 1, type: 'declareBlockers', blockers: [{ card: 'Goblin King', blocks: '0:Creeping Tar Pit' }] },
    ])
    expect(out(r).rejected?.length).toBe(1)
  })

  it('CR 302.6: a land played this turn that becomes a creature is summoning sick', () => {
    const r = play(pool, { battlefield: [...LANDS, { name: "Mishra's Factory", sick: true }] }, {}, [
      ...activate("Mishra's Factory"),
      ...attackWith("Mishra's Factory"),
    ])
    expect(out(r).rejected?.length).toBe(1)
  })

  it('CR 514.2: Hydroform makes a target land a 3/3 flyer until end of turn, then it is only a land', () => {
    const r = play(pool, { hand: ['Hydroform'], battlefield: LANDS }, {}, [
      { player: 0, type: 'cast', card: 'Hydroform', targets: ['0:Forest'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const forest = find(r.state, 'Forest')
    expect(powerToughness(r.state, forest)).toEqual({ power: 3, toughness: 3 })
    expect(hasType(r.state, forest, 'Land')).toBe(true)
    expect(keywordsOf(r.state, forest).has('flying')).toBe(true)
    const later = play(pool, { hand: ['Hydroform'], battlefield: LANDS }, {}, [
      { player: 0, type: 'cast', card: 'Hydroform', targets: ['0:Forest'] },
      ...passBoth,
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [] },
      { type: 'passUntil', step: 'upkeep', turn: 4 },
    ])
    expect(hasType(later.state, find(later.state, 'Forest'), 'Creature')).toBe(false)
  })

  it('CR 205.1b: Azorius Keyrune, an artifact, becomes an artifact creature (no "still"), a 2/2 Bird', () => {
    const r = play(pool, { battlefield: [...LANDS, ready('Azorius Keyrune')] }, {}, activate('Azorius Keyrune'))
    const k = find(r.state, 'Azorius Keyrune')
    expect(hasType(r.state, k, 'Artifact') && hasType(r.state, k, 'Creature')).toBe(true)
    expect(faceOf(r.state, k)!.subtypes).toEqual(['Bird'])
  })

  it('CR 301.5c, 704.5n: Ensouled Scimitar, animated, falls off the creature it equipped', () => {
    const r = play(
      pool,
      { battlefield: [...LANDS, 'Grizzly Bears', { name: 'Ensouled Scimitar', attachedTo: 'Grizzly Bears' }] },
      {},
      activate('Ensouled Scimitar'),
    )
    expect(out(r).rejected).toEqual([])
    expect(find(r.state, 'Ensouled Scimitar').attachedTo ?? null).toBe(null)
    expect(powerToughness(r.state, find(r.state, 'Grizzly Bears'))).toEqual({ power: 2, toughness: 2 })
    expect(powerToughness(r.state, find(r.state, 'Ensouled Scimitar'))).toEqual({ power: 1, toughness: 5 })
  })
})
