// The decks screen: starter decks per variant with their lists and deck checks, and an imported deck file's
// problems (by line, with suggestions) and legality under the chosen variant.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { failure } from '@shared/bridge'
import DecksScreen from '../../../src-renderer/src/screens/DecksScreen.vue'
import { fakeBridge, install, mountWithPinia, unmountAll } from '../fake-bridge'
import { deckAnswers } from './deck-fakes'

afterEach(unmountAll)

async function mountDecks(answers = deckAnswers()) {
  const fake = install(fakeBridge(answers))
  const wrapper = await mountWithPinia(DecksScreen)
  return { wrapper, fake }
}

describe('decks', () => {
  it('lists the starter decks of the chosen variant; opening one shows its list and its check', async () => {
    const { wrapper, fake } = await mountDecks()
    expect(wrapper.get('h1').text()).toBe('Decks')
    const decks = wrapper.findAll('details.starter')
    expect(decks.map((d) => d.get('.starter__name').text())).toEqual(['Red Aggro', 'Green Stompy'])
    expect(decks[0].text()).toContain('60 cards')
    expect(decks[0].text()).toContain('Hasty red creatures and burn.')
    ;(decks[0].element as HTMLDetailsElement).open = true
    await decks[0].trigger('toggle')
    await flushPromises()
    expect(fake.calls.find((c) => c.channel === 'decks:starter')?.request).toEqual({ id: 'normal-red-aggro' })
    expect(fake.calls.find((c) => c.channel === 'decks:check')?.request).toMatchObject({ variant: 'normal' })
    expect(decks[0].text()).toContain('36 Lightning Bolt')
    expect(decks[0].text()).toContain('Sideboard (2)')
    expect(decks[0].get('[data-testid="deck-legal"]').text()).toContain('Legal')
  })

  it('switches variant and asks main for that variant’s starters', async () => {
    const { wrapper, fake } = await mountDecks()
    await wrapper.get('[data-variant="heroic"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.channel === 'decks:starters').at(-1)?.request).toEqual({ variant: 'heroic' })
    expect(wrapper.get('[data-variant="heroic"]').attributes('aria-selected')).toBe('true')
    expect(wrapper.text()).toContain('No starter decks for this variant.')
  })

  it('imports a deck file and shows its problems by line, with suggestions, and the rules it breaks', async () => {
    const { wrapper } = await mountDecks()
    await wrapper.get('[data-action="import-deck"]').trigger('click')
    await flushPromises()
    const deck = wrapper.get('[data-testid="imported-deck"]')
    expect(deck.get('h3').text()).toBe('short (text)')
    expect(deck.text()).toContain('Line 2')
    expect(deck.text()).toContain('Did you mean Lightning Bolt?')
    expect(deck.findAll('[data-testid="deck-problem"]').map((p) => p.text())).toEqual([
      expect.stringMatching(/^CR 100\.2a .*41 cards/),
      expect.stringContaining('unknown-card'),
    ])
    expect(deck.text()).toContain('40 Mountain')
  })

  it('says why an import failed', async () => {
    const { wrapper } = await mountDecks({
      ...deckAnswers(),
      'decks:importFile': () => failure('corrupt', 'image.png is not a deck list (it is a binary file).'),
    })
    await wrapper.get('[data-action="import-deck"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toContain('is not a deck list')
  })
})
