// The rules reference (F1) during a game opens over the table, which stays mounted and inert underneath; Back and
// Escape close it and return to the table as it was.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { success } from '@shared/bridge'
import App from '../../src-renderer/src/App.vue'
import { useScreenStore } from '../../src-renderer/src/stores/screen'
import { fakeBridge, install, mountWithPinia, unmountAll } from './fake-bridge'

afterEach(unmountAll)

async function mountAtGame() {
  const fake = install(fakeBridge({ 'rules:list': () => success([]) }))
  const wrapper = await mountWithPinia(App)
  const screen = useScreenStore()
  screen.go('game')
  await flushPromises()
  return { wrapper, fake, screen }
}

describe('the rules reference over a game', () => {
  it('F1 from the menu opens over the table, which stays mounted and inert; Escape returns to it', async () => {
    const { wrapper, fake, screen } = await mountAtGame()
    const table = wrapper.get('main.game')
    fake.emit('menu:command', 'rules-reference')
    await flushPromises()
    expect(screen.current).toBe('game')
    expect(wrapper.find('[data-testid="rules-overlay"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="rules-overlay"] [role="dialog"] h1').text()).toBe('Rules reference')
    // The same table element, not a new one: nothing of it was unmounted.
    expect(wrapper.get('main.game').element).toBe(table.element)
    expect(table.attributes('inert')).toBeDefined()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await flushPromises()
    expect(wrapper.find('[data-testid="rules-overlay"]').exists()).toBe(false)
    expect(screen.current).toBe('game')
    expect(wrapper.get('main.game').element).toBe(table.element)
    expect(table.attributes('inert')).toBeUndefined()
  })

  it('the F1 key opens it too, and its Back button returns to the game', async () => {
    const { wrapper, screen } = await mountAtGame()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F1', bubbles: true }))
    await flushPromises()
    const back = wrapper.get('[data-testid="rules-overlay"] button')
    expect(back.text()).toContain('Back to the game')
    await back.trigger('click')
    expect(screen.overlay).toBeNull()
    expect(screen.current).toBe('game')
  })

  it('away from a game, F1 opens the rules screen itself', async () => {
    install(fakeBridge({ 'rules:list': () => success([]) }))
    const wrapper = await mountWithPinia(App)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F1', bubbles: true }))
    await flushPromises()
    expect(useScreenStore().current).toBe('rules')
    expect(wrapper.find('[data-testid="rules-overlay"]').exists()).toBe(false)
  })
})
