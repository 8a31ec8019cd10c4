// The cards screen: searching the card database by name, exact cost (ruling MA-6), type, colour and mana value.
// The bridge is answered from the bundled starter pool, searched as main's cards service does (src-main/cards/service.ts
// is tested in test/main/cards/service.test.ts, and end to end in test/e2e/newgame.spec.ts).
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, success } from '@shared/bridge'
import type { CardQuery } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import { parseManaCost } from '@shared/mana'
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
  const fake = install(
    fakeBridge({
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
    expect(fake.calls.at(-1)).toEqual({ channel: 'cards:find', request: { limit: 100, cost: '{U}{U}' } })
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
})
