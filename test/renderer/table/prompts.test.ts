// Prompts: targets for a spell, mulligan keep/mulligan/bottom, declaring attackers and blockers, "resolve by hand".
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { classifyCard, startHistory } from '@shared/engine'
import { starterCardDefinitions } from '@shared/cards/starter'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { useTableStore } from '../../../src-renderer/src/stores/table'
import { cardIn, deck, onBattlefield, startedGame, twoPlayers } from './helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
})

async function ready() {
  await flushPromises()
  const handOff = wrapper!.find('[data-testid="hand-off"] button')
  if (handOff.exists()) await handOff.trigger('click')
}

describe('prompts', () => {
  it('a spell with a target asks for it (legal choices from the engine), keyboard operable', async () => {
    const { pinia, game } = startedGame()
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    const bolt = wrapper.get(`[data-card="${cardIn(game.state!, 0, 'hand', 'Lightning Bolt')}"]`)
    await bolt.trigger('keydown', { key: 'Enter' })
    const prompt = wrapper.get('[data-testid="prompt"]')
    expect(prompt.text()).toContain('Cast Lightning Bolt')
    expect(prompt.text()).toContain('Choose a creature, player or planeswalker')
    const choices = prompt.findAll('[data-testid="target-choice"]').map((b) => b.text())
    expect(choices).toEqual(['Ann (player)', 'Ben (player)'])
    expect(prompt.get('[data-testid="confirm-cast"]').attributes('disabled')).toBeDefined()
    await prompt.findAll('[data-testid="target-choice"]')[1].trigger('click')
    expect(prompt.text()).toContain('Targets: Ben (player)')
    await prompt.get('[data-testid="confirm-cast"]').trigger('click')
    expect(game.log).toContain('Ann casts Lightning Bolt targeting Ben')
  })

  it('mulligan: keep or mulligan, then the bottom prompt (London mulligan, CR 103.4)', async () => {
    const { pinia, game } = startedGame(twoPlayers(), false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await ready()
    await wrapper.get('[data-testid="mulligan"]').trigger('click')
    expect(game.log).toContain('Ann takes a mulligan')
    expect(wrapper.get('[data-testid="prompt"]').text()).toContain('Mulligans so far: 1')
    await wrapper.get('[data-testid="keep"]').trigger('click')
    const prompt = wrapper.get('[data-testid="prompt"]')
    expect(prompt.text()).toContain('Put 1 card on the bottom of your library')
    // Confirming without a choice: the engine's reason.
    await prompt.get('[data-testid="confirm-cards"]').trigger('click')
    expect(wrapper.get('[data-testid="error"]').text()).toMatch(/1/)
    await prompt.findAll('input[type="checkbox"]')[0].setValue(true)
    await prompt.get('[data-testid="confirm-cards"]').trigger('click')
    expect(game.log.some((l) => l.startsWith('Ann puts 1 card on the bottom'))).toBe(true)
    expect(game.state!.players[0].zones.hand).toHaveLength(6)
  })

  it('declares attackers and blockers from the prompt, the engine checking each one', async () => {
    const { pinia, game } = startedGame()
    // Prepared position: Ann has a Raging Goblin (haste), Ben a Forest… and no creature: no block is asked.
    let s = onBattlefield(game.state!, 0, 'Raging Goblin').state
    s = onBattlefield(s, 1, 'Grizzly Bears', { sick: false }).state
    game.history = startHistory(s)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await ready()
    await wrapper.get('[data-testid="pass"]').trigger('click')
    expect(game.state!.pending[0]).toMatchObject({ kind: 'declareAttackers', player: 0 })
    let prompt = wrapper.get('[data-testid="prompt"]')
    await prompt.get('select').setValue(JSON.stringify({ player: 1 }))
    expect(prompt.get('[data-testid="confirm-attackers"]').text()).toBe('Attack with 1')
    await prompt.get('[data-testid="confirm-attackers"]').trigger('click')
    expect(game.log).toContain('Ann attacks: Raging Goblin → Ben')
    // Ben blocks with the Bears (hand-off first).
    await ready()
    prompt = wrapper.get('[data-testid="prompt"]')
    expect(prompt.text()).toContain('Declare blockers')
    const attacker = game.state!.combat!.attackers[0].id
    await prompt.get('select').setValue(attacker)
    await prompt.get('[data-testid="confirm-blockers"]').trigger('click')
    expect(game.log).toContain('Ben blocks: Grizzly Bears blocks Raging Goblin')
  })

  it('an attacker the engine refuses is explained (summoning sickness, CR 302.6)', async () => {
    const setup = twoPlayers()
    setup.players[0].deck = deck({ Mountain: 8, 'Grizzly Bears': 6, 'Raging Goblin': 6 })
    const { pinia, game } = startedGame(setup)
    const placed = onBattlefield(game.state!, 0, 'Raging Goblin')
    const bears = onBattlefield(placed.state, 0, 'Grizzly Bears', { sick: true })
    game.history = startHistory(bears.state)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await ready()
    const table = useTableStore()
    await wrapper.get('[data-testid="pass"]').trigger('click')
    expect(table.toggleAttacker(bears.id, { player: 1 })).toMatch(/summoning sickness/)
    await flushPromises()
    expect(wrapper.get('[data-testid="error"]').text()).toMatch(/Grizzly Bears .*summoning sickness/)
    expect(table.attackPlan).toEqual([])
  })

  it('"resolve by hand": the card text and the manual tools, then Done', async () => {
    const setup = twoPlayers()
    // Sign in Blood as this game resolves it: by hand (its face's line pinned, as a save from before the engine read
    // it keeps it).
    const read = starterCardDefinitions().find((d) => d.name === 'Sign in Blood')!
    const manual = { ...read, faces: read.faces.map((f) => ({ ...f, byHand: [f.oracleText] })) }
    expect(classifyCard(manual).automated).toBe(false)
    setup.players[0].deck = deck({ Swamp: 14, 'Sign in Blood': 6 })
    const { pinia, game } = startedGame(setup)
    game.setSkipUnanswerable(false) // Ben, with no land yet, could not answer: he is asked all the same
    let s = game.state!
    const id = Object.keys(s.cards).find((k) => s.cards[k].name === 'Sign in Blood')!
    s = { ...s, cards: { ...s.cards, [id]: manual } }
    for (let i = 0; i < 3; i++) s = onBattlefield(s, 0, 'Swamp').state
    game.history = startHistory(s)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await ready()
    const rot = cardIn(game.state!, 0, 'hand', 'Sign in Blood')
    const table = useTableStore()
    table.cast(rot, [{ player: 1 }])
    if (table.prompt) {
      await flushPromises()
      await wrapper.get('[data-testid="confirm-cast"]').trigger('click')
    }
    expect(game.log.some((l) => l.startsWith('Ann casts Sign in Blood'))).toBe(true)
    // Ben is asked "respond?" on Ann's screen (no hand shows) and lets it resolve; Sign in Blood resolves by hand: Ann
    // gets the prompt.
    await ready()
    expect(wrapper.find('.player__hand .card[data-name]').exists()).toBe(false)
    await wrapper.get('[data-testid="respond-no"]').trigger('click')
    await ready()
    const prompt = wrapper.get('[data-testid="prompt"]')
    expect(prompt.text()).toContain('Resolve Sign in Blood by hand')
    expect(prompt.text()).toContain('draws two cards and loses 2 life')
    // A manual tool: Ben loses 1 life (a logged manual action), then Done.
    await prompt.get('select[aria-label="Player for the manual tools"]').setValue('1')
    await prompt.get('input[aria-label="Amount"]').setValue(-1)
    await prompt
      .findAll('button')
      .find((b) => b.text() === 'Life +/−')!
      .trigger('click')
    expect(wrapper.find('[data-testid="error"]').exists() ? wrapper.get('[data-testid="error"]').text() : '').toBe('')
    expect(game.state!.players[1].life).toBe(19)
    await prompt.get('[data-testid="manual-done"]').trigger('click')
    expect(game.log).toContain('Ann finishes resolving Sign in Blood by hand')
  })

  it('manual tools are at hand while holding priority (a logged, undoable manual action)', async () => {
    const { pinia, game } = startedGame()
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const tools = wrapper.get('[aria-label="Manual tools"]')
    await tools.get('select[aria-label="Player for the manual tools"]').setValue('1')
    await tools.get('input[aria-label="Amount"]').setValue(-2)
    await tools
      .findAll('button')
      .find((b) => b.text() === 'Life +/−')!
      .trigger('click')
    expect(game.state!.players[1].life).toBe(18)
    expect(game.log).toContain('Ben loses 2 life (manual)')
    expect(tools.find('[data-testid="manual-done"]').exists()).toBe(false)
    game.undo()
    expect(game.state!.players[1].life).toBe(20)
  })
})
