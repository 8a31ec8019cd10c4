// The damage division prompt (CR 510.1c-d, 702.19b): the attacking player orders the blockers, fills lethal damage
// in that order or sets amounts, and the engine checks the division before it is confirmed.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import { nameOf, startHistory } from '@shared/engine'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { atDeclareAttackers, startedGame, twoPlayers } from './helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
})

/** Ann's Colossal Dreadmaw (6/6 trample) or Hexplate Golem (5/7), blocked by Ben's Glory Seeker and Grizzly Bears. */
function doubleBlocked(attacker: string) {
  return atDeclareAttackers(
    { battlefield: [attacker] },
    { battlefield: ['Glory Seeker', 'Grizzly Bears'] },
    [
      { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      {
        player: 1,
        type: 'declareBlockers',
        blockers: [
          { card: 'Glory Seeker', blocks: `0:${attacker}` },
          { card: 'Grizzly Bears', blocks: `0:${attacker}` },
        ],
      },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ],
    { assignCombatDamage: true },
  )
}

async function mountAt(attacker: string) {
  const { pinia, game } = startedGame(twoPlayers({ options: { assignCombatDamage: true } }))
  game.history = startHistory(doubleBlocked(attacker))
  wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  const handOff = wrapper.find('[data-testid="hand-off"] button')
  if (handOff.exists()) await handOff.trigger('click')
  return game
}

const rows = () =>
  wrapper!.findAll('[data-testid="assign-damage"] li').map((li) => li.find('.damage__name').text().replace(/\s+/g, ' '))
const amounts = () =>
  wrapper!.findAll('[data-testid="damage-amount"]').map((i) => Number((i.element as HTMLInputElement).value))

describe('damage division prompt (CR 510.1c)', () => {
  it('CR 510.1c: offers the blockers in block order with lethal damage filled in; reordering and "Lethal in this order" change it', async () => {
    const game = await mountAt('Hexplate Golem')
    const prompt = wrapper!.get('[data-testid="assign-damage"]')
    expect(prompt.text()).toContain("Divide Hexplate Golem's 5 combat damage (CR 510.1c)")
    expect(rows()).toEqual(['Glory Seeker (lethal 2)', 'Grizzly Bears (lethal 2)'])
    expect(amounts()).toEqual([2, 3]) // lethal to the first, the rest to the last
    // Put the Bears first (the damage assignment order), then fill lethal in that order.
    await prompt.findAll('[data-testid="damage-down"]')[0].trigger('click')
    expect(rows()).toEqual(['Grizzly Bears (lethal 2)', 'Glory Seeker (lethal 2)'])
    await prompt.get('[data-testid="damage-lethal"]').trigger('click')
    expect(amounts()).toEqual([2, 3])
    // Set the amounts by hand: 0 to the Bears, 5 to the Seeker.
    const inputs = prompt.findAll('[data-testid="damage-amount"]')
    await inputs[0].setValue(0)
    expect(prompt.get('[data-testid="damage-left"]').text()).toBe('2 left to assign.')
    expect(prompt.get('[data-testid="confirm-damage"]').attributes('disabled')).toBeDefined()
    await inputs[1].setValue(5)
    expect(prompt.get('[data-testid="damage-left"]').text()).toBe('All damage assigned.')
    await prompt.get('[data-testid="confirm-damage"]').trigger('click')
    expect(game.log).toContain("Ann assigns Hexplate Golem's damage: 5 to Glory Seeker")
    const s = game.state!
    expect(s.players[1].zones.graveyard.map((id) => nameOf(s, id))).toEqual(['Glory Seeker'])
    expect(wrapper!.find('[data-testid="assign-damage"]').exists()).toBe(false)
  })

  it("CR 702.19b: a trampler's excess row; a division that skips lethal damage is explained and cannot be confirmed", async () => {
    const game = await mountAt('Colossal Dreadmaw')
    const prompt = wrapper!.get('[data-testid="assign-damage"]')
    expect(rows()).toEqual(['Glory Seeker (lethal 2)', 'Grizzly Bears (lethal 2)', 'Ben (trample, CR 702.19b)'])
    expect(amounts()).toEqual([2, 2])
    expect((prompt.get('[data-testid="damage-trample"]').element as HTMLInputElement).value).toBe('2')
    await prompt.findAll('[data-testid="damage-amount"]')[0].setValue(1)
    await prompt.get('[data-testid="damage-trample"]').setValue(3)
    expect(prompt.get('[role="alert"]').text()).toBe(
      'Glory Seeker must be assigned lethal damage (2) before any goes to Ben (CR 702.19b)',
    )
    expect(prompt.get('[data-testid="confirm-damage"]').attributes('disabled')).toBeDefined()
    await prompt.get('[data-testid="damage-lethal"]').trigger('click')
    await prompt.get('[data-testid="confirm-damage"]').trigger('click')
    expect(game.state!.players[1].life).toBe(18)
  })

  it('the prompt is keyboard operable and undo goes back to it', async () => {
    const game = await mountAt('Hexplate Golem')
    const confirm = wrapper!.get('[data-testid="confirm-damage"]')
    expect(confirm.element.tagName).toBe('BUTTON')
    expect(wrapper!.get('[data-testid="damage-amount"]').attributes('aria-label')).toBe('Damage to Glory Seeker')
    await confirm.trigger('click')
    expect(game.state!.players[1].zones.graveyard).toHaveLength(2)
    game.undo()
    await flushPromises()
    expect(game.state!.pending[0]).toMatchObject({ kind: 'assignDamage', player: 0 })
    expect(wrapper!.find('[data-testid="assign-damage"]').exists()).toBe(true)
  })
})
