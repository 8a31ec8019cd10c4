// The saved-games screen: the list with metadata, sort and search, delete with confirmation, rename,
// duplicate, export, import, show in folder, resume, replay, Continue, and clear messages for broken files.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, success } from '@shared/bridge'
import type { SaveEntry } from '@shared/bridge'
import LoadScreen from '../../../src-renderer/src/screens/LoadScreen.vue'
import { useGameStore, type GameSetup } from '../../../src-renderer/src/stores/game'
import { useReplayStore } from '../../../src-renderer/src/stores/replay'
import { useScreenStore } from '../../../src-renderer/src/stores/screen'
import { fakeBridge, install, type FakeBridge } from '../fake-bridge'
import { entry, playedGame } from './fixtures'

const ENTRIES: SaveEntry[] = [
  entry('friday.json'),
  entry('friday.auto-3.json', { turn: 8, round: 4, activePlayer: 0, summary: 'Turn 8 · Ann 14 life, Ben 6 life' }),
  entry('heroic-duel.json', {
    gameId: 'duel',
    name: 'Heroic duel',
    variant: 'heroic',
    players: ['Cleo', 'Dan', 'Eve'],
    turn: 12,
    round: null,
    winner: 2,
    summary: 'Eve won',
  }),
  {
    id: 'broken.json',
    path: '/u/saves/broken.json',
    kind: 'manual',
    size: 10,
    modifiedAt: '2026-11-19T10:00:00.000Z',
    formatVersion: null,
    meta: null,
    problem: {
      code: 'truncated',
      message: '"/u/saves/broken.json" is incomplete: the save stops part-way (after 10 bytes).',
      file: '/u/saves/broken.json',
    },
  },
]

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  delete window.hearth
  document.body.innerHTML = ''
  vi.useRealTimers()
})

function mountLoad(
  answers: Parameters<typeof fakeBridge>[0] = {},
  mode: 'load' | 'continue' = 'load',
): { fake: FakeBridge; pinia: Pinia } {
  const fake = install(fakeBridge({ 'saves:list': () => success(ENTRIES), ...answers }))
  const pinia = createPinia()
  setActivePinia(pinia)
  wrapper = mount(LoadScreen, { props: { mode }, global: { plugins: [pinia] }, attachTo: document.body })
  return { fake, pinia }
}

const item = (id: string) => wrapper!.get(`li[data-id="${id}"]`)
const button = (id: string, label: string) =>
  item(id)
    .findAll('button')
    .find((b) => b.text() === label)!
const callsTo = (fake: FakeBridge, channel: string) => fake.calls.filter((c) => c.channel === channel)

describe('the saved-games list', () => {
  it('shows each save with its players, variant, turn and round, whose turn, saved time and summary', async () => {
    mountLoad()
    await flushPromises()
    expect(wrapper!.get('h1').text()).toBe('Load game')
    expect(wrapper!.findAll('li.save').map((li) => li.attributes('data-id'))).toEqual(ENTRIES.map((e) => e.id))
    const friday = item('friday.json')
    expect(friday.get('h2').text()).toBe('Friday night')
    expect(friday.text()).toContain('Ann vs Ben · Normal Magic')
    expect(friday.get('[data-test="turn"]').text()).toBe('Turn 7, round 4')
    expect(friday.get('[data-test="whose"]').text()).toBe('Ben’s turn')
    expect(friday.get('time').attributes('datetime')).toBe('2026-11-20T20:15:00.000Z')
    expect(friday.get('time').text()).toBe(`saved ${new Date('2026-11-20T20:15:00.000Z').toLocaleString()}`)
    expect(friday.text()).toContain('Turn 7 · Ann 14 life, Ben 9 life')
    // The autosave is the same game: listed under it as an earlier turn, without the game's name again.
    const auto = item('friday.auto-3.json')
    expect(auto.text()).toContain('Autosave')
    expect(auto.element.closest('details')?.querySelector('summary')?.textContent).toBe('Earlier turns (1)')
    expect(auto.find('h2').exists()).toBe(false)
    const duel = item('heroic-duel.json')
    expect(duel.text()).toContain('Cleo vs Dan vs Eve · Heroic')
    expect(duel.get('[data-test="turn"]').text()).toBe('Turn 12')
    expect(duel.get('[data-test="whose"]').text()).toBe('Eve won')
  })

  it('a file that does not read shows the problem and offers Show in folder and Delete, not Resume', async () => {
    const { fake } = mountLoad({ 'saves:showInFolder': () => success(undefined) })
    await flushPromises()
    const broken = item('broken.json')
    expect(broken.text()).toContain('is incomplete: the save stops part-way')
    expect(broken.findAll('button').map((b) => b.text())).toEqual(['Show in folder', 'Delete'])
    await button('broken.json', 'Show in folder').trigger('click')
    expect(callsTo(fake, 'saves:showInFolder').at(-1)?.request).toEqual({ id: 'broken.json' })
  })

  it('sorts by name, variant, turn or saved time, each press of the same key reversing the order', async () => {
    const { fake } = mountLoad()
    await flushPromises()
    expect(callsTo(fake, 'saves:list')[0].request).toEqual({ sort: 'savedAt', order: 'desc' })
    const sortButton = (label: string) =>
      wrapper!
        .get('[aria-label="Sort by"]')
        .findAll('button')
        .find((b) => b.text().startsWith(label))!
    await sortButton('Name').trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({ sort: 'name', order: 'asc' })
    expect(sortButton('Name').attributes('aria-pressed')).toBe('true')
    await sortButton('Name').trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({ sort: 'name', order: 'desc' })
    await sortButton('Turn').trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({ sort: 'turn', order: 'desc' })
  })

  it('shows all files, only the games saved by hand, or only the autosaves', async () => {
    const { fake } = mountLoad()
    await flushPromises()
    const select = wrapper!.get('.saves__kind select')
    await select.setValue('auto')
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({ sort: 'savedAt', order: 'desc', kind: 'auto' })
    await select.setValue('manual')
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({ sort: 'savedAt', order: 'desc', kind: 'manual' })
    await select.setValue('all')
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({ sort: 'savedAt', order: 'desc' })
  })

  it('searches as the player types, and says when nothing matches', async () => {
    vi.useFakeTimers()
    const { fake } = mountLoad({
      'saves:list': (request) => success((request as { search?: string }).search ? [] : ENTRIES),
    })
    await flushPromises()
    await wrapper!.get('input[type="search"]').setValue('zzz nobody')
    await vi.advanceTimersByTimeAsync(200)
    await flushPromises()
    expect(callsTo(fake, 'saves:list').at(-1)?.request).toEqual({
      sort: 'savedAt',
      order: 'desc',
      search: 'zzz nobody',
    })
    expect(wrapper!.findAll('li.save')).toHaveLength(0)
    expect(wrapper!.text()).toContain('No saved game matches your search.')
  })

  it('Delete asks first; Cancel keeps the save, confirming moves it to the trash and refreshes the list', async () => {
    const { fake } = mountLoad({ 'saves:delete': () => success(undefined) })
    await flushPromises()
    await button('friday.json', 'Delete').trigger('click')
    expect(item('friday.json').get('[role="group"]').text()).toContain('Move “Friday night” to the trash?')
    await button('friday.json', 'Cancel').trigger('click')
    expect(callsTo(fake, 'saves:delete')).toHaveLength(0)
    const lists = callsTo(fake, 'saves:list').length
    await button('friday.json', 'Delete').trigger('click')
    await button('friday.json', 'Move to trash').trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:delete')).toEqual([{ channel: 'saves:delete', request: { id: 'friday.json' } }])
    expect(callsTo(fake, 'saves:list').length).toBe(lists + 1)
    expect(wrapper!.get('[role="status"]').text()).toBe('Moved to the trash.')
  })

  it("renames in place, and shows the bridge's message when the name is refused", async () => {
    let refuse = false
    const { fake } = mountLoad({
      'saves:rename': () =>
        refuse
          ? failure('invalid-input', 'Cannot rename "friday.json": the name is longer than 100 characters.')
          : success(ENTRIES[0]),
    })
    await flushPromises()
    await button('friday.json', 'Rename').trigger('click')
    const input = item('friday.json').get('input')
    expect((input.element as HTMLInputElement).value).toBe('Friday night')
    await input.setValue('  Saturday rematch ')
    await item('friday.json').get('form').trigger('submit')
    await flushPromises()
    expect(callsTo(fake, 'saves:rename').at(-1)?.request).toEqual({ id: 'friday.json', name: 'Saturday rematch' })
    refuse = true
    await button('friday.json', 'Rename').trigger('click')
    await item('friday.json').get('input').setValue('x'.repeat(100))
    await item('friday.json').get('form').trigger('submit')
    await flushPromises()
    expect(wrapper!.get('.saves__problem').text()).toContain('the name is longer than 100 characters')
  })

  it('duplicates, exports and imports through the bridge', async () => {
    const { fake } = mountLoad({
      'saves:duplicate': () => success(entry('copy.json')),
      'saves:export': () => success(true),
      'saves:import': () => success(entry('imported.json')),
    })
    await flushPromises()
    await button('friday.json', 'Duplicate').trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:duplicate').at(-1)?.request).toEqual({ id: 'friday.json' })
    await button('heroic-duel.json', 'Export').trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:export').at(-1)?.request).toEqual({ id: 'heroic-duel.json' })
    expect(wrapper!.get('[role="status"]').text()).toBe('Exported.')
    await wrapper!
      .findAll('button')
      .find((b) => b.text() === 'Import a file…')!
      .trigger('click')
    await flushPromises()
    expect(callsTo(fake, 'saves:import')).toHaveLength(1)
    expect(wrapper!.get('[role="status"]').text()).toBe('Imported.')
  })

  it('Resume loads the save, hands it to the game store and opens the game', async () => {
    const game = playedGame(60)
    const { pinia } = mountLoad({ 'saves:load': () => success(game.loaded) })
    const store = useGameStore(pinia)
    const resume = vi.fn()
    store.resume = resume
    await flushPromises()
    await button('friday.json', 'Resume').trigger('click')
    await flushPromises()
    expect(resume).toHaveBeenCalledWith(game.loaded)
    expect(useScreenStore(pinia).current).toBe('game')
  })

  it('Open a file… loads a save from anywhere and resumes it; cancelling does nothing', async () => {
    const game = playedGame(40)
    let cancel = true
    const { pinia } = mountLoad({
      'saves:open': () => success(cancel ? null : { ...game.loaded, id: null, path: '/home/ann/friday.json' }),
    })
    const resume = vi.fn()
    useGameStore(pinia).resume = resume
    await flushPromises()
    const open = wrapper!.findAll('button').find((b) => b.text() === 'Open a file…')!
    await open.trigger('click')
    await flushPromises()
    expect(resume).not.toHaveBeenCalled()
    expect(useScreenStore(pinia).current).toBe('start')
    cancel = false
    await open.trigger('click')
    await flushPromises()
    expect(resume).toHaveBeenCalledWith(expect.objectContaining({ path: '/home/ann/friday.json' }))
    expect(useScreenStore(pinia).current).toBe('game')
  })

  it('a save that does not load shows the clear message from the bridge and offers Show in folder', async () => {
    const message =
      '"/u/saves/friday.json" was saved by a newer version of Hearthside (Hearthside 2.0.0) in save format 3; this version reads formats up to 2. Update Hearthside to open it.'
    const { fake, pinia } = mountLoad({
      'saves:load': () => failure('corrupt', message),
      'saves:showInFolder': () => success(undefined),
    })
    await flushPromises()
    await button('friday.json', 'Resume').trigger('click')
    await flushPromises()
    const alert = wrapper!.get('.saves__problem')
    expect(alert.attributes('role')).toBe('alert')
    expect(alert.text()).toContain(message)
    expect(useScreenStore(pinia).current).toBe('start')
    await alert
      .findAll('button')
      .find((b) => b.text() === 'Show in folder')!
      .trigger('click')
    expect(callsTo(fake, 'saves:showInFolder').at(-1)?.request).toEqual({ id: 'friday.json' })
  })

  it('Replay opens the replay viewer on the save', async () => {
    const game = playedGame(60)
    const { pinia } = mountLoad({ 'saves:load': () => success(game.loaded) })
    await flushPromises()
    await button('friday.json', 'Replay').trigger('click')
    await flushPromises()
    expect(useScreenStore(pinia).current).toBe('replay')
    const replay = useReplayStore(pinia)
    expect(replay.saveId).toBe('friday.json')
    expect(replay.total).toBe(game.log.length)
    expect(replay.position).toBe(0)
  })
})

describe('games in the list', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 20, minutes)).toISOString()
  const GAMES: SaveEntry[] = [
    entry('g1.auto-1.json', { gameId: 'g1', name: 'Ann vs Ben · Normal Magic', turn: 2, savedAt: at(1) }),
    entry('g1.auto-2.json', { gameId: 'g1', name: 'Ann vs Ben · Normal Magic', turn: 3, savedAt: at(5) }),
    entry('g1.json', { gameId: 'g1', name: 'Ann vs Ben · Normal Magic', turn: 4, savedAt: at(9), winner: 0 }),
    // A rematch: a new game of the same players and variant, so the same default name.
    entry('g2.auto-1.json', { gameId: 'g2', name: 'Ann vs Ben · Normal Magic', turn: 1, savedAt: at(12) }),
    entry('g2.auto-2.json', { gameId: 'g2', name: 'Ann vs Ben · Normal Magic', turn: 2, savedAt: at(15) }),
  ]
  // The list arrives as main sorts it: newest first.
  const listed = [...GAMES].reverse()

  it("groups a game's saves under it, the latest first, earlier turns folded; no name is printed twice", async () => {
    mountLoad({ 'saves:list': () => success(listed) })
    await flushPromises()
    const games = wrapper!.findAll('ul[aria-label="Saved games"] > li.save')
    expect(games.map((li) => li.attributes('data-id'))).toEqual(['g2.auto-2.json', 'g1.json'])
    const names = wrapper!.findAll('h2').map((h) => h.text())
    expect(names).toEqual(['Ann vs Ben · Normal Magic · game 2', 'Ann vs Ben · Normal Magic'])
    expect(new Set(names).size).toBe(names.length)
    // The default name already says who plays what: the players line is not printed again.
    expect(wrapper!.text().split('Ann vs Ben · Normal Magic').length - 1).toBe(2)
    const first = games[1]
    const details = first.get('details')
    expect(details.attributes('open')).toBeUndefined()
    expect(details.get('summary').text()).toBe('Earlier turns (2)')
    expect(details.findAll('li.save').map((li) => li.attributes('data-id'))).toEqual([
      'g1.auto-2.json',
      'g1.auto-1.json',
    ])
    expect(details.findAll('h3').map((h) => h.text())).toEqual(['Turn 3, round 4Autosave', 'Turn 2, round 4Autosave'])
  })

  it('a finished game offers Replay and Rematch, not Resume; a game in progress offers Resume', async () => {
    mountLoad({ 'saves:list': () => success(listed) })
    await flushPromises()
    const own = (id: string) =>
      item(id)
        .get('.save__actions')
        .findAll('button')
        .map((b) => b.text())
    expect(own('g1.json')).toEqual(expect.arrayContaining(['Replay', 'Rematch']))
    expect(own('g1.json')).not.toContain('Resume')
    expect(item('g1.json').text()).toContain('Game over')
    // Its earlier turns are over too: they replay, they don't resume.
    expect(own('g1.auto-2.json')).not.toContain('Resume')
    expect(own('g2.auto-2.json')).toContain('Resume')
    expect(own('g2.auto-2.json')).not.toContain('Rematch')
  })

  it('Rematch starts a new game with the same players, colours, decks and house rules, and opens the table', async () => {
    const game = playedGame(40)
    const finished = { ...game.loaded, save: { ...game.save, meta: { ...game.save.meta, winner: 0 } } }
    finished.save.players = finished.save.players.map((p, i) => ({ ...p, color: ['#111111', '#222222'][i] }))
    const { pinia } = mountLoad({
      'saves:list': () => success([entry('friday.json', { winner: 0 })]),
      'saves:load': () => success(finished),
    })
    const start = vi.fn()
    useGameStore(pinia).start = start
    await flushPromises()
    await button('friday.json', 'Rematch').trigger('click')
    await flushPromises()
    expect(start).toHaveBeenCalledTimes(1)
    const setup = start.mock.calls[0][0] as GameSetup
    expect(setup.variant).toBe('normal')
    expect(setup.players.map((p) => [p.name, p.color])).toEqual([
      ['Ann', '#111111'],
      ['Ben', '#222222'],
    ])
    const names = new Map(game.save.cards.map((c) => [c.id, c.name]))
    expect(setup.players[0].deck).toEqual(game.setup.players[0].deck.map((id) => names.get(id)))
    expect(setup.seed).toBeUndefined() // a new shuffle
    expect(useScreenStore(pinia).current).toBe('game')
  })
})

describe('Continue', () => {
  it('resumes the most recent save straight away', async () => {
    const game = playedGame(40)
    const fake = install(
      fakeBridge({
        'saves:latest': () => success(entry('friday.auto-3.json')),
        'saves:load': () => success(game.loaded),
        'saves:list': () => success(ENTRIES),
      }),
    )
    const pinia = createPinia()
    setActivePinia(pinia)
    const resume = vi.fn()
    useGameStore(pinia).resume = resume
    wrapper = mount(LoadScreen, { props: { mode: 'continue' }, global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(fake.calls.find((c) => c.channel === 'saves:load')?.request).toEqual({ id: 'friday.auto-3.json' })
    expect(resume).toHaveBeenCalledWith(game.loaded)
    expect(useScreenStore(pinia).current).toBe('game')
  })

  it('with no saved game, says so and shows the (empty) list', async () => {
    mountLoad({ 'saves:latest': () => success(null), 'saves:list': () => success([]) }, 'continue')
    await flushPromises()
    expect(wrapper!.get('h1').text()).toBe('Continue')
    expect(wrapper!.get('[role="status"]').text()).toBe('There is no saved game to continue yet.')
    expect(wrapper!.text()).toContain('No saved games yet.')
  })

  it('when the latest save does not load, shows why and the list to pick another', async () => {
    mountLoad(
      {
        'saves:latest': () => success(entry('friday.json')),
        'saves:load': () =>
          failure('corrupt', '"/u/saves/friday.json" is damaged: it is not valid JSON at line 3, column 1.'),
      },
      'continue',
    )
    await flushPromises()
    expect(wrapper!.get('.saves__problem').text()).toContain('is damaged: it is not valid JSON')
    expect(wrapper!.findAll('li.save')).toHaveLength(ENTRIES.length)
  })
})
