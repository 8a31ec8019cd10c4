import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compactCards, hydrateCards, poolFromCompact } from '@shared/cards/compact'
import { cardFromAtomic, atomicSkipReason } from '@shared/cards/mtgjson'
import { CardPool } from '@shared/cards/pool'
import { testPool } from './fixtures'
import { sharedDataPath } from '../../support/sharedData'

describe('the compact storage form of card definitions', () => {
  const data = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')).data as Record<
    string,
    unknown[]
  >
  // Every 10th card of the real file: all layouts appear.
  const cards = Object.entries(data)
    .filter(([n, f], i) => i % 10 === 0 && !atomicSkipReason(n, f))
    .map(([n, f]) => cardFromAtomic(n, f))

  it('rebuilds exactly the same definitions, through JSON', () => {
    const stored = JSON.parse(JSON.stringify(compactCards(cards)))
    expect(hydrateCards(stored)).toEqual(cards)
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(cards).length * 0.65)
  })

  it('a pool over compact cards answers like a pool over the definitions, building cards on first use', () => {
    const stored = JSON.parse(JSON.stringify(compactCards(cards)))
    const lazy = poolFromCompact(stored)
    const eager = new CardPool(cards)
    expect(lazy.size).toBe(eager.size)
    for (const cost of ['{1}{U}', '{W}{W}', '', '{2}{R}{R}', '{X}{G}']) {
      expect(lazy.byCost(cost).map((c) => c.name)).toEqual(eager.byCost(cost).map((c) => c.name))
    }
    expect(lazy.search({ prefix: 'ar', type: 'creature' })).toEqual(eager.search({ prefix: 'ar', type: 'creature' }))
    const name = cards[123].name
    expect(lazy.byName(name)).toEqual(cards[123])
    expect(lazy.byName(name)).toBe(lazy.byName(name)) // built once
  })

  it('rejects a card naming a missing legality record', () => {
    const stored = compactCards(testPool().all())
    stored.cards[0].l = 999
    expect(() => hydrateCards(stored)).toThrow(/legality record 999/)
    expect(() => poolFromCompact(stored)).toThrow(/legality record 999/)
  })
})
