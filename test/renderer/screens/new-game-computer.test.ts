// New Game's seat picker: each seat is a person or the computer (Easy, Normal, Hard); the setup names the
// computer's seats; the choice is remembered with the names and colours; a computer piloting a deck with text the
// engine doesn't run is told how many cards it will skip.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@shared/variants'
import { DEFAULT_SETTINGS, success, type DeckList, type Settings } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import NewGameScreen from '../../../src-renderer/src/screens/NewGameScreen.vue'
import { byHandCards, SEAT_PLAYERS } from '../../../src-renderer/src/components/newgame/seats'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import type { GameSetup } from '../../../src-renderer/src/stores/game'
import { fakeBridge, install } from '../fake-bridge'
import { checkDeck, deckAnswers } from './deck-fakes'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  delete window.hearth
  document.body.innerHTML = ''
})

/** A card whose text no rule of the engine runs (resolved by hand at a person's seat). */
function byHandCard(): CardDefinition {
  const bears = starterPool().byName('Grizzly Bears')!
  return {
    ...bears,
    id: 'moon-golem',
    name: 'Moon Golem',
    faces: [{ ...bears.faces[0], name: 'Moon Golem', oracleText: 'Whenever the moon is full, sing a verse of it.' }],
  }
}

const WITH_GOLEMS: DeckList = {
  name: 'Golems',
  format: 'text',
  main: [
    { count: 57, name: 'Mountain' },
    { count: 3, name: 'Moon Golem' },
  ],
  sideboard: [],
  hero: null,
  type: null,
  problems: [],
}

async function mountNewGame(saved: Partial<Settings> = {}) {
  let settings: Partial<Settings> = saved
  const fake = install(
    fakeBridge({
      ...deckAnswers(WITH_GOLEMS),
      // The imported deck's card outside the starter pool comes with its check, as main sends it.
      'decks:check': (request) => {
        const result = checkDeck(request)
        const names = (request as { deck: DeckList }).deck.main.map((e) => e.name)
        return result.ok && names.includes('Moon Golem') ? success({ ...result.value, cards: [byHandCard()] }) : result
      },
      'settings:get': () => success({ ...DEFAULT_SETTINGS, ...settings }),
      'settings:set': (patch) => {
        settings = { ...settings, ...(patch as Partial<Settings>) }
        return success({ ...DEFAULT_SETTINGS, ...settings })
      },
      'rules:get': () => ({ ok: false, error: { code: 'not-found', message: 'x' } }),
    }),
  )
  const pinia = createPinia()
  setActivePinia(pinia)
  const game = useGameStore()
  const started: GameSetup[] = []
  vi.spyOn(game, 'start').mockImplementation((setup: GameSetup) => void started.push(setup))
  wrapper = mount(NewGameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { wrapper, fake, started }
}

const playedBy = (w: ReturnType<typeof mount>, seat: number) =>
  w.get(`[data-seat="${seat}"] select[data-field="player"]`)

describe('new game: who plays each seat', () => {
  it('offers a person or the computer at three levels; people by default', async () => {
    const { wrapper } = await mountNewGame()
    const options = playedBy(wrapper, 1)
      .findAll('option')
      .map((o) => [o.attributes('value'), o.text()])
    expect(options).toEqual([
      ['person', 'Person'],
      ['easy', 'Computer — Easy'],
      ['normal', 'Computer — Normal'],
      ['hard', 'Computer — Hard'],
    ])
    expect(SEAT_PLAYERS.map((p) => p.id)).toEqual(['person', 'easy', 'normal', 'hard'])
    expect((playedBy(wrapper, 0).element as HTMLSelectElement).value).toBe('person')
    expect((playedBy(wrapper, 1).element as HTMLSelectElement).value).toBe('person')
  })

  it('one person against the computer: the setup names its seat and level, and Start remembers it', async () => {
    const { wrapper, fake, started } = await mountNewGame()
    await playedBy(wrapper, 1).setValue('normal')
    await wrapper.get('[data-seat="1"] input[data-field="name"]').setValue('Ben')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(started).toHaveLength(1)
    expect(started[0].computers).toEqual({ 1: 'normal' })
    expect(fake.calls.filter((c) => c.channel === 'settings:set').at(-1)?.request).toEqual({
      newGamePlayers: [
        { name: 'Player 1', color: expect.any(String) },
        { name: 'Ben', color: expect.any(String), computer: 'normal' },
      ],
    })
  })

  it('computers only (to watch) and people only both start', async () => {
    const { wrapper, started } = await mountNewGame()
    await playedBy(wrapper, 0).setValue('easy')
    await playedBy(wrapper, 1).setValue('hard')
    await wrapper.get('form').trigger('submit')
    await playedBy(wrapper, 0).setValue('person')
    await playedBy(wrapper, 1).setValue('person')
    await wrapper.get('form').trigger('submit')
    expect(started.map((s) => s.computers)).toEqual([{ 0: 'easy', 1: 'hard' }, {}])
  })

  it('the last game’s seats come back: the computer’s seat at its level', async () => {
    const { wrapper } = await mountNewGame({
      newGamePlayers: [
        { name: 'Ann', color: '#fb7185' },
        { name: 'Ben', color: '#a3e635', computer: 'hard' },
      ],
    })
    await flushPromises()
    expect((playedBy(wrapper, 0).element as HTMLSelectElement).value).toBe('person')
    expect((playedBy(wrapper, 1).element as HTMLSelectElement).value).toBe('hard')
  })

  it('a computer piloting a deck with by-hand text is told how many cards it will skip; a person is not', async () => {
    const { wrapper } = await mountNewGame()
    await wrapper.get('[data-seat="1"] [data-action="import-deck"]').trigger('click')
    await flushPromises()
    const seat = () => wrapper.get('[data-seat="1"]')
    // A person resolves them by hand: no note.
    expect(seat().find('[data-testid="by-hand-note"]').exists()).toBe(false)
    await playedBy(wrapper, 1).setValue('normal')
    expect(seat().get('[data-testid="by-hand-note"]').text()).toBe('3 cards resolve by hand; the computer skips them.')
    // A starter deck the engine runs in full: no note.
    await playedBy(wrapper, 0).setValue('easy')
    expect(wrapper.get('[data-seat="0"]').find('[data-testid="by-hand-note"]').exists()).toBe(false)
  })

  it('counts by-hand copies (the hero too) and nothing for cards the engine runs', () => {
    const list = (main: DeckList['main'], hero: string | null = null): DeckList => ({ ...WITH_GOLEMS, main, hero })
    expect(byHandCards(list([{ count: 20, name: 'Mountain' }]))).toBe(0)
    expect(byHandCards(list([{ count: 2, name: 'Moon Golem' }]), [byHandCard()])).toBe(2)
    expect(byHandCards(list([{ count: 1, name: 'Mountain' }], 'Moon Golem'), [byHandCard()])).toBe(1)
  })
})
