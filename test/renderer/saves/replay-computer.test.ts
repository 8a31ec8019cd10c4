// The replay viewer labels the seats the computer played, at the level the save records for each player.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { success } from '@shared/bridge'
import type { SavePlayer } from '@shared/saves/format'
import ReplayScreen from '../../../src-renderer/src/screens/ReplayScreen.vue'
import { useReplayStore } from '../../../src-renderer/src/stores/replay'
import { fakeBridge, install } from '../fake-bridge'
import { playedGame, type PlayedGame } from './fixtures'

let game: PlayedGame
beforeAll(() => {
  game = playedGame(40, 8)
})

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  delete window.hearth
  document.body.innerHTML = ''
})

/** The played game's save with each player's `computer` level as given (undefined: a person). */
async function mountReplay(levels: SavePlayer['computer'][]) {
  const save = { ...game.save, players: game.save.players.map((p, i) => ({ ...p, computer: levels[i] })) }
  install(fakeBridge({ 'saves:load': () => success({ ...game.loaded, save }) }))
  const pinia = createPinia()
  setActivePinia(pinia)
  expect(await useReplayStore(pinia).open('friday.json')).toBe(true)
  wrapper = mount(ReplayScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
}
const badge = (p: number) => wrapper!.get(`section[data-player="${p}"] h3`).find('[data-testid="computer-badge"]')

describe('the replay viewer and the computer', () => {
  it('labels a seat the computer played "Computer (Hard)" beside its name, and a person\'s seat not at all', async () => {
    await mountReplay([undefined, 'hard'])
    expect(badge(1).text()).toBe('Computer (Hard)')
    expect(badge(0).exists()).toBe(false)
    // The replay never thinks: the badge has no thinking state.
    expect(wrapper!.find('[data-testid="computer-thinking"]').exists()).toBe(false)
  })

  it('reads each seat its own level from the save', async () => {
    await mountReplay(['easy', 'normal'])
    expect(badge(0).text()).toBe('Computer (Easy)')
    expect(badge(1).text()).toBe('Computer (Normal)')
  })

  it('a save of people only shows no badge', async () => {
    await mountReplay([undefined, undefined])
    expect(wrapper!.find('[data-testid="computer-badge"]').exists()).toBe(false)
  })
})
