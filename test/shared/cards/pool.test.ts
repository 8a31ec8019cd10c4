import { describe, expect, it } from 'vitest'
import { CardPool } from '@shared/cards/pool'
import { card, testPool } from './fixtures'

describe('CardPool', () => {
  const pool = testPool()

  it('finds cards by exact name, case-insensitively, forgiving accents and quotes', () => {
    expect(pool.byName('lightning bolt')?.name).toBe('Lightning Bolt')
    expect(pool.byName('  LIGHTNING   BOLT ')?.name).toBe('Lightning Bolt')
    expect(pool.byName('Dovin’s Veto')?.name).toBe("Dovin's Veto")
    expect(pool.byName('Lightning')).toBeUndefined()
  })

  it("CR 712.4a: a double-faced card is found by its front name, and by its back face's name", () => {
    expect(pool.byName("Tovolar's Huntmaster")?.name).toBe("Tovolar's Huntmaster // Tovolar's Packleader")
    expect(pool.byName("Tovolar's Packleader")?.name).toBe("Tovolar's Huntmaster // Tovolar's Packleader")
    expect(pool.byName('Fire')?.name).toBe('Fire // Ice')
    expect(pool.byName('fire//ice')?.name).toBe('Fire // Ice')
  })

  it('MA-6: byCost matches exactly the same cost, symbols in any order, generic summed', () => {
    const names = (cost: string) =>
      pool
        .byCost(cost)
        .map((c) => c.name)
        .sort()
    expect(names('{W}{U}')).toEqual(['Azorius Charm', "Dovin's Veto"])
    expect(names('{U}{W}')).toEqual(['Azorius Charm', "Dovin's Veto"])
    expect(names('{U}{U}{W}')).toEqual(['Absorb'])
    expect(names('{G}{1}')).toEqual(['Grizzly Bears', 'Woodland Changeling'])
    expect(names('{1}{1}{G}')).toEqual(['Elvish Harbinger', 'Imperious Perfect']) // = {2}{G}, not {1}{G}
  })

  it('MA-6: each face\'s cost counts, and a split card\'s combined cost (CR 709.4b); "" finds cards with no cost', () => {
    expect(pool.byCost('{1}{R}').map((c) => c.name)).toContain('Fire // Ice')
    expect(pool.byCost('{1}{U}').map((c) => c.name)).toContain('Fire // Ice')
    expect(pool.byCost('{2}{U}{R}').map((c) => c.name)).toEqual(['Fire // Ice'])
    expect(pool.byCost('').map((c) => c.name)).toEqual(
      expect.arrayContaining(['Plains', 'Island', 'Brisela, Voice of Nightmares']),
    )
    expect(pool.byCost('{0}')).toEqual([]) // CR 202.1b: no cost is not {0}
    expect(() => pool.byCost('{W')).toThrow()
  })

  it('searches by name substring, prefix, type words, colours and mana value', () => {
    const names = (q: Parameters<CardPool['search']>[0]) => pool.search(q).map((c) => c.name)
    expect(names({ name: 'goblin' })).toEqual(['Goblin Bombardment', 'Goblin Guide', 'Raging Goblin'])
    expect(names({ prefix: 'gob' })).toEqual(['Goblin Bombardment', 'Goblin Guide'])
    expect(names({ prefix: 'ice' })).toEqual(['Fire // Ice']) // a face name's prefix
    expect(names({ type: 'legendary creature' })).toEqual([
      'Brisela, Voice of Nightmares',
      'Ezuri, Renegade Leader',
      'Krenko, Mob Boss',
    ])
    expect(names({ type: 'elf', manaValue: 3 })).toEqual([
      'Elvish Harbinger',
      'Ezuri, Renegade Leader',
      'Imperious Perfect',
    ])
    expect(names({ colors: ['W', 'U'], exactColors: true })).toEqual(['Absorb', 'Azorius Charm', "Dovin's Veto"])
    expect(names({ colors: ['B'], manaValue: { min: 7 } })).toEqual(['Sphinx of the Steel Wind'])
    expect(names({ cost: '{U}{W}', limit: 1 })).toEqual(['Azorius Charm'])
  })

  it('suggests close names for a misspelling ("did you mean")', () => {
    expect(pool.suggest('Lightnig Bolt')[0]).toBe('Lightning Bolt')
    expect(pool.suggest('goblin giude')[0]).toBe('Goblin Guide')
    expect(pool.suggest('Krenko')[0]).toBe('Krenko, Mob Boss') // a fragment of a longer name
    expect(pool.suggest('Zzyzx Qwerty')).toEqual([])
  })

  it('replaces a card added again under the same name', () => {
    const p = new CardPool([card({ name: 'Shock', mana_cost: '{R}', type_line: 'Instant' })])
    p.add(card({ name: 'Shock', mana_cost: '{1}{R}', type_line: 'Instant' }))
    expect(p.size).toBe(1)
    expect(p.byCost('{1}{R}').map((c) => c.name)).toEqual(['Shock'])
    expect(p.byCost('{R}')).toEqual([])
  })
})
