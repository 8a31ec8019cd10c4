import { describe, expect, it } from 'vitest'
import { formatTypeLine, parseTypeLine } from '@shared/cards/typeLine'

describe('type lines (CR 205)', () => {
  it('CR 205.1a: splits supertypes, card types and subtypes at the dash', () => {
    expect(parseTypeLine('Legendary Creature — Human Wizard')).toEqual({
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Human', 'Wizard'],
    })
    expect(parseTypeLine('Basic Snow Land — Island')).toEqual({
      supertypes: ['Basic', 'Snow'],
      types: ['Land'],
      subtypes: ['Island'],
    })
    expect(parseTypeLine('Artifact Creature — Assembly-Worker')).toEqual({
      supertypes: [],
      types: ['Artifact', 'Creature'],
      subtypes: ['Assembly-Worker'],
    })
    expect(parseTypeLine('Instant')).toEqual({ supertypes: [], types: ['Instant'], subtypes: [] })
  })

  it('CR 205.3m (newer wording): "Time Lord" is one two-word creature type', () => {
    expect(parseTypeLine('Legendary Creature — Time Lord Doctor').subtypes).toEqual(['Time Lord', 'Doctor'])
  })

  it("keeps a plane's multi-word subtype whole (CR 205.3n) and normalises known words' case", () => {
    expect(parseTypeLine("Plane — Bolas's Meditation Realm").subtypes).toEqual(["Bolas's Meditation Realm"])
    expect(parseTypeLine('instant').types).toEqual(['Instant'])
    expect(parseTypeLine('Host Creature — Horse')).toEqual({
      supertypes: ['Host'],
      types: ['Creature'],
      subtypes: ['Horse'],
    })
  })

  it('round-trips through formatTypeLine', () => {
    for (const line of [
      'Legendary Planeswalker — Chandra',
      'Tribal Instant — Goblin',
      'Enchantment Creature — God',
      'Sorcery',
    ]) {
      expect(formatTypeLine(parseTypeLine(line))).toBe(line)
    }
  })
})
