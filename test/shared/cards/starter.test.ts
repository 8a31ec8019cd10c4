import { describe, expect, it } from 'vitest'
import { starterDecks, starterPool } from '@shared/cards/starter'
import { variantIds } from '@shared/variants' // registers the manifests, which name each variant's deck rules
import { checkDeck, typalIdentity } from '@shared/cards/deckRules'
import { parseDeckList } from '@shared/cards/decklist'
import { costKey } from '@shared/mana'

describe('the bundled starter pool', () => {
  const pool = starterPool()

  it('has 250 or more real cards, all readable', () => {
    expect(pool.size).toBeGreaterThanOrEqual(250)
  })

  it('has planeswalkers with loyalty abilities (Manahearth heroes, ruling MH-10)', () => {
    const walkers = pool.search({ type: 'planeswalker' })
    expect(walkers.length).toBeGreaterThanOrEqual(4)
    for (const w of walkers) expect(w.faces.some((f) => f.loyaltyAbilities.length >= 2)).toBe(true)
  })

  it('has legendary creatures of several creature types (Heroic heroes, ruling HE-2)', () => {
    const legends = pool.search({ type: 'legendary creature' })
    const types = new Set(legends.flatMap((c) => typalIdentity(c).types))
    expect(legends.length).toBeGreaterThanOrEqual(4)
    expect(types.size).toBeGreaterThanOrEqual(3)
  })

  it('has many cards sharing mana costs (Mental Magic, ruling MA-6)', () => {
    const byCost = new Map<string, number>()
    for (const c of pool.all())
      for (const f of c.faces)
        if (f.manaCost) byCost.set(costKey(f.manaCost), (byCost.get(costKey(f.manaCost)) ?? 0) + 1)
    expect([...byCost.values()].filter((n) => n >= 4).length).toBeGreaterThanOrEqual(5)
  })

  it("returns a fresh pool each time (a scenario's cards do not leak into the next game)", () => {
    const a = starterPool()
    a.add({ ...a.all()[0], name: 'Scenario Only Card' })
    expect(starterPool().byName('Scenario Only Card')).toBeUndefined()
  })
})

describe('the bundled starter decks', () => {
  const pool = starterPool()
  const decks = starterDecks()

  it('has two ready-to-play decks for each variant and for the normal game', () => {
    for (const variant of variantIds()) {
      expect(decks.filter((d) => d.variant === variant).length, variant).toBeGreaterThanOrEqual(2)
    }
  })

  for (const deck of starterDecks()) {
    it(`${deck.id} is legal for ${deck.variant}`, () => {
      const list = parseDeckList(deck.text)
      expect(list.errors).toEqual([])
      expect(checkDeck(deck.variant, list, pool).problems).toEqual([])
    })
  }
})
