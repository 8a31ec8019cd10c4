// The game screen: the hand-off screen covers the table with no hidden card in the DOM; the table shows one
// player's view; drops explain the engine's reason; keyboard undo; the end-of-game summary.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { useTableStore } from '../../../src-renderer/src/stores/table'
import { cardIn, startedGame, twoPlayers } from './helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
})

function handNames(
  state: {
    players: { zones: Record<string, string[]> }[]
    objects: Record<string, { def: string }>
    cards: Record<string, { name: string }>
  },
  p: number,
): string[] {
  return [...new Set(state.players[p].zones.hand.map((id) => state.cards[state.objects[id].def].name))]
}

describe('game screen', () => {
  it('the hand-off screen covers the table: no card of any hand is in its DOM', async () => {
    const { pinia, game } = startedGame(twoPlayers(), false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const html = wrapper.html()
    expect(wrapper.get('[data-testid="hand-off"]').text()).toContain('Pass to Ann')
    expect(wrapper.findAll('.card')).toHaveLength(0)
    for (const p of [0, 1]) for (const name of handNames(game.state!, p)) expect(html).not.toContain(name)
    // Ready: Ann's own hand shows; Ben's hand is card backs.
    await wrapper.get('[data-testid="hand-off"] button').trigger('click')
    const table = wrapper.html()
    for (const name of handNames(game.state!, 0)) expect(table).toContain(name)
    for (const name of handNames(game.state!, 1)) expect(table).not.toContain(name)
    expect(wrapper.findAll('section[data-player="1"] .player__hand .card--back')).toHaveLength(7)
  })

  it('after a decision passes to the other player, the table is gone until they are ready', async () => {
    const { pinia, game } = startedGame(twoPlayers(), false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await wrapper.get('[data-testid="hand-off"] button').trigger('click')
    await wrapper.get('[data-testid="keep"]').trigger('click')
    expect(wrapper.get('[data-testid="hand-off"]').text()).toContain('Pass to Ben')
    expect(wrapper.get('[data-testid="hand-off"]').text()).toContain('Ben must decide whether to keep their hand.')
    expect(wrapper.findAll('.card')).toHaveLength(0)
    for (const name of handNames(game.state!, 0)) expect(wrapper.html()).not.toContain(name)
  })

  it('cards carry aria labels; a tapped permanent says so', async () => {
    const { pinia, game } = startedGame()
    const mountain = cardIn(game.state!, 0, 'hand', 'Mountain')
    game.act({ type: 'playLand', player: 0, card: mountain })
    game.act({ type: 'activateMana', player: 0, card: game.state!.battlefield[0] })
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const land = wrapper.get('section[data-player="0"] .player__battlefield .card')
    expect(land.attributes('aria-label')).toBe('Mountain, tapped')
    expect(land.classes()).toContain('card--tapped')
    expect(wrapper.get('section[data-player="0"] [data-testid="mana-pool"]').text()).toContain('1')
  })

  it('an illegal drop explains the engine’s reason; a legal one is highlighted and played', async () => {
    const { pinia, game } = startedGame()
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const table = useTableStore()
    const goblin = cardIn(game.state!, 0, 'hand', 'Raging Goblin')
    // No land yet: the Goblin can't be paid for. Only the legal targets light up (none on the battlefield).
    table.startDrag(goblin)
    await flushPromises()
    expect(wrapper.find('[data-drop="battlefield:0"]').classes()).not.toContain('drop-zone--legal')
    await wrapper.get('[data-drop="battlefield:0"]').trigger('drop')
    expect(wrapper.get('[data-testid="error"]').text()).toBe("You can't pay {R} for Raging Goblin (CR 601.2h)")
    // A land may go to the battlefield: highlighted, and the drop plays it.
    const mountain = cardIn(game.state!, 0, 'hand', 'Mountain')
    table.startDrag(mountain)
    await flushPromises()
    expect(wrapper.get('[data-drop="battlefield:0"]').classes()).toContain('drop-zone--legal')
    expect(wrapper.get('[data-drop="player:1"]').classes()).not.toContain('drop-zone--legal')
    await wrapper.get('[data-drop="battlefield:0"]').trigger('drop')
    expect(game.log).toContain('Ann plays Mountain')
    expect(wrapper.find('[data-testid="error"]').exists()).toBe(false)
    // Ctrl+Z undoes it, Ctrl+Y redoes it.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }))
    expect(game.state!.battlefield).toHaveLength(0)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true }))
    expect(game.state!.battlefield).toHaveLength(1)
  })

  it('a one-target spell dropped on a player is cast at that player (Lightning Bolt)', async () => {
    const { pinia, game } = startedGame()
    game.setSkipUnanswerable(false) // Ben, with no land yet, could not answer: he is asked all the same
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    const table = useTableStore()
    table.startDrag(cardIn(game.state!, 0, 'hand', 'Mountain'))
    await wrapper.get('[data-drop="battlefield:0"]').trigger('drop')
    table.startDrag(cardIn(game.state!, 0, 'hand', 'Lightning Bolt'))
    await flushPromises()
    expect(wrapper.get('[data-drop="player:1"]').classes()).toContain('drop-zone--legal')
    await wrapper.get('[data-drop="player:1"]').trigger('drop')
    expect(game.log).toContain('Ann casts Lightning Bolt targeting Ben')
    // Ben may respond: asked on this screen ("respond?"), with no hand shown; a cover only if he responds.
    expect(game.askFor).toBe(1)
    await flushPromises()
    expect(wrapper.find('[data-testid="respond"]').exists()).toBe(true)
    expect(wrapper.find('.player__hand .card[data-name]').exists()).toBe(false)
    await wrapper.get('[data-testid="respond-yes"]').trigger('click')
    expect(game.handOffTo).toBe(1)
  })

  it('Space passes priority when no control has the focus; Escape never leaves the game', async () => {
    const { pinia, game } = startedGame()
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true })
    window.dispatchEvent(escape)
    expect(escape.defaultPrevented).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }))
    expect(game.state!.step).toBe('postcombatMain')
  })

  it('the end of the game shows the winner, the turns and the life chart, with Rematch', async () => {
    const { pinia, game } = startedGame()
    game.act({ type: 'concede', player: 1 })
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const over = wrapper.get('[data-testid="game-over"]')
    expect(over.text()).toContain('Ann wins!')
    expect(over.text()).toContain('1 turn')
    expect(over.findAll('polyline')).toHaveLength(2)
    const seed = game.setup!.seed
    await over.get('[data-testid="rematch"]').trigger('click')
    expect(game.state!.phase).toBe('setup')
    expect(game.setup!.seed).not.toBe(seed)
  })
})
