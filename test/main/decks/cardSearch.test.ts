// The deck editor's search in main over the card pool in use: the query language, the total, the cap, errors.
import { describe, expect, it } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { createCardSearch } from '../../../src-main/decks/cardSearch'

describe('card search over the pool in use', () => {
  const pool = new CardPool(starterCardDefinitions())
  const search = createCardSearch({ pool: async () => pool, source: async () => 'database' })

  it('answers the matches by name, their total, and the pool searched', async () => {
    const result = await search.search('t:creature c=g')
    expect(result.source).toBe('database')
    expect(result.error).toBeNull()
    expect(result.total).toBe(result.cards.length)
    expect(result.cards.map((c) => c.name)).toContain('Llanowar Elves')
    for (const c of result.cards) expect(c.faces[0].colors).toEqual(['G'])
    const capped = await search.search('', 3)
    expect(capped.cards.length).toBe(3)
    expect(capped.total).toBe(pool.size)
  })

  it('a bad query answers where it is wrong', async () => {
    const result = await search.search('mv<=x')
    expect(result.cards).toEqual([])
    expect(result.error).toMatchObject({ position: 4 })
  })

  it('a card added to the pool is found (the index follows the pool)', async () => {
    const before = (await search.search('"Lightning Bolt"')).total
    const bolt = pool.byName('Lightning Bolt')!
    pool.add({
      ...bolt,
      id: 'zz',
      name: 'Zap Bolt Lightning',
      faces: [{ ...bolt.faces[0], name: 'Zap Bolt Lightning' }],
    })
    expect((await search.search('bolt lightning')).cards.map((c) => c.name)).toContain('Zap Bolt Lightning')
    expect(before).toBe(1)
  })
})
