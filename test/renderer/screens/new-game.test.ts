// The new game screen: variants (only registered ones playable), house rules, players, decks checked with the
// variant's deck rules (an illegal deck blocks Start until "Casual: ignore deck rules" is ticked), who starts,
// and the setup handed to the game store.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@shared/variants'
import { listVariants } from '@shared/variants'
import NewGameScreen from '../../../src-renderer/src/screens/NewGameScreen.vue'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import type { GameSetup } from '../../../src-renderer/src/stores/game'
import { useRulesStore } from '../../../src-renderer/src/stores/rules'
import { useScreenStore } from '../../../src-renderer/src/stores/screen'
import { DEFAULT_SETTINGS, success, type Settings } from '@shared/bridge'
import { fakeBridge, install } from '../fake-bridge'
import { deckAnswers } from './deck-fakes'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  delete window.hearth
  document.body.innerHTML = ''
})

async function mountNewGame(answers: Parameters<typeof fakeBridge>[0] = {}) {
  const fake = install(
    fakeBridge({
      ...deckAnswers(),
      'rules:get': () => ({ ok: false, error: { code: 'not-found', message: 'x' } }),
      ...answers,
    }),
  )
  const pinia = createPinia()
  setActivePinia(pinia)
  const game = useGameStore()
  const started: GameSetup[] = []
  vi.spyOn(game, 'start').mockImplementation((setup: GameSetup) => void started.push(setup))
  const screen = useScreenStore()
  screen.go('new-game')
  wrapper = mount(NewGameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { wrapper, fake, started, screen }
}

const startButton = (w: ReturnType<typeof mount>) => w.get('button[type="submit"]')

describe('new game', () => {
  it('offers every variant with a summary; only those registered in the engine can be chosen', async () => {
    const { wrapper } = await mountNewGame()
    const registered = new Set(listVariants().map((v) => v.id))
    const radios = wrapper.findAll('input[name="variant"]')
    expect(radios).toHaveLength(5)
    for (const radio of radios) {
      const id = radio.attributes('value')!
      expect({ id, disabled: radio.element.hasAttribute('disabled') }).toEqual({ id, disabled: !registered.has(id) })
    }
    expect(wrapper.text()).toContain('Normal Magic')
    if (registered.size < 5) expect(wrapper.find('.variant__coming').text()).toBe('coming')
    expect((wrapper.get('input[value="normal"]').element as HTMLInputElement).checked).toBe(true)
  })

  it('links each variant to its rules in the rules reference', async () => {
    const { wrapper, screen } = await mountNewGame()
    const rules = useRulesStore()
    const open = vi.spyOn(rules, 'open').mockResolvedValue()
    const button = wrapper.findAll('.variant__rules').find((b) => b.text() === 'Rules of Manahearth')!
    await button.trigger('click')
    expect(open).toHaveBeenCalledWith('manahearth')
    expect(screen.current).toBe('rules')
  })

  it('starts two players on different starter decks, checked legal, and hands the setup to the game', async () => {
    const { wrapper, fake, started, screen } = await mountNewGame()
    expect(fake.calls.filter((c) => c.channel === 'decks:starters')).toEqual([
      { channel: 'decks:starters', request: { variant: 'normal' } },
    ])
    expect(wrapper.findAll('fieldset.seat')).toHaveLength(2)
    expect(wrapper.findAll('[data-testid="deck-legal"]')).toHaveLength(2)
    expect(startButton(wrapper).attributes('disabled')).toBeUndefined()
    await wrapper.get('form').trigger('submit')
    expect(started).toHaveLength(1)
    const setup = started[0]
    // CR 510.1c: the table asks how multiply blocked creatures divide their damage (the option's appDefault); CR
    // 707.10c: and for the new targets of each copy a spell makes of itself.
    expect(setup).toMatchObject({
      variant: 'normal',
      options: { manaBurn: false, assignCombatDamage: true, chooseCopyTargets: true },
      start: 'random',
    })
    expect((wrapper.get('input[data-option="assignCombatDamage"]').element as HTMLInputElement).checked).toBe(true)
    expect(setup.ignoreDeckRules).toBeUndefined()
    expect(setup.players.map((p) => [p.name, p.deckName, p.deck.length])).toEqual([
      ['Player 1', 'Red Aggro', 60],
      ['Player 2', 'Green Stompy', 60],
    ])
    expect(setup.players[0].deck.filter((n) => n === 'Lightning Bolt')).toHaveLength(36)
    expect(setup.players[0].sideboard).toEqual(['Smash to Smithereens', 'Smash to Smithereens'])
    expect(setup.players[0].color).not.toBe(setup.players[1].color)
    expect(screen.current).toBe('game')
  })

  it('an illegal imported deck lists its problems and blocks Start until "Casual: ignore deck rules" is ticked', async () => {
    const { wrapper, started, screen } = await mountNewGame()
    await wrapper.get('[data-seat="0"] [data-action="import-deck"]').trigger('click')
    await flushPromises()
    const seat = wrapper.get('[data-seat="0"]')
    expect((seat.get('select[data-field="deck"]').element as HTMLSelectElement).value).toBe('file')
    expect(seat.text()).toContain('Line 2')
    expect(seat.text()).toContain('Did you mean Lightning Bolt?')
    expect(seat.find('[data-testid="deck-illegal"]').exists()).toBe(true)
    expect(seat.findAll('[data-testid="deck-problem"]').map((p) => p.text())).toEqual([
      expect.stringContaining('CR 100.2a'),
      expect.stringContaining('unknown-card'),
    ])
    expect(startButton(wrapper).attributes('disabled')).toBeDefined()
    expect(wrapper.get('#new-game-blocker').text()).toContain('Casual: ignore deck rules')
    await wrapper.get('form').trigger('submit')
    expect(started).toHaveLength(0)

    await wrapper.get('input[data-field="casual"]').setValue(true)
    expect(startButton(wrapper).attributes('disabled')).toBeUndefined()
    await wrapper.get('form').trigger('submit')
    expect(started).toHaveLength(1)
    expect(started[0].ignoreDeckRules).toBe(true)
    expect(started[0].players[0]).toMatchObject({ deckName: 'short' })
    expect(started[0].players[0].deck).toHaveLength(41)
    expect(screen.current).toBe('game')
  })

  it('takes names, colours, three players, a house rule and a chosen starting player', async () => {
    const { wrapper, started } = await mountNewGame()
    await wrapper.get('select[data-field="player-count"]').setValue('3')
    await flushPromises()
    expect(wrapper.findAll('fieldset.seat')).toHaveLength(3)
    await wrapper.get('[data-seat="0"] input[data-field="name"]').setValue('Ann')
    await wrapper.get('[data-seat="1"] input[data-field="name"]').setValue('Ben')
    await wrapper.get('[data-seat="2"] input[data-field="name"]').setValue('Cat')
    await wrapper.get('[data-seat="1"] select[data-field="color"]').setValue('#a78bfa')
    await wrapper.get('input[data-option="manaBurn"]').setValue(true)
    const starting = wrapper.get('select[data-field="starting-player"]')
    expect(starting.findAll('option').map((o) => o.text())).toEqual(['Random', 'Ann', 'Ben', 'Cat'])
    await starting.setValue('2')
    await wrapper.get('form').trigger('submit')
    expect(started[0]).toMatchObject({ options: { manaBurn: true }, start: 2 })
    expect(started[0].players.map((p) => p.name)).toEqual(['Ann', 'Ben', 'Cat'])
    expect(started[0].players[1].color).toBe('#a78bfa')
    // The third player got a starter deck too (the first one again).
    expect(started[0].players[2].deckName).toBe('Red Aggro')
  })

  it('needs a name for every player, and different names', async () => {
    const { wrapper, started } = await mountNewGame()
    await wrapper.get('[data-seat="1"] input[data-field="name"]').setValue('Player 1')
    expect(wrapper.get('#new-game-blocker').text()).toBe('Every player needs a different name.')
    await wrapper.get('[data-seat="1"] input[data-field="name"]').setValue('  ')
    expect(wrapper.get('#new-game-blocker').text()).toBe('Player 2 needs a name.')
    await wrapper.get('form').trigger('submit')
    expect(started).toHaveLength(0)
  })

  it('shows why the game could not start, and stays on the screen', async () => {
    const { wrapper, screen } = await mountNewGame()
    vi.spyOn(useGameStore(), 'start').mockImplementation(() => {
      throw new Error('the engine said no')
    })
    await wrapper.get('form').trigger('submit')
    expect(wrapper.get('[role="alert"]').text()).toContain('the engine said no')
    expect(screen.current).toBe('new-game')
  })

  it('remembers the last players: names and colours come back from the settings, and Start saves them', async () => {
    let saved: Partial<Settings> = {
      newGamePlayers: [
        { name: 'Ann', color: '#fb7185' },
        { name: 'Ben', color: '#a3e635' },
        { name: 'Cat', color: '#38bdf8' },
      ],
    }
    const { wrapper, fake, started } = await mountNewGame({
      'settings:get': () => success({ ...DEFAULT_SETTINGS, ...saved }),
      'settings:set': (patch) => {
        saved = { ...saved, ...(patch as Partial<Settings>) }
        return success({ ...DEFAULT_SETTINGS, ...saved })
      },
    })
    await flushPromises()
    expect(wrapper.findAll('fieldset.seat')).toHaveLength(3)
    const name = (i: number) =>
      (wrapper.get(`[data-seat="${i}"] input[data-field="name"]`).element as HTMLInputElement).value
    const color = (i: number) =>
      (wrapper.get(`[data-seat="${i}"] select[data-field="color"]`).element as HTMLSelectElement).value
    expect([name(0), name(1), name(2)]).toEqual(['Ann', 'Ben', 'Cat'])
    expect([color(0), color(1), color(2)]).toEqual(['#fb7185', '#a3e635', '#38bdf8'])
    await wrapper.get('select[data-field="player-count"]').setValue('2')
    await wrapper.get('[data-seat="1"] input[data-field="name"]').setValue('Dora')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(started).toHaveLength(1)
    expect(fake.calls.filter((c) => c.channel === 'settings:set').at(-1)?.request).toEqual({
      newGamePlayers: [
        { name: 'Ann', color: '#fb7185' },
        { name: 'Dora', color: '#a3e635' },
      ],
    })
  })

  it("Heroic's ban list is a labelled box of its own, in the house rules, away from the seats (ruling HE-5)", async () => {
    const { wrapper } = await mountNewGame()
    await wrapper.get('input[value="heroic"]').setValue(true)
    await flushPromises()
    const box = wrapper.get('textarea[data-option="banList"]')
    const label = wrapper.get(`label[for="${box.attributes('id')}"]`)
    expect(label.text()).toMatch(/^Banned cards/)
    expect(wrapper.get(`#${box.attributes('aria-describedby')}`).text()).toContain('checked for every deck')
    expect(box.element.closest('.new-game__seats')).toBeNull()
    expect(box.element.closest('.house-rules')).not.toBeNull()
    await box.setValue('Sol Ring | Black Lotus')
    await flushPromises()
    expect((wrapper.get('textarea[data-option="banList"]').element as HTMLTextAreaElement).value).toBe(
      'Sol Ring | Black Lotus',
    )
  })

  it('keeps Start in a footer that stays at the bottom of the window', async () => {
    const { wrapper } = await mountNewGame()
    const footer = wrapper.get('footer.new-game__footer')
    expect(footer.find('button[type="submit"]').exists()).toBe(true)
    expect(footer.find('#new-game-blocker').exists() || !wrapper.find('#new-game-blocker').exists()).toBe(true)
  })
})
