// Menu commands from main, Escape, and the status notice.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS, success } from '@shared/bridge'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import App from '../../src-renderer/src/App.vue'
import { handleMenuCommand, isTextField } from '../../src-renderer/src/menu-commands'
import { fakeBridge, install, mountWithPinia, unmountAll } from './fake-bridge'
import type { FakeBridge } from './fake-bridge'

afterEach(unmountAll)

async function mountApp(fake: FakeBridge = install(fakeBridge({ 'rules:list': () => success([]) }))) {
  const wrapper = await mountWithPinia(App)
  return { wrapper, fake }
}

describe('settings at startup', () => {
  it('the saved settings apply as the app starts, before the Settings screen is ever opened', async () => {
    const fake = install(
      fakeBridge({
        'rules:list': () => success([]),
        'settings:get': () => success({ ...DEFAULT_SETTINGS, handOff: 'every-priority', cardImages: true }),
      }),
    )
    await mountApp(fake)
    await flushPromises()
    expect(fake.calls.some((c) => c.channel === 'settings:get')).toBe(true)
    const store = useSettingsStore()
    expect(store.settings).toMatchObject({ handOff: 'every-priority', cardImages: true })
  })
})

describe('menu commands', () => {
  it.each([
    ['new-game', 'New game'],
    ['open', 'Load game'],
    ['rules-reference', 'Rules reference'],
  ] as const)('%s opens %s', async (command, title) => {
    const { wrapper, fake } = await mountApp()
    fake.emit('menu:command', command)
    await flushPromises()
    expect(wrapper.get('h1').text()).toBe(title)
  })

  it('announces that there is nothing to save or undo before a game starts', async () => {
    const { wrapper, fake } = await mountApp()
    fake.emit('menu:command', 'save')
    await flushPromises()
    expect(wrapper.get('[role="status"]').text()).toBe('Nothing to save: no game is in progress.')
    fake.emit('menu:command', 'undo')
    await flushPromises()
    expect(wrapper.get('[role="status"]').text()).toBe('Nothing to undo: no game is in progress.')
  })

  it('stops listening when the app unmounts', async () => {
    const { wrapper, fake } = await mountApp()
    expect(fake.listeners.get('menu:command')?.size).toBe(1)
    wrapper.unmount()
    expect(fake.listeners.get('menu:command')?.size).toBe(0)
  })

  it('gives Undo and Redo to a focused text field', () => {
    const input = document.createElement('input')
    document.body.append(input)
    input.focus()
    const doc = { activeElement: input, execCommand: vi.fn() } as unknown as Document
    const target = { go: vi.fn(), announce: vi.fn() }
    handleMenuCommand('undo', target, doc)
    handleMenuCommand('redo', target, doc)
    expect(doc.execCommand).toHaveBeenNthCalledWith(1, 'undo')
    expect(doc.execCommand).toHaveBeenNthCalledWith(2, 'redo')
    expect(target.announce).not.toHaveBeenCalled()
  })

  it('recognises text fields', () => {
    const text = document.createElement('input')
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' })
    const readOnly = Object.assign(document.createElement('textarea'), { readOnly: true })
    expect(isTextField(text)).toBe(true)
    expect(isTextField(document.createElement('textarea'))).toBe(true)
    expect(isTextField(checkbox)).toBe(false)
    expect(isTextField(readOnly)).toBe(false)
    expect(isTextField(document.createElement('button'))).toBe(false)
    expect(isTextField(null)).toBe(false)
  })
})

describe('keyboard', () => {
  it('Escape goes back to the start screen', async () => {
    const { wrapper } = await mountApp()
    await wrapper.get('button[data-screen="settings"]').trigger('click')
    expect(wrapper.get('h1').text()).toBe('Settings')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await flushPromises()
    expect(wrapper.get('h1').text()).toBe('Hearthside')
  })
})
