// New Game offers the deck library's decks at every seat (those built for the variant, and those built for none),
// reads the chosen one from the library, checks it with the variant's deck rules and hands it to the game; a deck
// sent from the deck editor is labelled as the editor's, not as an imported file.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@shared/variants'
import { success, type LibraryDeck, type LibraryDeckInfo } from '@shared/bridge'
import NewGameScreen from '../../../src-renderer/src/screens/NewGameScreen.vue'
import { useGameStore, type GameSetup } from '../../../src-renderer/src/stores/game'
import { useDeckEditorStore } from '../../../src-renderer/src/stores/deckEditor'
import { fakeBridge, install } from '../fake-bridge'
import { deckAnswers } from './deck-fakes'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  delete window.hearth
  document.body.innerHTML = ''
})

const info = (id: string, name: string, variant: LibraryDeckInfo['variant']): LibraryDeckInfo => ({
  id,
  name,
  variant,
  cards: 60,
  sideboard: 0,
  hero: null,
  modified: '2026-01-01T00:00:00Z',
})
const DECKS = [info('burn', 'Burn', 'normal'), info('any', 'Anything', null), info('mh', 'Hero Red', 'manahearth')]
const BURN: LibraryDeck = {
  id: 'burn',
  name: 'Burn',
  variant: 'normal',
  main: [
    { count: 24, name: 'Mountain' },
    { count: 36, name: 'Lightning Bolt' },
  ],
  sideboard: [],
  maybe: [{ count: 2, name: 'Shock' }],
  hero: null,
  type: null,
  notes: '',
  created: '2026-01-01T00:00:00Z',
  modified: '2026-01-01T00:00:00Z',
}

async function mountNewGame(before?: () => void) {
  const fake = install(
    fakeBridge({
      ...deckAnswers(),
      'rules:get': () => ({ ok: false, error: { code: 'not-found', message: 'x' } }),
      'library:list': () => success(DECKS),
      'library:get': (request) => success({ ...BURN, id: (request as { id: string }).id }),
    }),
  )
  const pinia = createPinia()
  setActivePinia(pinia)
  before?.()
  const started: GameSetup[] = []
  vi.spyOn(useGameStore(), 'start').mockImplementation((setup: GameSetup) => void started.push(setup))
  wrapper = mount(NewGameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { wrapper, fake, started }
}

describe('new game with the deck library', () => {
  it('every seat offers the variant’s library decks and those for no variant; the chosen one plays', async () => {
    const { wrapper, fake, started } = await mountNewGame()
    for (const seat of ['0', '1']) {
      const options = wrapper.findAll(`[data-seat="${seat}"] optgroup[label="Your decks"] option`)
      expect(options.map((o) => [o.attributes('value'), o.text()])).toEqual([
        ['library:burn', 'Burn (deck library, 60 cards)'],
        ['library:any', 'Anything (deck library, 60 cards)'],
      ])
    }
    await wrapper.get('[data-seat="1"] select[data-field="deck"]').setValue('library:burn')
    await flushPromises()
    expect(fake.calls.some((c) => c.channel === 'library:get')).toBe(true)
    expect(wrapper.findAll('[data-testid="deck-legal"]')).toHaveLength(2)
    await wrapper.get('form').trigger('submit')
    expect(started).toHaveLength(1)
    const ben = started[0].players[1]
    expect(ben.deckName).toBe('Burn')
    expect(ben.deck.filter((n) => n === 'Lightning Bolt')).toHaveLength(36)
    // The maybe board is not part of the deck.
    expect(ben.deck).not.toContain('Shock')
  })

  it('a deck sent from the deck editor sits in seat 1, labelled as the editor’s', async () => {
    const { wrapper } = await mountNewGame(() => {
      const editor = useDeckEditorStore()
      editor.edit({ ...BURN, name: 'Edited burn' })
      editor.play()
    })
    const select = wrapper.get('[data-seat="0"] select[data-field="deck"]')
    expect((select.element as HTMLSelectElement).value).toBe('file')
    const chosen = select.findAll('option').find((o) => o.attributes('value') === 'file')!
    expect(chosen.text().replace(/\s+/g, ' ')).toBe('Edited burn (deck editor, 60 cards)')
  })
})
