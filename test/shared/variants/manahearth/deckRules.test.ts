// Ruling MH-1 deck rules (the 'manahearth' deck rules) and the rule-3.4 format option ("Modern Manahearth").
import { describe, expect, it } from 'vitest'
import { cardFromScryfall } from '@shared/cards/scryfall'
import { CardPool } from '@shared/cards/pool'
import { parseDeckList } from '@shared/cards/decklist'
import { starterDecks, starterPool } from '@shared/cards/starter'
import '@shared/variants' // the manifests name each variant's deck rules
import { checkDeck } from '@shared/cards/deckRules'
import { checkManahearthDeck, manahearthVariant } from '@shared/variants/manahearth'

const card = (name: string, type: string, legalities: Record<string, string> = {}) =>
  cardFromScryfall({
    object: 'card',
    name,
    layout: 'normal',
    mana_cost: '{1}',
    cmc: 1,
    type_line: type,
    oracle_text: '',
    colors: [],
    color_identity: [],
    keywords: [],
    legalities,
    ...(type.includes('Planeswalker') ? { loyalty: '3' } : {}),
  })

describe('ruling MH-1: Manahearth deck rules', () => {
  it('the variant checks decks with the manahearth deck rules', () => {
    expect(manahearthVariant.deckRules).toBe('manahearth')
  })

  it('both starter decks are legal (31 cards, planeswalkers, two copies at most, legendary singleton)', () => {
    const pool = starterPool()
    const decks = starterDecks().filter((d) => d.variant === 'manahearth')
    expect(decks).toHaveLength(2)
    for (const d of decks)
      expect(checkManahearthDeck(parseDeckList(d.text), pool)).toEqual({ legal: true, problems: [] })
  })

  it('reports 32 cards, a third copy, a second legendary copy, no planeswalker and a banned card', () => {
    const pool = new CardPool([
      card('Grizzly Bear Cub', 'Creature — Bear'),
      card('Old Hero', 'Legendary Creature — Human'),
      card('Chaos Orb', 'Artifact'),
      card('Some Walker', 'Legendary Planeswalker — Someone'),
    ])
    const rules = (text: string) =>
      checkManahearthDeck(parseDeckList(text), pool).problems.map((p) => `${p.rule}: ${p.message}`)
    expect(rules('1 Some Walker\n31 Grizzly Bear Cub')).toEqual(
      expect.arrayContaining([
        'MH-1: the deck has 32 cards; it must have exactly 31',
        'MH-1: 31 copies of "Grizzly Bear Cub"; at most 2',
      ]),
    )
    expect(rules('2 Old Hero\n29 Grizzly Bear Cub').join('\n')).toMatch(
      /2 copies of "Old Hero"; at most 1 \(legendary cards: one copy\)/,
    )
    expect(rules('2 Old Hero\n29 Grizzly Bear Cub').join('\n')).toMatch(/needs at least one planeswalker/)
    expect(rules('1 Some Walker\n1 Chaos Orb\n29 Grizzly Bear Cub').join('\n')).toMatch(/"Chaos Orb" is banned/)
  })

  it('rule 3.4: "Modern Manahearth" / "Standard Manahearth" restrict cards by their legality in that format', () => {
    const cards = [card('Walker', 'Legendary Planeswalker — W', { modern: 'legal', standard: 'legal' })]
    for (let i = 0; i < 15; i++)
      cards.push(card(`Card ${i}`, 'Creature — Bear', { modern: 'legal', standard: i === 3 ? 'not_legal' : 'legal' }))
    const pool = new CardPool(cards)
    const deck = parseDeckList(['1 Walker', ...cards.slice(1).map((c) => `2 ${c.name}`)].join('\n'))
    expect(checkManahearthDeck(deck, pool)).toEqual({ legal: true, problems: [] })
    expect(checkManahearthDeck(deck, pool, 'Modern Manahearth')).toEqual({ legal: true, problems: [] })
    expect(checkDeck('manahearth', deck, pool, { format: 'Standard Manahearth' }).problems).toEqual([
      { rule: 'CR 100.6', message: '"Card 3" is not legal in standard' },
    ])
  })
})
