// The table with the computer: a person alone with it sits down without a cover and sees its hand as card backs;
// the header names the computer's seats and says when it is thinking; with computers only, every hand shows.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { twoPlayers } from '../table/helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
})

function setUp(pace: 'instant' | 'readable') {
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings = { ...DEFAULT_SETTINGS, computerPace: pace }
  return { pinia, game: useGameStore() }
}

const names = (game: ReturnType<typeof useGameStore>, p: number) => [
  ...new Set(game.state!.players[p].zones.hand.map((id) => game.state!.cards[game.state!.objects[id].def].name)),
]

describe('the table with the computer', () => {
  it('a person alone with it: no cover, its hand as card backs, its seat named, "Ben (computer) is thinking…"', async () => {
    const { pinia, game } = setUp('readable')
    game.start(twoPlayers({ start: 0, computers: { 1: 'normal' } }))
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.find('[data-testid="hand-off"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="computer-seats"]').text()).toBe('Ben: computer (Normal)')
    // Ann keeps; Ben's mulligan is the computer's, at the readable pace: the table says it is thinking.
    await wrapper.get('[data-testid="keep"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="thinking"]').text()).toBe('Ben (computer) is thinking…')
    expect(wrapper.get('[data-testid="seat"]').text()).toBe('Ann at the table')
    expect(wrapper.findAll('section[data-player="1"] .player__hand .card--back')).toHaveLength(7)
    const html = wrapper.html()
    for (const name of names(game, 1).filter((n) => !names(game, 0).includes(n))) expect(html).not.toContain(name)
    // Undo works while it thinks: back to Ann's keep.
    await wrapper.get('[data-testid="undo"]').trigger('click')
    expect(game.history!.cursor).toBe(0)
    expect(wrapper.find('[data-testid="keep"]').exists()).toBe(true)
  })

  it('computers only: every hand shows, read-only, and nobody is asked to take a seat', async () => {
    const { pinia, game } = setUp('readable')
    game.start(twoPlayers({ computers: { 0: 'easy', 1: 'hard' } }))
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.find('[data-testid="hand-off"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="watching"]').text()).toBe('Computers only: every hand shows')
    const html = wrapper.html()
    for (const p of [0, 1]) for (const name of names(game, p)) expect(html).toContain(name)
    expect(wrapper.find('[data-testid="pass"]').exists()).toBe(false)
  })
})
