// The Mental Magic pieces of the table: the marked names (ruling MM-2), the "Cast as…" picker listing the engine's
// non-marked cards of the same mana cost (MM-3, MA-6), "Play as Utopia" (MM-4, its card seen only by its controller)
// and the announcement prompt (MM-8).
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import MentalHeader from '../../../../src-renderer/src/components/table/variants/mental/MentalHeader.vue'
import MentalBoard from '../../../../src-renderer/src/components/table/variants/mental/MentalBoard.vue'
import MentalPrompt from '../../../../src-renderer/src/components/table/variants/mental/MentalPrompt.vue'
import { variantTable } from '../../../../src-renderer/src/components/table/variants'
import { castAsChoices, markedNames, UTOPIA_DEF } from '@shared/variants/mental'
import { deck, startedGame } from '../helpers'

const setup = () => ({
  variant: 'mental' as const,
  options: {},
  start: 0,
  seed: 5,
  players: [
    { name: 'Ann', color: '#f59e0b', deck: deck({ 'Goblin Guide': 20 }) },
    { name: 'Ben', color: '#60a5fa', deck: deck({ Forest: 10, 'Grizzly Bears': 10 }) },
  ],
})

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('Mental Magic on the table', () => {
  it('is registered with its header, board and announcement prompt', () => {
    expect(variantTable('mental')).toMatchObject({ prompts: ['announce'], ownActions: ['announce'] })
  })

  it("rulings MM-3, MM-4, MM-2: Cast as… lists the engine's choices; a Utopia is played and its card shown only to its controller; the cast name is marked", async () => {
    const { pinia, game } = startedGame(setup())
    expect(game.viewer).toBe(0)
    wrapper = mount(MentalBoard, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const [first, second] = game.state!.players[0].zones.hand
    await wrapper.get('[data-testid="mm-card"]').setValue(first)
    const listed = wrapper
      .get('[data-testid="mm-as"]')
      .findAll('option')
      .map((o) => o.text())
      .slice(1)
    expect(listed).toEqual(castAsChoices(game.state!, first))
    expect(listed).toEqual(expect.arrayContaining(['Goblin Guide', 'Lightning Bolt', 'Shock']))
    expect(listed).not.toContain('Grizzly Bears')

    await wrapper.get('[data-testid="mm-utopia"]').trigger('click')
    expect(game.state!.objects[game.state!.battlefield[0]].def).toBe(UTOPIA_DEF)
    expect(wrapper.get('[data-testid="mm-under-utopias"]').text()).toBe('Under your Utopias: Goblin Guide')

    await wrapper.get('[data-testid="mm-card"]').setValue(second)
    await wrapper.get('[data-testid="mm-as"]').setValue('Shock')
    const targets = wrapper
      .get('[data-testid="mm-target-0"]')
      .findAll('option')
      .map((o) => o.text())
    expect(targets).toEqual(['Ann', 'Ben'])
    await wrapper.get('[data-testid="mm-target-0"]').setValue('player:1')
    expect(wrapper.get('[data-testid="mm-cast"]').attributes('disabled')).toBeUndefined()
    await wrapper.get('[data-testid="mm-cast"]').trigger('click')
    expect(game.state!.stack.map((i) => game.state!.cards[game.state!.objects[i.id].def].name)).toEqual(['Shock'])
    expect(markedNames(game.state!)).toEqual(['Shock'])

    wrapper.unmount()
    wrapper = mount(MentalHeader, { props: { state: game.state! }, global: { plugins: [pinia] } })
    expect(wrapper.findAll('[data-marked]').map((m) => m.text())).toEqual(['Shock'])

    // Ben's view of the table: the Utopia, never the Goblin Guide under it (MM-4).
    game.takeSeat()
    const bens = game.view!
    expect(bens.objects[bens.battlefield[0]].extra?.physical).toBeUndefined()
  })

  it("the engine's reason is shown when a choice is refused (no mana to pay for it)", async () => {
    const { pinia, game } = startedGame(setup())
    wrapper = mount(MentalBoard, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const [first] = game.state!.players[0].zones.hand
    await wrapper.get('[data-testid="mm-card"]').setValue(first)
    await wrapper.get('[data-testid="mm-as"]').setValue('Goblin Guide')
    expect(wrapper.get('[data-testid="mm-cast"]').attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="mm-why"]').text()).toMatch(/can't pay/i)
  })

  it('ruling MM-8: a card put into the graveyard is announced through the prompt, and the announced name is marked', async () => {
    const { pinia, game } = startedGame(setup())
    const [card] = game.state!.players[0].zones.hand
    expect(game.act({ type: 'manual', player: 0, op: 'move', card, to: 'graveyard' })).toBeNull()
    expect(game.state!.pending[0]).toMatchObject({ kind: 'announce', player: 0 })
    wrapper = mount(MentalPrompt, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const options = wrapper
      .get('[data-testid="announce-as"]')
      .findAll('option')
      .map((o) => o.text())
    // Utopia first, with what it is (ruling MM-8: the face-down land)
    expect(options[0]).toMatch(/^Utopia \(a face-down land/)
    expect(options).toContain('Lightning Bolt')
    await wrapper.get('[data-testid="announce-as"]').setValue('Lightning Bolt')
    await wrapper.get('[data-testid="confirm-announce"]').trigger('click')
    const [inGraveyard] = game.state!.players[0].zones.graveyard
    expect(game.state!.cards[game.state!.objects[inGraveyard].def].name).toBe('Lightning Bolt')
    expect(markedNames(game.state!)).toEqual(['Lightning Bolt'])
    expect(game.state!.pending).toEqual([])
  })
})
