// The table labels the computer's seats: a "Computer (Normal)" badge beside the player's name, and a quiet
// "thinking…" on that seat while the session is in its computer state (the game store's thinking).
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { viewFor } from '@shared/engine'
import PlayerArea from '../../../src-renderer/src/components/table/PlayerArea.vue'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { startedGame, twoPlayers } from '../table/helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
})

describe("the computer's seat on the table", () => {
  it('a computer seat shows "Computer (Hard)" beside the name; a person\'s seat shows no badge', () => {
    const { pinia, game } = startedGame(twoPlayers())
    const view = viewFor(game.state!, 0)
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 1, viewer: 0, color: '#60a5fa', computer: 'hard' },
      global: { plugins: [pinia] },
    })
    const header = wrapper.get('.player__header')
    expect(header.get('[data-testid="computer-badge"]').text()).toBe('Computer (Hard)')
    expect(wrapper.find('[data-testid="computer-thinking"]').exists()).toBe(false)
    expect(wrapper.classes()).not.toContain('player--thinking')
    wrapper.unmount()
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f87171' },
      global: { plugins: [pinia] },
    })
    expect(wrapper.find('[data-testid="computer-badge"]').exists()).toBe(false)
  })

  it('the seat says "thinking…" while the computer decides for it, and not once it no longer decides (undo)', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    // The readable pace holds the computer's decision long enough to see the thinking state.
    useSettingsStore().settings = { ...DEFAULT_SETTINGS, computerPace: 'readable' }
    const game = useGameStore()
    game.start(twoPlayers({ start: 0, computers: { 1: 'normal' } }))
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const seat = (p: number) => wrapper!.get(`section.player[data-player="${p}"]`)
    expect(seat(1).get('[data-testid="computer-badge"]').text()).toBe('Computer (Normal)')
    expect(seat(0).find('[data-testid="computer-badge"]').exists()).toBe(false)
    expect(seat(1).find('[data-testid="computer-thinking"]').exists()).toBe(false)
    // Ann keeps; Ben's mulligan is the computer's: the session is in its computer state, Ben's seat is thinking.
    await wrapper.get('[data-testid="keep"]').trigger('click')
    await flushPromises()
    expect(game.thinking).toBe(1)
    expect(wrapper.get('[data-testid="thinking"]').text()).toBe('Ben (computer) is thinking…')
    expect(seat(1).get('[data-testid="computer-badge"] [data-testid="computer-thinking"]').text()).toBe('thinking…')
    expect(seat(0).find('[data-testid="computer-thinking"]').exists()).toBe(false)
    expect(seat(1).classes()).toContain('player--thinking')
    expect(seat(0).classes()).not.toContain('player--thinking')
    // Undo back to Ann's keep: the computer is no longer deciding, and the seat says so.
    await wrapper.get('[data-testid="undo"]').trigger('click')
    await flushPromises()
    expect(game.thinking).toBe(null)
    expect(seat(1).find('[data-testid="computer-thinking"]').exists()).toBe(false)
    expect(seat(1).get('[data-testid="computer-badge"]').text()).toBe('Computer (Normal)')
  })
})
