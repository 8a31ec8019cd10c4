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
  { id: 'rulings', title: 'Rulings', summary: 'Rulings.', format: 'markdown' },
]
const TEXTS: Record<string, string> = {
  readme: '# The rules this project implements',
  manahearth: '# Manahearth\nDecks are 31 cards.',
  rulings: [
    '# Rulings',
    '',
    'A ruling marked **option** is a default. <script>alert(1)</script> <b style="color:red">x</b>',
    '',
    '## Mana (mana.txt)',
    '- MA-5 **option** Mana burn',
    '',
    '| id | rule |',
    '|:---|---:|',
    '| MA-5 | burn |',
    '',
    '[a link](https://example.com) ![a picture](https://example.com/x.png)',
  ].join('\n'),
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
    expect(buttons.map((b) => b.get('.rules__document-title').text())).toEqual([
      'About the rules',
      'Manahearth',
      'Rulings',
    ])
    expect(buttons[0].attributes('aria-current')).toBe('page')
    expect(wrapper.get('article h2').text()).toBe('About the rules')
    // The app's own player's guide, rendered from Markdown, not the project's notes about its files.
    const guide = wrapper.get('article [data-test="markdown"]')
    expect(guide.get('h1').text()).toBe('About the rules')
    expect(guide.findAll('table tbody tr').length).toBeGreaterThanOrEqual(5)
    expect(guide.text()).not.toContain('this project')
    expect(buttons[0].get('.rules__summary').text()).not.toContain('where their texts come from')
  })

  it('renders Markdown with markdown-it: headings, tables, bold; raw HTML shown as text, no inline styles, links as text', async () => {
    const { wrapper } = await mountRules()
    await wrapper.findAll('nav button')[2].trigger('click')
    await flushPromises()
    const md = wrapper.get('article [data-test="markdown"]')
    expect(md.get('h1').text()).toBe('Rulings')
    // The heading's file name is a note for developers: gone.
    expect(md.get('h2').text()).toBe('Mana')
    expect(md.findAll('strong').map((b) => b.text())).toEqual(['option', 'option'])
    expect(md.get('li').text()).toBe('MA-5 option Mana burn')
    expect(md.findAll('th').map((th) => th.text())).toEqual(['id', 'rule'])
    expect(md.findAll('td').map((td) => td.classes())).toEqual([['align-left'], ['align-right']])
    // html: false: the text's tags are escaped text; nothing carries a style attribute (the page's CSP).
    expect(md.find('script').exists()).toBe(false)
    expect(md.find('b').exists()).toBe(false)
    expect(md.text()).toContain('<script>alert(1)</script>')
    expect(md.element.querySelectorAll('[style]')).toHaveLength(0)
    expect(md.find('a').exists()).toBe(false)
    expect(md.find('img').exists()).toBe(false)
    expect(md.text()).toContain('a link')
  })

  it('opens another document when its button is pressed', async () => {
    const { wrapper, fake } = await mountRules()
    await wrapper.findAll('nav button')[1].trigger('click')
    await flushPromises()
    expect(fake.calls.at(-1)).toEqual({ channel: 'rules:get', request: { id: 'manahearth' } })
    expect(wrapper.get('article pre').text()).toContain('Decks are 31 cards.')
    expect(wrapper.findAll('nav button')[1].attributes('aria-current')).toBe('page')
    expect(wrapper.find('article [data-test="markdown"]').exists()).toBe(false)
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
