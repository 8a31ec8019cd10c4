// The start screen: what a player sees first, and where each button leads.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { failure, success } from '@shared/bridge'
import type { SaveEntry } from '@shared/bridge'
import App from '../../src-renderer/src/App.vue'
import { APP_INFO, fakeBridge, install } from './fake-bridge'

const LABELS = [
  'New game',
  'Continue',
  'Load game',
  'Practice',
  'Decks',
  'Card database',
  'Rules reference',
  'Settings',
]

function mountApp() {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(App, { global: { plugins: [pinia] }, attachTo: document.body })
}

let wrapper: ReturnType<typeof mountApp> | null = null
beforeEach(() => install(fakeBridge()))
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  delete window.hearth
})

describe('start screen', () => {
  it('shows the title and the eight entries in order, as buttons in the main menu', async () => {
    wrapper = mountApp()
    await flushPromises()
    expect(wrapper.get('h1').text()).toBe('Hearthside')
    const nav = wrapper.get('nav[aria-label="Main menu"]')
    const labels = nav.findAll('button .start__label').map((label) => label.text())
    expect(labels).toEqual(LABELS)
    for (const button of nav.findAll('button')) expect(button.attributes('type')).toBe('button')
  })

  it('puts the keyboard focus on New game', async () => {
    wrapper = mountApp()
    await flushPromises()
    expect(document.activeElement?.textContent).toContain('New game')
  })

  it('describes each button with its hint', async () => {
    wrapper = mountApp()
    await flushPromises()
    const rules = wrapper.get('button[data-screen="rules"]')
    const hint = wrapper.get(`#${rules.attributes('aria-describedby')}`)
    expect(hint.text()).toBe('Every variant’s rules and rulings')
  })

  it('shows the version the main process reports', async () => {
    wrapper = mountApp()
    await flushPromises()
    expect(wrapper.get('.start__footer').text()).toBe(`Version ${APP_INFO.version}`)
  })

  it('says what Continue will resume when there is a recent save', async () => {
    install(
      fakeBridge({
        'saves:latest': () =>
          success({
            id: 'a.json',
            path: '/u/saves/a.json',
            kind: 'auto',
            size: 1,
            modifiedAt: '',
            formatVersion: 2,
            meta: {
              gameId: 'a',
              name: 'Friday night',
              variant: 'manahearth',
              players: ['Ann', 'Ben'],
              turn: 7,
              round: null,
              activePlayer: 0,
              summary: '',
              savedAt: '',
              actionCount: 3,
            },
          } satisfies SaveEntry),
      }),
    )
    wrapper = mountApp()
    await flushPromises()
    expect(wrapper.get('#hint-continue').text()).toBe('Friday night — Ann vs Ben, turn 7')
  })

  it('shows an error when the app information can’t be read', async () => {
    install(fakeBridge({ 'app:info': () => failure('internal', 'Something went wrong: disk on fire') }))
    wrapper = mountApp()
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('Something went wrong: disk on fire')
  })

  it.each([
    ['new-game', 'New game'],
    ['continue', 'Continue'],
    ['load', 'Load game'],
    ['decks', 'Decks'],
    ['cards', 'Card database'],
    ['settings', 'Settings'],
  ])('%s opens its screen, which takes the focus, and Back returns', async (screen, title) => {
    wrapper = mountApp()
    await flushPromises()
    await wrapper.get(`button[data-screen="${screen}"]`).trigger('click')
    await flushPromises()
    expect(wrapper.get('h1').text()).toBe(title)
    // Every screen is real now: no "Coming soon" placeholder is left.
    expect(wrapper.text()).not.toContain('Coming soon')
    expect(document.activeElement).toBe(wrapper.get('h1').element)
    await wrapper.get('button.button--quiet').trigger('click')
    await flushPromises()
    expect(wrapper.get('h1').text()).toBe('Hearthside')
    expect(document.activeElement).toBe(wrapper.get(`button[data-screen="${screen}"]`).element)
  })
})
