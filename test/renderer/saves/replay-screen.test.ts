// The replay viewer: a real game's log stepped through action by action (passes folded) and turn by turn, the board
// drawn with the table's cards and seen as the table, as one player (with that player's agreement until the game
// ends), or everything once every player agrees (CR 400.2: hands and libraries hidden).
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { success } from '@shared/bridge'
import { HIDDEN_CARD, nameOf, replayTimeline, type GameState } from '@shared/engine'
import ReplayScreen from '../../../src-renderer/src/screens/ReplayScreen.vue'
import { cardDetail, closeCardDetail } from '../../../src-renderer/src/components/cards/cardDetail'
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
const shownHand = (p: number) =>
  player(p)
    .findAll('[data-test="hand"] [data-card]')
    .map((card) => card.attributes('data-name'))

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

  it("the table sees no hand; in an unfinished game a player's hand shows only with that player's agreement (CR 400.2)", async () => {
    const replay = await mountReplay()
    expect(replay.finished).toBe(false)
    replay.goTo(turnStarts[2])
    await flushPromises()
    const state = replay.state!
    const hands = [handNames(state, 0), handNames(state, 1)]
    expect(hands[0].length).toBeGreaterThan(0)
    expect(player(0).get('[data-test="hand"]').text()).toBe(
      `${hands[0].length} hidden card${hands[0].length === 1 ? '' : 's'}`,
    )
    // Without Ann's agreement her view is refused, and the option says why.
    const select = wrapper!.get('select')
    expect(wrapper!.get('option[value="0"]').attributes('disabled')).toBeDefined()
    expect(wrapper!.get('option[value="0"]').text()).toContain('Ann must agree')
    replay.setViewer(0)
    expect(replay.viewer).toBe('spectator')
    replay.toEnd()
    await flushPromises()
    expect(shownHand(0)).toEqual([])
    expect(player(0).get('[data-test="hand"]').text()).toContain('hidden card')
    replay.goTo(turnStarts[2])
    await flushPromises()
    const boxes = wrapper!.findAll('input[type="checkbox"]').filter((b) => b.element.closest('.replay-viewer'))
    await boxes[0].setValue(true)
    await select.setValue('0')
    expect(replay.viewer).toBe(0)
    expect(shownHand(0)).toEqual(hands[0])
    expect(player(1).get('[data-test="hand"]').text()).toContain('hidden card')
    expect(replay.view!.players[1].zones.hand.every((id) => replay.view!.objects[id].def === HIDDEN_CARD)).toBe(true)
    // Ben has not agreed: his view stays closed.
    replay.setViewer(1)
    expect(replay.viewer).toBe(0)
    await boxes[1].setValue(true)
    await select.setValue('1')
    expect(shownHand(1)).toEqual(hands[1])
    expect(player(0).get('[data-test="hand"]').text()).toContain('hidden card')
    // Ben withdraws: the board goes back to the table's view at once.
    await boxes[1].setValue(false)
    expect(replay.viewer).toBe('spectator')
    expect(player(1).get('[data-test="hand"]').text()).toContain('hidden card')
  })

  it("a finished game shows a player's view without asking", async () => {
    let ended: PlayedGame | null = null
    for (let seed = 1; seed < 40 && !ended; seed++) {
      const g = playedGame(3000, seed)
      if (g.state.phase === 'ended') ended = g
    }
    expect(ended, 'a random game that ends').not.toBeNull()
    install(fakeBridge({ 'saves:load': () => success(ended!.loaded) }))
    pinia = createPinia()
    setActivePinia(pinia)
    const replay = useReplayStore(pinia)
    await replay.open('friday.json')
    wrapper = mount(ReplayScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(replay.finished).toBe(true)
    replay.toEnd()
    await wrapper!.get('select').setValue('0')
    expect(replay.viewer).toBe(0)
    expect(shownHand(0)).toEqual(handNames(ended!.state, 0))
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
    const boxes = wrapper!.findAll('.replay-viewer input[type="checkbox"]')
    expect(boxes).toHaveLength(2)
    await boxes[0].setValue(true)
    expect(wrapper!.get('option[value="all"]').attributes('disabled')).toBeDefined()
    await boxes[1].setValue(true)
    expect(wrapper!.get('option[value="all"]').attributes('disabled')).toBeUndefined()
    await wrapper!.get('select').setValue('all')
    expect(replay.viewer).toBe('all')
    expect(shownHand(0)).toEqual(handNames(state, 0))
    expect(shownHand(1)).toEqual(handNames(state, 1))
    await boxes[1].setValue(false)
    expect(replay.viewer).toBe('spectator')
    expect(player(1).get('[data-test="hand"]').text()).toContain('hidden card')
  })

  it("draws the battlefield with the table's cards, tapped permanents marked, as the engine has them", async () => {
    const replay = await mountReplay()
    // A position with permanents on the battlefield, some tapped.
    const k = replay.timeline!.states.findIndex((s) => s.battlefield.some((id) => s.objects[id].tapped))
    expect(k).toBeGreaterThan(0)
    replay.goTo(k)
    await flushPromises()
    const s = replay.state!
    for (const p of [0, 1]) {
      const mine = s.battlefield.filter((id) => s.objects[id].controller === p)
      const cards = player(p).findAll('[data-test="battlefield"] [data-card]')
      expect(cards.map((c) => c.attributes('data-card')).sort()).toEqual([...mine].sort())
      for (const c of cards) {
        const id = c.attributes('data-card')!
        expect(c.attributes('aria-label')!.startsWith(nameOf(s, id))).toBe(true)
        expect(c.classes('card--tapped')).toBe(s.objects[id].tapped)
      }
    }
  })

  it('is read-only: clicking or pressing Enter on a card changes nothing, and the keys step from anywhere', async () => {
    const replay = await mountReplay()
    const k = replay.timeline!.states.findIndex((s) => s.battlefield.length > 0)
    replay.goTo(k)
    await flushPromises()
    const card = wrapper!.get('[data-test="battlefield"] [data-card]')
    await card.trigger('click')
    await card.trigger('keydown', { key: 'Enter' })
    await card.trigger('keydown', { key: 'm' })
    expect(replay.position).toBe(k)
    expect(document.querySelector('[role="menu"]')).toBeNull()
    // A click opens the large card view of that card, as the position shows it.
    expect(cardDetail.value?.name).toBe(nameOf(replay.state!, card.attributes('data-card')!))
    closeCardDetail()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }))
    expect(replay.position).toBe(replay.total)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home' }))
    expect(replay.position).toBe(0)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    expect(replay.position).toBe(1)
  })

  it('folds a run of passes into one step ("2 passes"), or steps through each pass when asked', async () => {
    const replay = await mountReplay()
    const log = game.log
    // The first run of two or more passes in a row, starting after a non-pass action.
    const at = log.findIndex(
      (a, i) => i > 0 && a.type === 'pass' && log[i + 1]?.type === 'pass' && log[i - 1].type !== 'pass',
    )
    expect(at).toBeGreaterThan(0)
    replay.goTo(at)
    replay.forward()
    const landed = replay.position
    expect(landed).toBeGreaterThan(at + 1)
    expect(log.slice(at, landed).every((a) => a.type === 'pass')).toBe(true)
    expect(replay.lines.some((line) => /^\d+ passes$/.test(line))).toBe(true)
    replay.back()
    expect(replay.position).toBe(at)
    replay.showPasses = true
    replay.forward()
    expect(replay.position).toBe(at + 1)
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
