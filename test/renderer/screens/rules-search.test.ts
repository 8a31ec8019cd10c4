// Searching the rules reference: matching lines across every rules text and ruling, highlighted; ruling ids such as
// MH-10 are found as whole ids. The texts are the real ones the app ships (resources/rules).
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, success } from '@shared/bridge'
import type { RulesDocumentId, RulesDocumentInfo } from '@shared/bridge'
import readme from '../../../resources/rules/README.md?raw'
import rulings from '../../../resources/rules/RULINGS.md?raw'
import heroic from '../../../resources/rules/heroic.txt?raw'
import combat from '../../../resources/rules/magic-combat-rules.txt?raw'
import mana from '../../../resources/rules/mana.txt?raw'
import manahearth from '../../../resources/rules/manahearth.txt?raw'
import mental from '../../../resources/rules/mental-magic.txt?raw'
import RulesScreen from '../../../src-renderer/src/screens/RulesScreen.vue'
import { searchPattern, segmentsOf, useRulesStore } from '../../../src-renderer/src/stores/rules'
import { fakeBridge, install, mountWithPinia, unmountAll } from '../fake-bridge'

const TEXTS: Record<RulesDocumentId, [string, string]> = {
  readme: ['About the rules', readme],
  rulings: ['Rulings', rulings],
  manahearth: ['Manahearth', manahearth],
  heroic: ['Heroic', heroic],
  'magic-combat-rules': ['Magic Combat Rules', combat],
  'mental-magic': ['Mental Magic', mental],
  mana: ['Mana', mana],
}
const DOCS: RulesDocumentInfo[] = Object.entries(TEXTS).map(([id, [title]]) => ({
  id: id as RulesDocumentId,
  title,
  summary: '',
  format: id === 'readme' || id === 'rulings' ? 'markdown' : 'text',
}))

afterEach(unmountAll)

async function mountRules() {
  const fake = install(
    fakeBridge({
      'rules:list': () => success(DOCS),
      'rules:get': (request) => {
        const doc = DOCS.find((d) => d.id === (request as { id: string }).id)
        return doc ? success({ ...doc, text: TEXTS[doc.id][1] }) : failure('not-found', 'no such text')
      },
    }),
  )
  const wrapper = await mountWithPinia(RulesScreen)
  await vi.waitFor(() => expect(wrapper.find('article [data-test="markdown"]').exists()).toBe(true))
  return { wrapper, fake }
}

async function searchFor(w: ReturnType<typeof mount>, text: string) {
  await w.get('#rules-query').setValue(text)
  // Every text read.
  await vi.waitFor(() =>
    expect(
      w.find('.rules__count').exists() &&
        w.get('.rules__count').text() !== 'Searching…' &&
        Object.keys(useRulesStore().texts).length === 7,
    ).toBe(true),
  )
  await flushPromises()
}

describe('rules search', () => {
  it('finds a ruling by its id, MH-10, and not MH-1 or MH-11 (ruling MH-10)', async () => {
    const { wrapper } = await mountRules()
    await searchFor(wrapper, 'MH-10')
    const rulings = wrapper.get('[data-document="rulings"]')
    const matches = rulings.findAll('[data-testid="rules-match"]')
    // The ruling itself, as it reads (no list bullet); no other ruling, and no note for the app's developers.
    expect(matches.map((m) => m.text().slice(0, 28))).toEqual(['MH-10 Hero ability: at sorce'])
    for (const match of matches) expect(match.findAll('mark').map((m) => m.text())).toEqual(['MH-10'])
  })

  it('finds text across every document, case-insensitively, marking each occurrence', async () => {
    const { wrapper } = await mountRules()
    await searchFor(wrapper, 'mulligan')
    const groups = wrapper.findAll('.rules__result-group').map((g) => g.attributes('data-document'))
    expect(groups).toEqual(expect.arrayContaining(['rulings', 'manahearth']))
    for (const mark of wrapper.findAll('.rules__results mark')) expect(mark.text().toLowerCase()).toBe('mulligan')
    expect(wrapper.get('.rules__count').text()).toMatch(/^\d+ matches in \d+ texts$/)
  })

  it('opens a match in its document, with the matches highlighted there', async () => {
    const { wrapper } = await mountRules()
    await searchFor(wrapper, 'Manahearth Zone')
    const first = wrapper.get('[data-document="manahearth"] [data-testid="rules-match"]')
    await first.trigger('click')
    await flushPromises()
    expect(wrapper.get('article h2').text()).toBe('Manahearth')
    const marks = wrapper.findAll('article mark')
    expect(marks.length).toBeGreaterThan(0)
    expect(marks.every((m) => m.text() === 'Manahearth Zone')).toBe(true)
  })

  it("reads as a player's guide: no notes for the app's developers, no file names", async () => {
    const { wrapper } = await mountRules()
    for (const words of ['code comments', 'this project', '.txt', 'edit source']) {
      await searchFor(wrapper, words)
      expect(wrapper.get('.rules__count').text(), words).toBe('Nothing found')
    }
  })

  it('says when nothing matches, and shows the whole text again when the search is cleared', async () => {
    const { wrapper } = await mountRules()
    await searchFor(wrapper, 'xyzzy plugh')
    expect(wrapper.get('.rules__count').text()).toBe('Nothing found')
    await wrapper.get('#rules-query').setValue('')
    expect(wrapper.find('.rules__results').exists()).toBe(false)
    expect(wrapper.findAll('article mark')).toHaveLength(0)
  })
})

describe('rules search patterns', () => {
  it('a ruling id matches as a whole id', () => {
    const pattern = searchPattern('MH-1')!
    expect(segmentsOf('- MH-1 Decks; MH-10 and MH-11 are other rulings', pattern).filter((s) => s.match)).toEqual([
      { text: 'MH-1', match: true },
    ])
  })

  it('a comprehensive rules reference matches as a whole number (CR 601.2f)', () => {
    const pattern = searchPattern('CR 601.2')!
    expect(segmentsOf('see CR 601.2f and CR 601.2', pattern).filter((s) => s.match)).toHaveLength(1)
  })

  it('ignores one-letter searches', () => {
    expect(searchPattern(' a ')).toBeNull()
  })
})
