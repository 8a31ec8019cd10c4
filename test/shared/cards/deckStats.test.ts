// The deck editor's statistics: curve, colours of costs and sources, types, average mana value, automation share.
import { describe, expect, it } from 'vitest'
import { deckStats } from '../../../src-shared/cards/deckStats'
import { starterPool } from '../../../src-shared/cards/starter'

const pool = starterPool()
const card = (name: string) => {
  const def = pool.byName(name)
  if (!def) throw new Error(`no ${name} in the starter pool`)
  return def
}

describe('deck statistics', () => {
  it('counts the curve without lands, colours of costs and of sources, types and the average mana value', () => {
    const stats = deckStats(
      [
        { card: card('Lightning Bolt'), count: 4 },
        { card: card('Llanowar Elves'), count: 2 },
        { card: card('Mountain'), count: 10 },
        { card: card('Forest'), count: 6 },
      ],
      (c) => c.name === 'Lightning Bolt',
    )
    expect(stats.cards).toBe(22)
    expect(stats.curve[1]).toBe(6)
    expect(stats.curve.reduce((a, b) => a + b, 0)).toBe(6)
    expect(stats.costColors).toMatchObject({ R: 4, G: 2, W: 0 })
    expect(stats.sourceColors.R).toBe(10)
    expect(stats.sourceColors.G).toBe(6 + 2) // Forests and Llanowar Elves
    expect(stats.types).toMatchObject({ Instant: 4, Creature: 2, Land: 16 })
    expect(stats.averageManaValue).toBe(1)
    expect(stats.automatedShare).toBeCloseTo(4 / 22)
  })
})
