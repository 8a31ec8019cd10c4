// The deck editor's store: boards and counts, the hero slot per variant (HE-2: the hero is one of the sideboard's
// cards; MH-1: a Manahearth deck's heroes are its planeswalkers), live legality naming rulings, Legal-in for every
// registered variant, and the query's error position.
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { variantIds } from '@shared/variants'
import { useDeckEditorStore } from '../../src-renderer/src/stores/deckEditor'

describe('deck editor store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('adds and removes copies with counts; the last copy removed takes the line away', () => {
    const editor = useDeckEditorStore()
    editor.newDeck('normal')
    editor.add('Lightning Bolt', 'main')
    editor.add('Lightning Bolt', 'main')
    editor.add('Shock', 'sideboard')
    editor.add('Giant Growth', 'maybe')
    expect(editor.counts).toEqual({ main: 2, sideboard: 1, maybe: 1 })
    editor.remove('Lightning Bolt', 'main')
    expect(editor.deck.main).toEqual([{ count: 1, name: 'Lightning Bolt' }])
    editor.remove('Lightning Bolt', 'main')
    expect(editor.deck.main).toEqual([])
    expect(editor.dirty).toBe(true)
  })

  it('undoes and redoes each change, a hero swap as one step; opening a deck starts a fresh history', () => {
    const editor = useDeckEditorStore()
    editor.newDeck('heroic')
    expect(editor.canUndo).toBe(false)
    editor.add('Lightning Bolt', 'main')
    editor.add('Llanowar Elves', 'hero')
    editor.add('Elvish Mystic', 'hero')
    editor.remove('Lightning Bolt', 'main')
    editor.remove('Shock', 'main') // not in the deck: no change, no step
    expect(editor.undo()).toBe(true)
    expect(editor.deck.main).toEqual([{ count: 1, name: 'Lightning Bolt' }])
    expect(editor.undo()).toBe(true)
    expect(editor.deck.hero).toBe('Llanowar Elves')
    expect(editor.deck.sideboard).toEqual([{ count: 1, name: 'Llanowar Elves' }])
    expect(editor.redo()).toBe(true)
    expect(editor.deck.hero).toBe('Elvish Mystic')
    expect(editor.deck.sideboard.map((e) => e.name)).toEqual(['Elvish Mystic'])
    editor.add('Shock', 'sideboard') // a new change drops what could be redone
    expect(editor.canRedo).toBe(false)
    editor.newDeck('normal')
    expect(editor.canUndo).toBe(false)
    expect(editor.undo()).toBe(false)
  })

  it('HE-2: the Heroic hero slot names the hero and puts it in the sideboard; a new hero replaces it', () => {
    const editor = useDeckEditorStore()
    editor.newDeck('heroic')
    expect(editor.heroSlot).toBe('named')
    editor.add('Llanowar Elves', 'hero')
    expect(editor.deck.hero).toBe('Llanowar Elves')
    expect(editor.deck.sideboard).toEqual([{ count: 1, name: 'Llanowar Elves' }])
    editor.add('Elvish Mystic', 'hero')
    expect(editor.deck.hero).toBe('Elvish Mystic')
    expect(editor.deck.sideboard.map((e) => e.name)).toEqual(['Elvish Mystic'])
  })

  it('MH-1: the Manahearth hero slot adds the planeswalker to the deck, and the problems name MH-1', () => {
    const editor = useDeckEditorStore()
    editor.newDeck('manahearth')
    expect(editor.current?.result.problems.map((p) => p.rule)).toContain('MH-1')
    editor.add('Chandra Nalaar', 'hero')
    expect(editor.deck.main).toEqual([{ count: 1, name: 'Chandra Nalaar' }])
    expect(editor.current?.result.problems.some((p) => p.message.includes('planeswalker'))).toBe(false)
    expect(editor.current?.result.problems.some((p) => p.message.includes('exactly 31'))).toBe(true)
  })

  it('judges the deck in every registered variant (Legal in: …)', () => {
    const editor = useDeckEditorStore()
    editor.newDeck(null)
    expect(editor.legality.map((v) => v.id)).toEqual(variantIds())
    expect(editor.legality.every((v) => !v.result.legal)).toBe(true) // an empty deck is legal nowhere
    editor.add('Forest', 'main', 60)
    expect(editor.legality.find((v) => v.id === 'normal')?.result.legal).toBe(true) // CR 100.2a: 60 cards
  })

  it('a bad query gives its position and no results', () => {
    const editor = useDeckEditorStore()
    editor.query = 'pow>=x'
    expect(editor.results.cards).toEqual([])
    expect(editor.results.error?.position).toBe(5)
    editor.query = 't:creature c:g'
    expect(editor.results.cards.map((c) => c.name)).toContain('Llanowar Elves')
  })
})
