// Building a drafted deck in the deck editor (CR 100.2b, CR 100.4b): the pool and the basic lands are the card
// source, a pool card moves between the sideboard (the rest of the pool) and the main deck, the "limited" rule set
// judges the deck (40 cards, basic lands free, no card beyond the pool's copies), and leaving the build brings back
// the whole pool and every variant's check.
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterCardDefinitions } from '@shared/cards/starter'
import { useDeckEditorStore, type LimitedBuild } from '../../src-renderer/src/stores/deckEditor'

const defs = starterCardDefinitions()
const isBasic = (d: (typeof defs)[number]) =>
  d.faces[0].supertypes.includes('Basic') && d.faces[0].types.includes('Land')
const spells = defs.filter((d) => !d.faces[0].types.includes('Land')).slice(0, 30)
const basics = defs.filter(isBasic)

function build(): LimitedBuild {
  const pool = spells.map((d) => d.name)
  return { title: 'Test set', seat: 0, person: 'Ann', pool, cards: [...spells, ...basics] }
}

describe('a limited build in the deck editor', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('CR 100.2b: the pool is the card source, 23 spells and 17 basic lands are legal, the rest of the pool is the sideboard', () => {
    const editor = useDeckEditorStore()
    const main = [...spells.slice(0, 23).map((d) => ({ name: d.name, count: 1 })), { name: basics[0].name, count: 17 }]
    editor.buildLimited(build(), "Ann's deck", main)
    expect(editor.limited?.person).toBe('Ann')
    expect(editor.counts.main).toBe(40)
    expect(editor.counts.sideboard).toBe(7)
    expect(editor.current?.id).toBe('limited')
    expect(editor.current?.result.problems).toEqual([])
    // The search holds only the pool and the basic lands.
    const shown = new Set(editor.results.cards.map((c) => c.name))
    expect(shown).toEqual(new Set([...spells, ...basics].map((d) => d.name)))
    const outside = defs.find((d) => !shown.has(d.name))!
    editor.query = `!"${outside.name}"`
    expect(editor.results.error).toBeNull()
    expect(editor.results.cards).toEqual([])
  })

  it('CR 100.4b: a pool card moves between the sideboard and the main deck; too few cards or copies beyond the pool are problems', () => {
    const editor = useDeckEditorStore()
    const main = [...spells.slice(0, 23).map((d) => ({ name: d.name, count: 1 })), { name: basics[0].name, count: 17 }]
    editor.buildLimited(build(), "Ann's deck", main)
    const card = spells[0].name
    editor.remove(card, 'main')
    expect(editor.deck.sideboard.find((e) => e.name === card)?.count).toBe(1)
    expect(editor.current?.result.legal).toBe(false)
    expect(editor.current?.result.problems.map((p) => p.rule)).toContain('CR 100.2b')
    editor.add(card, 'main')
    expect(editor.deck.sideboard.find((e) => e.name === card)).toBeUndefined()
    expect(editor.current?.result.legal).toBe(true)
    // Basic lands are free; a second copy of a card the pool holds once is not.
    editor.add(basics[1].name, 'main', 5)
    expect(editor.current?.result.legal).toBe(true)
    editor.add(card, 'main')
    expect(editor.current?.result.problems.map((p) => p.message).join(' ')).toContain('the pool has 1')
  })

  it('leaving the build gives back the whole pool and every variant', () => {
    const editor = useDeckEditorStore()
    editor.buildLimited(build(), "Ann's deck", [])
    editor.endLimited()
    expect(editor.limited).toBeNull()
    expect(editor.legality.map((v) => v.id)).toContain('normal')
    expect(editor.results.cards.length).toBeGreaterThan(spells.length + basics.length)
  })
})
