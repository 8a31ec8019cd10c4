// The decks practice offers: the deck editor's deck (its Heroic hero and Type, and its cards from the imported
// database, come along) and the deck library's decks, read from main only when chosen.
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { success } from '@shared/bridge'
import { parseDeckList } from '@shared/cards/decklist'
import { starterPool } from '@shared/cards/starter'
import type { CardDefinition } from '@shared/cards/model'
import {
  editorChoice,
  editorDeck,
  EDITOR_DECK_ID,
  libraryDecks,
  listLibraryDecks,
  loadLibraryDeck,
  practiceDecks,
  resolveDeck,
} from '../../src-renderer/src/practice/decks'
import { fakeBridge, install } from './fake-bridge'

const bolt = starterPool().byName('Lightning Bolt')!
/** A card of an imported database, outside the bundled pool. */
const zap: CardDefinition = { ...bolt, id: 'zap-from-the-database', name: 'Zap From The Database' }

describe('practice decks', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    editorDeck.value = null
    libraryDecks.splice(0)
  })

  it('HE-2: the editor’s Heroic deck keeps its hero and type; a database card comes with its definition', () => {
    const choice = editorChoice(
      {
        name: 'Elves',
        variant: 'heroic',
        main: [
          { count: 4, name: 'Llanowar Elves' },
          { count: 2, name: zap.name },
        ],
        sideboard: [{ count: 1, name: 'Ezuri, Renegade Leader' }],
        hero: 'Ezuri, Renegade Leader',
        type: 'Elf',
      },
      (name) => (name === zap.name ? zap : undefined),
    )
    expect(choice.id).toBe(EDITOR_DECK_ID)
    expect(parseDeckList(choice.text)).toMatchObject({ hero: 'Ezuri, Renegade Leader', type: 'Elf' })
    expect(choice.cards).toEqual([zap])
    editorDeck.value = choice
    expect(practiceDecks('heroic')[0].id).toBe(EDITOR_DECK_ID)
    expect(practiceDecks('normal').some((d) => d.id === EDITOR_DECK_ID)).toBe(false)
    const deck = resolveDeck(choice)
    expect(deck.hero).toBe('Ezuri, Renegade Leader')
    expect(deck.main).toHaveLength(6)
    expect(deck.cards.map((c) => c.name)).toContain(zap.name)
  })

  it('lists the library’s decks (a deck without a variant in every variant) and reads one when chosen', async () => {
    const fake = install(
      fakeBridge({
        'library:list': () =>
          success([
            { id: 'burn', name: 'Burn', variant: 'normal', cards: 3, sideboard: 0, hero: null, modified: '' },
            { id: 'any', name: 'Any', variant: null, cards: 1, sideboard: 0, hero: null, modified: '' },
          ]),
        'library:get': () =>
          success({
            id: 'burn',
            name: 'Burn',
            variant: 'normal',
            main: [{ count: 3, name: 'Lightning Bolt' }],
            sideboard: [],
            maybe: [{ count: 1, name: 'Shock' }],
            hero: null,
            type: null,
            notes: '',
            created: '',
            modified: '',
          }),
      }),
    )
    await listLibraryDecks()
    expect(practiceDecks('normal').map((d) => d.id)).toEqual(expect.arrayContaining(['library:burn', 'library:any']))
    expect(practiceDecks('manahearth').map((d) => d.id)).toContain('library:any')
    expect(practiceDecks('manahearth').map((d) => d.id)).not.toContain('library:burn')
    const burn = practiceDecks('normal').find((d) => d.id === 'library:burn')!
    expect(resolveDeck(burn).main).toEqual([]) // not read yet
    await loadLibraryDeck(burn, 'normal')
    const loaded = practiceDecks('normal').find((d) => d.id === 'library:burn')!
    expect(loaded.library).toEqual({ id: 'burn', loaded: true })
    expect(resolveDeck(loaded).main).toEqual(['lightning-bolt', 'lightning-bolt', 'lightning-bolt'])
    // Every card is in the bundled pool: main is not asked for definitions.
    expect(fake.calls.map((c) => c.channel)).toEqual(['library:list', 'library:get'])
  })
})
