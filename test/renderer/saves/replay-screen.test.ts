// The replay viewer (issue 8): a real game's log stepped through action by action and turn by turn, the board
// seen as the table, as one player, or everything once every player agrees (CR 400.2: hands and libraries hidden).
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { success } from '@shared/bridge'
import { HIDDEN_CARD, nameOf, replayTimeline, type GameState } from '@shared/engine'
import ReplayScreen from '../../../src-renderer/src/screens/ReplayScreen.vue'
import { useReplayStore } from '../../../src-renderer/src/stores/replay'
import { useScreenStore } from '../../../src-renderer/src/stores/screen'
import { fakeBridge, install } from '../fake-bridge'
import { playedGame, type PlayedGame } from './fixtures'

let game: PlayedGame
let turnStarts: number[]
beforeAll(() => {
  game = playedGame(300, 8)
  turnStarts = replayTimeline(game.save).turnStarts
})

let wrapper: VueWrapper | undefined
let pinia: Pinia
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  delete window.hearth
  document.body.innerHTML = ''
})

async function mountReplay() {
  install(fakeBridge({ 'saves:load': () => success(game.loaded) }))
  pinia = createPinia()
  setActivePinia(pinia)
  expect(await useReplayStore(pinia).open('friday.json')).toBe(true)
  wrapper = mount(ReplayScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return useReplayStore(pinia)
}

const clickButton = async (label: string) => {
  await wrapper!
    .get('[aria-label="Replay controls"]')
    .findAll('button')
    .find((b) => b.text().includes(label))!
    .trigger('click')
}
const player = (i: number) => wrapper!.get(`section[data-player="${i}"]`)
const handNames = (state: GameState, p: number) => state.players[p].zones.hand.map((id) => nameOf(state, id))

describe('the replay viewer', () => {
  it("opens at the start of the game and steps forward and back, action by action, showing each action's log line", async () => {
    const replay = await mountReplay()
    expect(wrapper!.get('h1').text()).toBe('Replay: Friday night')
    expect(wrapper!.get('[data-test="position"]').text()).toBe(`Action 0 of ${game.log.length}`)
    expect(wrapper!.get('[data-test="action"]').text()).toBe('The game as it began.')
    expect(wrapper!.get('[data-test="where"]').text()).toBe('Setup')
    await clickButton('Action ›')
    expect(replay.position).toBe(1)
    const timeline = replay.timeline!
    expect(wrapper!.get('[data-test="action"]').text()).toBe(
      timeline.lines[0].join(' · ') || `Ann: ${game.log[0].type}`,
    )
    await clickButton('Action ›')
    await clickButton('‹ Action')
    expect(wrapper!.get('[data-test="position"]').text()).toBe(`Action 1 of ${game.log.length}`)
    // The board follows the position: life totals as the engine had them.
    replay.goTo(game.log.length)
    await flushPromises()
    expect(player(0).get('[data-test="life"]').text()).toBe(`${game.state.players[0].life} life`)
    expect(player(1).get('[data-test="life"]').text()).toBe(`${game.state.players[1].life} life`)
  })

  it('steps turn by turn: each press lands where a new turn begins', async () => {
    const replay = await mountReplay()
    expect(turnStarts.length).toBeGreaterThan(3)
    await clickButton('Turn »')
    expect(replay.position).toBe(turnStarts[1])
    await clickButton('Turn »')
    expect(replay.position).toBe(turnStarts[2])
    const turn = replay.state!.turn
    expect(replay.timeline!.states[turnStarts[2] - 1].turn).toBe(turn - 1)
    expect(wrapper!.get('[data-test="where"]').text()).toMatch(new RegExp(`^Turn ${turn} · (Ann|Ben) · `))
    await clickButton('Action ›')
    await clickButton('« Turn')
    expect(replay.position).toBe(turnStarts[2])
    await clickButton('« Turn')
    expect(replay.position).toBe(turnStarts[1])
    await clickButton('End')
    expect(replay.position).toBe(game.log.length)
    await clickButton('Start')
    expect(replay.position).toBe(0)
  })

  it('arrow keys step (Shift: by turn)', async () => {
    const replay = await mountReplay()
    const toolbar = wrapper!.get('[aria-label="Replay controls"]')
    await toolbar.trigger('keydown', { key: 'ArrowRight' })
    expect(replay.position).toBe(1)
    await toolbar.trigger('keydown', { key: 'ArrowRight', shiftKey: true })
    expect(replay.position).toBe(turnStarts.find((k) => k > 1))
    await toolbar.trigger('keydown', { key: 'Home' })
    expect(replay.position).toBe(0)
  })

  it('the table sees no hand; a player sees their own hand only (CR 400.2)', async () => {
    const replay = await mountReplay()
    replay.goTo(turnStarts[2])
    await flushPromises()
    const state = replay.state!
    const hands = [handNames(state, 0), handNames(state, 1)]
    expect(hands[0].length).toBeGreaterThan(0)
    expect(player(0).get('[data-test="hand"]').text()).toBe(
      `${hands[0].length} hidden card${hands[0].length === 1 ? '' : 's'}`,
    )
    const select = wrapper!.get('select')
    await select.setValue('0')
    expect(replay.viewer).toBe(0)
    expect(
      player(0)
        .findAll('[data-test="hand"] li')
        .map((li) => li.text()),
    ).toEqual(hands[0])
    expect(player(1).get('[data-test="hand"]').text()).toContain('hidden card')
    expect(replay.view!.players[1].zones.hand.every((id) => replay.view!.objects[id].def === HIDDEN_CARD)).toBe(true)
    await select.setValue('1')
    expect(
      player(1)
        .findAll('[data-test="hand"] li')
        .map((li) => li.text()),
    ).toEqual(hands[1])
    expect(player(0).get('[data-test="hand"]').text()).toContain('hidden card')
  })

  it('everything is shown only when every player agrees, and hidden again when one withdraws', async () => {
    const replay = await mountReplay()
    replay.goTo(turnStarts[2])
    await flushPromises()
    const state = replay.state!
    const everything = wrapper!.get('option[value="all"]')
    expect(everything.attributes('disabled')).toBeDefined()
    replay.setViewer('all')
    expect(replay.viewer).toBe('spectator') // refused without consent
    const boxes = wrapper!.findAll('input[type="checkbox"]')
    expect(boxes).toHaveLength(2)
    await boxes[0].setValue(true)
    expect(wrapper!.get('option[value="all"]').attributes('disabled')).toBeDefined()
    await boxes[1].setValue(true)
    expect(wrapper!.get('option[value="all"]').attributes('disabled')).toBeUndefined()
    await wrapper!.get('select').setValue('all')
    expect(replay.viewer).toBe('all')
    expect(
      player(0)
        .findAll('[data-test="hand"] li')
        .map((li) => li.text()),
    ).toEqual(handNames(state, 0))
    expect(
      player(1)
        .findAll('[data-test="hand"] li')
        .map((li) => li.text()),
    ).toEqual(handNames(state, 1))
    await boxes[1].setValue(false)
    expect(replay.viewer).toBe('spectator')
    expect(player(1).get('[data-test="hand"]').text()).toContain('hidden card')
  })

  it('shows the battlefield with tapped permanents and the graveyard as the engine has them', async () => {
    const replay = await mountReplay()
    // A position with permanents on the battlefield, some tapped.
    const k = replay.timeline!.states.findIndex((s) => s.battlefield.some((id) => s.objects[id].tapped))
    expect(k).toBeGreaterThan(0)
    replay.goTo(k)
    await flushPromises()
    const s = replay.state!
    for (const p of [0, 1]) {
      const mine = s.battlefield.filter((id) => s.objects[id].controller === p)
      const items = player(p)
        .findAll('[data-test="battlefield"] li')
        .map((li) => li.text())
      expect(items).toHaveLength(mine.length)
      mine.forEach((id, i) => {
        expect(items[i].startsWith(nameOf(s, id))).toBe(true)
        expect(items[i].includes('tapped')).toBe(s.objects[id].tapped)
      })
    }
  })

  it('a log that stops replaying: says where and why, and steps up to there', async () => {
    const broken = playedGame(80, 9)
    broken.save.log.splice(20, 0, { type: 'pass', player: 7 })
    install(fakeBridge({ 'saves:load': () => success({ ...broken.loaded, save: broken.save }) }))
    pinia = createPinia()
    setActivePinia(pinia)
    const replay = useReplayStore(pinia)
    await replay.open('friday.json')
    wrapper = mount(ReplayScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(replay.total).toBe(20)
    expect(wrapper!.get('.replay__stopped').text()).toMatch(
      /The log stops replaying at action 21: action 21 of the log \(pass by player 7\) is not legal/,
    )
  })

  it('a save that does not load shows the message; the Saved games button goes back to the list', async () => {
    install(
      fakeBridge({
        'saves:load': () => ({
          ok: false,
          error: { code: 'corrupt', message: '"/u/saves/x.json" is empty: it holds no saved game.' },
        }),
      }),
    )
    pinia = createPinia()
    setActivePinia(pinia)
    expect(await useReplayStore(pinia).open('x.json')).toBe(false)
    wrapper = mount(ReplayScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('"/u/saves/x.json" is empty: it holds no saved game.')
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Saved games')!
      .trigger('click')
    expect(useScreenStore(pinia).current).toBe('load')
  })
})
