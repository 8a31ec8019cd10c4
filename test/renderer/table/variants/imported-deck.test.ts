// Starting a game with an imported deck: cards outside the starter pool come with the setup (GameSetup.cards,
// from decks:check) and are resolved by name like the starter pool's; the new game screen passes them on.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { success } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import NewGameScreen from '../../../../src-renderer/src/screens/NewGameScreen.vue'
import { resolveDecks, useGameStore } from '../../../../src-renderer/src/stores/game'
import { fakeBridge, install } from '../../fake-bridge'
import { checkDeck, deckAnswers } from '../../screens/deck-fakes'
import { deck, twoPlayers } from '../helpers'

const bears = starterPool().byName('Grizzly Bears')!
const homemade: CardDefinition = {
  ...bears,
  id: 'test:homemade-bear',
  name: 'Homemade Bear',
  faces: bears.faces.map((f) => ({ ...f, name: 'Homemade Bear' })),
}

describe('an imported deck at Start', () => {
  const setup = () => {
    const base = twoPlayers()
    return {
      ...base,
      players: [{ ...base.players[0], deck: deck({ Forest: 8, 'Homemade Bear': 12 }) }, base.players[1]],
    }
  }

  it('fails with the unknown name without the definitions', () => {
    expect(() => resolveDecks(setup())).toThrow('Ann\'s deck names "Homemade Bear", which is not a known card')
  })

  it('starts with the definitions passed in GameSetup.cards', () => {
    setActivePinia(createPinia())
    const game = useGameStore()
    game.start({ ...setup(), cards: [homemade] })
    const s = game.state!
    expect(s.cards['test:homemade-bear'].name).toBe('Homemade Bear')
    const all = [...s.players[0].zones.library, ...s.players[0].zones.hand]
    expect(all.filter((id) => s.objects[id].def === 'test:homemade-bear')).toHaveLength(12)
    // Saved with the game (the setup carries the definitions).
    expect(game.saveInput()!.cards.map((c) => c.name)).toContain('Homemade Bear')
  })
})

describe('the new game screen with an imported deck', () => {
  it('passes the definitions decks:check found outside the starter pool to start(setup)', async () => {
    const imported = {
      name: 'homemade',
      format: 'text',
      main: [{ count: 60, name: 'Homemade Bear' }],
      sideboard: [],
      hero: null,
      type: null,
      problems: [],
    }
    install(
      fakeBridge({
        ...deckAnswers(imported),
        'decks:check': (request) => {
          const names = (request as { deck: { main: { name: string }[] } }).deck.main.map((e) => e.name)
          const answer = checkDeck(request)
          return answer.ok && names.includes('Homemade Bear') ? success({ ...answer.value, cards: [homemade] }) : answer
        },
        'rules:get': () => ({ ok: false, error: { code: 'not-found', message: 'x' } }),
      }),
    )
    const pinia = createPinia()
    setActivePinia(pinia)
    const game = useGameStore()
    const started: unknown[] = []
    vi.spyOn(game, 'start').mockImplementation((setup) => void started.push(setup))
    const wrapper = mount(NewGameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    await wrapper.get('[data-seat="0"] [data-action="import-deck"]').trigger('click')
    await flushPromises()
    await wrapper.get('form').trigger('submit')
    expect(started).toHaveLength(1)
    expect(started[0]).toMatchObject({ cards: [homemade] })
    wrapper.unmount()
    delete window.hearth
  })
})
