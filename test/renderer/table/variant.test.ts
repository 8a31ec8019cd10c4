// Variants show up on the table without special code: a variant's own player zone and shared zone are rendered by
// name, and its own decision (a hidden simultaneous choice) is offered from the engine's legal actions, one
// player at a time behind the hand-off screen.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildGameChart,
  normalTurn,
  pendingFor,
  registerVariant,
  setupStep,
  TO_FIRST_TURN,
  type Variant,
} from '@shared/engine'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { startedGame, twoPlayers } from './helpers'

const tableVariant: Variant = {
  id: 'test-table',
  name: 'Table test variant',
  players: { min: 2, max: 2 },
  life: 15,
  handSize: 7,
  maxHandSize: 7,
  starterSkipsDraw: () => true,
  deckRules: 'normal',
  options: [],
  chart: buildGameChart({
    setup: {
      initial: 'pickColor',
      states: {
        pickColor: setupStep('pickColor', 'askColors', 'mulligan'),
        mulligan: setupStep('mulligan', 'londonMulligan', TO_FIRST_TURN),
      },
    },
    turn: normalTurn(),
    actions: {
      askColors: (tx) =>
        tx.set(
          'pending',
          tx.s.players.map((_, player) => ({ kind: 'pickColor', player, simultaneous: true })),
        ),
    },
  }),
  playerZones: ['vault'],
  sharedZones: ['commonPool'],
  actions: {
    pickColor: {
      validate: (s, a) => (pendingFor(s, a.player, 'pickColor') ? null : 'you have already picked'),
      apply: (tx, a) => {
        tx.playerExtra(a.player).color = a.color
        tx.set(
          'pending',
          tx.s.pending.filter((d) => !(d.kind === 'pickColor' && d.player === a.player)),
        )
      },
      enumerate: (s, p) =>
        pendingFor(s, p, 'pickColor')
          ? [
              { type: 'pickColor', player: p, color: 'R' },
              { type: 'pickColor', player: p, color: 'G' },
            ]
          : [],
    },
  },
  hooks: {},
}
registerVariant(tableVariant)

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('a variant on the table', () => {
  it('offers its hidden simultaneous choice to one player at a time, and renders its zones by name', async () => {
    const { pinia, game } = startedGame({ ...twoPlayers(), variant: 'test-table' as never }, false)
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.get('[data-testid="hand-off"]').text()).toContain('Pass to Ann')
    expect(wrapper.get('[data-testid="hand-off"]').text()).toContain('Ann must make a choice (pick color)')
    await wrapper.get('[data-testid="hand-off"] button').trigger('click')
    const prompt = wrapper.get('[data-testid="prompt"]')
    // In words: never the engine's kind or a fragment of its data.
    expect(prompt.text()).toContain('You must make a choice (pick color)')
    const choices = prompt.findAll('button').map((b) => b.text())
    expect(choices).toEqual(['Pick color: color red', 'Pick color: color green'])
    await prompt.findAll('button')[1].trigger('click')
    expect(game.state!.players[0].extra.color).toBe('G')
    // Ben chooses next, behind a hand-off; the table then shows Ben's view (Ann's pending choice is not his).
    expect(game.handOffTo).toBe(1)
    await flushPromises()
    expect(wrapper.findAll('.card')).toHaveLength(0)
    await wrapper.get('[data-testid="hand-off"] button').trigger('click')
    expect(game.viewer).toBe(1)
    await wrapper.get('[data-testid="prompt"]').findAll('button')[0].trigger('click')
    // The London mulligan follows; the variant's zones are on the table by their names.
    expect(game.state!.pending[0]).toMatchObject({ kind: 'mulligan' })
    await flushPromises()
    if (wrapper.find('[data-testid="hand-off"]').exists())
      await wrapper.get('[data-testid="hand-off"] button').trigger('click')
    expect(wrapper.get('[data-zone="vault"]').attributes('aria-label')).toMatch(/'s Vault$/)
    expect(wrapper.get('[data-zone="commonPool"]').text()).toContain('Common Pool (0)')
    expect(wrapper.get('[data-life="0"]').text()).toBe('♥ 15')
  })
})
