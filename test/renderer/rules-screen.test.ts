// The rules reference view.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { failure, success } from '@shared/bridge'
import type { RulesDocumentInfo } from '@shared/bridge'
import RulesScreen from '../../src-renderer/src/screens/RulesScreen.vue'
import { fakeBridge, install } from './fake-bridge'

const DOCS: RulesDocumentInfo[] = [
  { id: 'readme', title: 'About the rules', summary: 'The variants.', format: 'markdown' },
  { id: 'manahearth', title: 'Manahearth', summary: 'Heroes and a shared land zone.', format: 'text' },
]
const TEXTS: Record<string, string> = {
  readme: '# The rules this project implements',
  manahearth: '# Manahearth\nDecks are 31 cards.',
}

afterEach(() => {
  delete window.hearth
  document.body.innerHTML = ''
})

async function mountRules(
  rulesGet = (request: unknown) => {
    const id = (request as { id: string }).id
    const doc = DOCS.find((d) => d.id === id)!
    return success({ ...doc, text: TEXTS[id] })
  },
) {
  const fake = install(fakeBridge({ 'rules:list': () => success(DOCS), 'rules:get': rulesGet }))
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(RulesScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { wrapper, fake }
}

describe('rules reference', () => {
  it('lists the documents and opens the first', async () => {
    const { wrapper } = await mountRules()
    const buttons = wrapper.findAll('nav[aria-label="Rules documents"] button')
    expect(buttons.map((b) => b.get('.rules__document-title').text())).toEqual(['About the rules', 'Manahearth'])
    expect(buttons[0].attributes('aria-current')).toBe('page')
    expect(wrapper.get('article h2').text()).toBe('About the rules')
    expect(wrapper.get('article pre').text()).toBe(TEXTS.readme)
  })

  it('opens another document when its button is pressed', async () => {
    const { wrapper, fake } = await mountRules()
    await wrapper.findAll('nav button')[1].trigger('click')
    await flushPromises()
    expect(fake.calls.at(-1)).toEqual({ channel: 'rules:get', request: { id: 'manahearth' } })
    expect(wrapper.get('article pre').text()).toContain('Decks are 31 cards.')
    expect(wrapper.findAll('nav button')[1].attributes('aria-current')).toBe('page')
    expect(wrapper.findAll('nav button')[0].attributes('aria-current')).toBeUndefined()
  })

  it('shows why a document could not be opened', async () => {
    const { wrapper } = await mountRules(() =>
      failure('not-found', 'The rules text "About the rules" (README.md) is missing from this installation.'),
    )
    expect(wrapper.get('[role="alert"]').text()).toContain('is missing from this installation')
    expect(wrapper.find('article').exists()).toBe(false)
  })
})
