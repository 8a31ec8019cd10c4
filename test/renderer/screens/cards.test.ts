// The cards screen: searching the card database with the deck editor's query language (o:, t:, …), and by name,
// exact cost (ruling MA-6), type, colour and mana value. The bridge is answered from the bundled starter pool by
// main's own card search (src-main/decks/cardSearch.ts) and, for the nearest names, as main's cards service does.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@shared/variants'
import { failure, success } from '@shared/bridge'
import type { CardQuery } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import { parseManaCost } from '@shared/mana'
import { createCardSearch } from '../../../src-main/decks/cardSearch'
import CardsScreen from '../../../src-renderer/src/screens/CardsScreen.vue'
import { fakeBridge, install, mountWithPinia, unmountAll } from '../fake-bridge'

afterEach(unmountAll)

async function mountCards() {
  const pool = starterPool()
  const summary = (c: CardDefinition) => ({
    name: c.name,
    manaCost: c.faces[0].manaCostText,
    manaValue: c.manaValue,
    typeLine: c.faces.map((f) => f.typeLine).join(' // '),
  })
  const cardSearch = createCardSearch({ pool: async () => pool, source: async () => 'starter' })
  const fake = install(
    fakeBridge({
      'library:searchCards': async (request) => {
        const { query, limit } = request as { query: string; limit?: number }
        return success(await cardSearch.search(query, limit))
      },
      'cards:status': () => success({ source: 'starter', cards: pool.size, origin: null, importedAt: null }),
      'cards:find': (request) => {
        const { name, limit, ...rest } = request as CardQuery
        if (rest.cost) {
          try {
            parseManaCost(rest.cost)
          } catch {
            return failure('invalid-input', `The mana cost "${rest.cost}" can't be read`)
          }
        }
        // Names starting with the text first, then names containing it.
        const byPrefix = name ? pool.search({ ...rest, prefix: name }) : []
        let found = name
          ? [...byPrefix, ...pool.search({ ...rest, name }).filter((c) => !byPrefix.includes(c))]
          : pool.search(rest)
        found = found.slice(0, limit)
        if (!found.length && name) found = pool.suggest(name).map((n) => pool.byName(n)!)
        return success(found.map(summary))
      },
    }),
  )
  const wrapper = await mountWithPinia(CardsScreen)
  await vi.waitFor(() => expect(wrapper.find('[data-testid="card-db-status"]').exists()).toBe(true))
  return { wrapper, fake }
}

async function search(w: ReturnType<typeof mount>, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await w.get(`input[name="${name}"]`).setValue(value)
  await w.get('form').trigger('submit')
  await vi.waitFor(() => expect(w.find('.cards__count, [role="alert"]').exists()).toBe(true))
  await flushPromises()
}

const rows = (w: ReturnType<typeof mount>) =>
  w.findAll('[data-testid="card-row"]').map((r) => r.findAll('th, td').map((c) => c.text()))

describe('card search', () => {
  it('says which database it searches', async () => {
    const { wrapper } = await mountCards()
    expect(wrapper.get('[data-testid="card-db-status"]').text()).toMatch(/the bundled starter pool: \d+ cards/)
  })

  it('finds by name and shows name, cost (mana symbols), type line and mana value', async () => {
    const { wrapper } = await mountCards()
    await search(wrapper, { name: 'lightning' })
    expect(rows(wrapper)[0]).toEqual(['Lightning Bolt', '', 'Instant', '1'])
    expect(wrapper.get('[data-testid="card-row"] [data-testid="mana-cost"]').attributes('aria-label')).toBe('{R}')
  })

  it('finds the nearest names for a misspelt one', async () => {
    const { wrapper } = await mountCards()
    await search(wrapper, { name: 'Lightnig Bolt' })
    expect(rows(wrapper).map((r) => r[0])).toContain('Lightning Bolt')
  })

  it('finds by exact mana cost, typed with or without braces (ruling MA-6)', async () => {
    const { wrapper, fake } = await mountCards()
    await search(wrapper, { cost: 'uu' })
    expect(fake.calls.at(-1)).toEqual({ channel: 'library:searchCards', request: { limit: 100, query: 'm:{U}{U}' } })
    const names = rows(wrapper).map((r) => r[0])
    expect(names).toContain('Counterspell')
    for (const label of wrapper
      .findAll('[data-testid="card-row"] [data-testid="mana-cost"]')
      .map((m) => m.attributes('aria-label')))
      expect(label).toBe('{U}{U}')
  })

  it('finds by type, colour and mana value together', async () => {
    const { wrapper } = await mountCards()
    await wrapper.get('input[name="color-G"]').setValue(true)
    await search(wrapper, { type: 'creature', manaValue: '1' })
    const found = rows(wrapper)
    expect(found.map((r) => r[0])).toContain('Llanowar Elves')
    expect(found.every((r) => /Creature/.test(r[2]) && r[3] === '1')).toBe(true)
  })

  it('says when nothing is found, and shows why a search was refused', async () => {
    const { wrapper } = await mountCards()
    await search(wrapper, { name: 'zzzzzzzzzzzz' })
    expect(wrapper.get('.cards__count').text()).toBe('No cards found.')
    await search(wrapper, { name: '', cost: '{Q}' })
    expect(wrapper.get('[role="alert"]').text()).toContain('{Q}')
  })

  it('takes the deck editor’s query language: o: searches the rules text, beside t:; a wrong query says where', async () => {
    const { wrapper } = await mountCards()
    await search(wrapper, { query: 'o:"draw a card" t:instant' })
    const found = rows(wrapper)
    expect(found.length).toBeGreaterThan(0)
    const pool = starterPool()
    for (const [name] of found) {
      const def = pool.byName(name)!
      expect(def.faces.some((f) => /draw a card/i.test(f.oracleText))).toBe(true)
      expect(def.faces.some((f) => /Instant/.test(f.typeLine))).toBe(true)
    }
    await search(wrapper, { query: 'c:z' })
    expect(wrapper.get('[data-testid="query-error"]').text()).toMatch(/^At \d+/)
  })

  it('shows the found card’s rules text beside the list, and its whole card with each line marked on a click', async () => {
    const { wrapper } = await mountCards()
    await search(wrapper, { query: 'lightning bolt' })
    expect(wrapper.get('[data-testid="card-preview"]').text()).toContain('Lightning Bolt deals 3 damage to any target.')
    await wrapper.get('[data-testid="card-row"] button').trigger('click')
    const { cardDetail } = await import('../../../src-renderer/src/components/cards/cardDetail')
    expect(cardDetail.value?.name).toBe('Lightning Bolt')
    expect(cardDetail.value?.faces[0].lines[0]).toMatchObject({ automated: true })
  })
})
