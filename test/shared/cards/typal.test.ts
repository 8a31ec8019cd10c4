import { describe, expect, it } from 'vitest'
import { canonicalCreatureType, typalIdentity } from '@shared/cards/deckRules'
import { card, testPool } from './fixtures'

const pool = testPool()
const identity = (name: string) => typalIdentity(pool.byName(name)!, { lookup: (n) => pool.byName(n) })

describe('typal identity (ruling HE-4)', () => {
  it('HE-4: the creature types of the type line', () => {
    expect(identity('Krenko, Mob Boss')).toEqual({ all: false, types: ['Goblin', 'Warrior'] })
    expect(identity('Lightning Bolt')).toEqual({ all: false, types: [] })
  })

  it('HE-4: creature types named in rules text, plurals included ("Elves you control")', () => {
    const song = card({
      name: 'Elf Song',
      type_line: 'Sorcery',
      oracle_text: 'Elves you control get +1/+1 until end of turn.',
    })
    expect(typalIdentity(song).types).toEqual(['Elf'])
    const raid = card({
      name: 'Raid',
      type_line: 'Instant',
      oracle_text: 'Destroy target non-Human creature. Create two 1/1 Goblin Rogue tokens. Mice and Allies get +1/+0.',
    })
    expect(typalIdentity(raid).types).toEqual(['Ally', 'Goblin', 'Human', 'Mouse', 'Rogue'])
  })

  it("HE-4: a tribal card's subtype and the tokens its text creates", () => {
    expect(identity('Prowess of the Fair').types).toEqual(['Elf', 'Warrior'])
  })

  it('HE-4 (906.4b): reminder text in parentheses is ignored', () => {
    expect(identity('Elvish Reminder').types).toEqual([])
  })

  it("HE-4: the card's own name is not a creature type it names (Goblin Bombardment)", () => {
    expect(identity('Goblin Bombardment').types).toEqual([])
  })

  it('HE-4 (906.4a): Changeling means every creature type', () => {
    expect(identity('Woodland Changeling').all).toBe(true)
    const ultimus = card({
      name: 'Mistform Ultimus',
      type_line: 'Legendary Creature — Illusion',
      oracle_text: "Mistform Ultimus is every creature type (even if this card isn't on the battlefield).",
    })
    expect(typalIdentity(ultimus).all).toBe(true)
  })

  it('HE-4 (906.5c): back faces count, with their plurals ("Wolves and Werewolves")', () => {
    expect(identity("Tovolar's Huntmaster")).toEqual({ all: false, types: ['Human', 'Werewolf', 'Wolf'] })
  })

  it('HE-4 (906.5c): a meld card includes its melded back face', () => {
    const bruna = card({
      name: 'Bruna, the Fading Light',
      mana_cost: '{5}{W}{W}',
      layout: 'meld',
      type_line: 'Legendary Creature — Angel Horror',
    })
    const withMeld = { ...bruna, meldResult: 'Brisela, Voice of Nightmares' }
    expect(typalIdentity(withMeld, { lookup: (n) => pool.byName(n) }).types).toEqual(['Angel', 'Eldrazi', 'Horror'])
  })

  it('CR 205.3m: reads a creature type from its singular or plural, any case', () => {
    expect(canonicalCreatureType('elves')).toBe('Elf')
    expect(canonicalCreatureType('GOBLIN')).toBe('Goblin')
    expect(canonicalCreatureType('Time Lords')).toBe('Time Lord')
    expect(canonicalCreatureType('Planeswalker')).toBeUndefined()
  })
})
