// Hidden cards stay hidden against the players' own habits: the keys the player at the screen passes with (Space,
// Enter, held or not) never lift the next player's cover nor answer another player's "respond?"; only a click, or R /
// L pressed afresh after a moment, does. Undo into another player's decisions waits for their agreement and is
// logged; a seat's PIN guards its cover and its agreement.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { DELIBERATE_DELAY_MS } from '../../../src-renderer/src/components/table/deliberate'
import { cardIn, startedGame, twoPlayers } from './helpers'

let wrapper: ReturnType<typeof mount> | null = null
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-06T12:00:00Z'))
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
  vi.useRealTimers()
})

function key(target: EventTarget, k: string, init: KeyboardEventInit = {}): { down: boolean; up: boolean } {
  const down = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(down)
  const up = new KeyboardEvent('keyup', { key: k, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(up)
  return { down: down.defaultPrevented, up: up.defaultPrevented }
}

const later = (ms = DELIBERATE_DELAY_MS + 10) => vi.setSystemTime(Date.now() + ms)

/** Ann at the table in her first main phase, her Lightning Bolt on the stack at Ben ("respond?" is asked). */
async function boltAtBen() {
  const { pinia, game } = startedGame()
  game.setSkipUnanswerable(false) // Ben, with no land yet, could not answer: he is asked all the same
  const mountain = cardIn(game.state!, 0, 'hand', 'Mountain')
  game.act({ type: 'playLand', player: 0, card: mountain })
  const bolt = cardIn(game.state!, 0, 'hand', 'Lightning Bolt')
  expect(game.act({ type: 'cast', player: 0, card: bolt, targets: [{ player: 1 }] })).toBeNull()
  wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { game }
}

describe('the hand-off cover resists the players’ habits', () => {
  it('takes the focus itself (no button); Space and Enter, held or fresh, never lift it; R does, after a moment', async () => {
    const { pinia, game } = startedGame(twoPlayers(), false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const cover = wrapper.get('[data-testid="hand-off"]')
    expect(document.activeElement).toBe(cover.element)
    expect(document.activeElement?.tagName).not.toBe('BUTTON')
    later()
    for (const k of [' ', 'Enter']) {
      expect(key(cover.element, k)).toEqual({ down: true, up: true }) // swallowed: no click is synthesised
      expect(key(cover.element, k, { repeat: true })).toEqual({ down: true, up: true })
      const button = cover.get('button').element
      expect(key(button, k)).toEqual({ down: true, up: true })
    }
    await flushPromises()
    expect(game.handOffTo).toBe(0)
    // A held R (auto-repeat) does nothing either; a fresh R does.
    key(cover.element, 'r', { repeat: true })
    expect(game.handOffTo).toBe(0)
    key(cover.element, 'r')
    await flushPromises()
    expect(game.handOffTo).toBeNull()
    expect(game.viewer).toBe(0)
  })

  it('R pressed within the delay after the cover came up is ignored (Ann still at the keys)', async () => {
    const { pinia, game } = startedGame(twoPlayers(), false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    key(document.body, 'r')
    expect(game.handOffTo).toBe(0)
    later()
    key(document.body, 'r')
    expect(game.handOffTo).toBeNull()
  })

  it('a held Space at the table passes once, never again by auto-repeat', async () => {
    const { pinia, game } = startedGame()
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    ;(document.activeElement as HTMLElement | null)?.blur()
    const before = game.state!.actionCount
    key(document.body, ' ', { repeat: true })
    expect(game.state!.actionCount).toBe(before)
    key(document.body, ' ')
    expect(game.state!.actionCount).toBeGreaterThan(before)
  })

  it('a seat with a PIN lifts its cover only with that PIN', async () => {
    const setup = twoPlayers()
    setup.players[1] = { ...setup.players[1], pin: '4321' }
    const { pinia, game } = startedGame(setup, false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    await wrapper.get('[data-testid="take-seat"]').trigger('click') // Ann has no PIN
    await wrapper.get('[data-testid="keep"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="hand-off"]').text()).toContain('Pass to Ben')
    await wrapper.get('[data-testid="take-seat"]').trigger('click')
    expect(game.handOffTo).toBe(1) // no PIN typed
    await wrapper.get('[data-testid="seat-pin"]').setValue('1234')
    await wrapper.get('[data-testid="take-seat"]').trigger('click')
    expect(game.handOffTo).toBe(1)
    expect(wrapper.get('[data-testid="pin-refused"]').text()).toBe("That is not Ben's PIN.")
    await wrapper.get('[data-testid="seat-pin"]').setValue('4321')
    await wrapper.get('[data-testid="take-seat"]').trigger('click')
    expect(game.viewer).toBe(1)
    // The save keeps a digest of the PIN, never the PIN.
    const saved = JSON.stringify(game.saveInput())
    expect(saved).not.toContain('4321')
    expect(game.saveInput()!.players[1].pin).toMatch(/^[0-9a-f]{8}$/)
  })
})

describe('"respond?" is the asked player’s question', () => {
  it('nothing of it takes the focus; Space and Enter never answer it; L afresh after a moment lets it resolve', async () => {
    const { game } = await boltAtBen()
    const respond = wrapper!.get('[data-testid="respond"]')
    expect(game.askFor).toBe(1)
    expect(respond.element.contains(document.activeElement)).toBe(false)
    const lines = game.log.length
    const no = respond.get('[data-testid="respond-no"]').element as HTMLButtonElement
    no.focus() // even when a player tabs onto it
    for (const k of [' ', 'Enter']) expect(key(no, k)).toEqual({ down: true, up: true })
    key(document.body, 'l') // too soon after the question came up
    await flushPromises()
    expect(game.askFor).toBe(1)
    expect(game.log).toHaveLength(lines)
    later()
    key(document.body, 'l', { repeat: true })
    expect(game.askFor).toBe(1)
    key(document.body, 'l')
    await flushPromises()
    expect(game.log.slice(lines)).toContain('Ben passes')
    expect(game.log).toContain('Lightning Bolt deals 3 damage to Ben')
  })
})

describe('undo across seats', () => {
  it('asks the other player, and every undo is a log line that names who took back how much', async () => {
    const { game } = await boltAtBen()
    later()
    key(document.body, 'l')
    await flushPromises()
    expect(game.state!.players[1].life).toBe(17)
    // Ann undoes: that takes back Ben's "let it resolve", so Ben must agree; nothing changes until he does.
    await wrapper!.get('[data-testid="undo"]').trigger('click')
    const consent = wrapper!.get('[data-testid="travel-consent"]')
    expect(consent.text()).toContain("Ann wants to undo 1 action, into Ben's decisions.")
    expect(game.state!.players[1].life).toBe(17)
    // Space and Enter on his button do nothing (Ann's keys); his click agrees.
    for (const k of [' ', 'Enter']) key(consent.get('[data-testid="travel-agree-1"]').element, k)
    await flushPromises()
    expect(game.travel).not.toBeNull()
    await consent.get('[data-testid="travel-agree-1"]').trigger('click')
    await flushPromises()
    expect(wrapper!.find('[data-testid="travel-consent"]').exists()).toBe(false)
    expect(game.state!.players[1].life).toBe(20)
    expect(game.log.at(-1)).toBe("Ann undid 1 action, back into Ann's turn")
    expect(wrapper!.get('[aria-label="Game log"]').text()).toContain("Ann undid 1 action, back into Ann's turn")
    // A refusal is logged too, and nothing is taken back.
    await wrapper!.get('[data-testid="redo"]').trigger('click')
    await wrapper!.get('[data-testid="travel-refuse-1"]').trigger('click')
    expect(game.state!.players[1].life).toBe(20)
    expect(game.log.at(-1)).toBe('Ben refused to let Ann redo 1 action')
  })

  it('an undo of one’s own decisions needs nobody’s agreement, and is logged', () => {
    const { game } = startedGame()
    const mountain = cardIn(game.state!, 0, 'hand', 'Mountain')
    game.act({ type: 'playLand', player: 0, card: mountain })
    game.undo()
    expect(game.travel).toBeNull()
    expect(game.state!.battlefield).toEqual([])
    expect(game.log.at(-1)).toBe("Ann undid 1 action, back into Ann's turn")
  })

  it('a seat with a PIN agrees only with it', () => {
    const setup = twoPlayers()
    setup.players[1] = { ...setup.players[1], pin: '77' }
    const { game } = startedGame(setup, false)
    game.takeSeat()
    game.act({ type: 'keep', player: 0 })
    expect(game.takeSeat('77')).toBe(true)
    game.act({ type: 'keep', player: 1 })
    game.takeSeat()
    game.undo()
    expect(game.agreeTravel(1, '1')).toBe("That is not Ben's PIN.")
    expect(game.travel).not.toBeNull()
    expect(game.agreeTravel(1, '77')).toBeNull()
    expect(game.state!.phase).toBe('setup')
  })
})
