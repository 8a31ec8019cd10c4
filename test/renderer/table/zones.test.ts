// Zones: a player's area (life, library count, battlefield rows, piles, variant zones by name), the stack.
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { viewFor } from '@shared/engine'
import PlayerArea from '../../../src-renderer/src/components/table/PlayerArea.vue'
import StackZone from '../../../src-renderer/src/components/table/StackZone.vue'
import { onBattlefield, startedGame, twoPlayers, deck } from './helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('player area', () => {
  it('shows life, library count, creatures apart from lands, with aria labels (tapped, P/T, sickness, counters)', () => {
    const setup = twoPlayers()
    setup.players[1].deck = deck({ Forest: 10, 'Grizzly Bears': 10 })
    const { pinia, game } = startedGame(setup)
    let s = onBattlefield(game.state!, 1, 'Grizzly Bears', {
      tapped: true,
      sick: false,
      counters: { '+1/+1': 1 },
    }).state
    s = onBattlefield(s, 1, 'Forest').state
    wrapper = mount(PlayerArea, {
      props: { state: viewFor(s, 0), player: 1, viewer: 0, color: '#60a5fa' },
      global: { plugins: [pinia] },
    })
    expect(wrapper.get('[data-life="1"]').text()).toBe('♥ 20')
    expect(wrapper.text()).toContain(`Library ${s.players[1].zones.library.length}`)
    expect(wrapper.text()).toContain('Hand 7')
    const creatures = wrapper.get(`[aria-label="Ben's creatures"]`)
    expect(creatures.get('.card').attributes('aria-label')).toBe('Grizzly Bears, tapped, 3/3, 1 +1/+1 counter')
    expect(wrapper.get(`[aria-label="Ben's lands and other permanents"] .card`).attributes('aria-label')).toBe('Forest')
    // Another player's hand: backs only, not draggable.
    const backs = wrapper.findAll('.player__hand .card')
    expect(backs).toHaveLength(7)
    expect(backs.every((b) => b.classes('card--back') && b.attributes('draggable') === 'false')).toBe(true)
  })

  it('renders a variant’s own player zone by its name, without special code', () => {
    const { pinia, game } = startedGame()
    const s = game.state!
    const hero = s.players[0].zones.library[0]
    const players = s.players.map((p, i) =>
      i === 0 ? { ...p, zones: { ...p.zones, library: p.zones.library.slice(1), heroZone: [hero] } } : p,
    )
    const state = { ...s, players, objects: { ...s.objects, [hero]: { ...s.objects[hero], zone: 'heroZone' } } }
    wrapper = mount(PlayerArea, {
      props: { state, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    const zone = wrapper.get('[data-zone="heroZone"]')
    expect(zone.attributes('aria-label')).toBe("Ann's Hero Zone")
    expect(zone.findAll('.card')).toHaveLength(1)
  })

  it('the stack lists items top first with their targets', () => {
    const { pinia, game } = startedGame()
    const mountain = game.state!.players[0].zones.hand.find(
      (id) => game.state!.cards[game.state!.objects[id].def].name === 'Mountain',
    )!
    game.act({ type: 'playLand', player: 0, card: mountain })
    const bolt = game.state!.players[0].zones.hand.find(
      (id) => game.state!.cards[game.state!.objects[id].def].name === 'Lightning Bolt',
    )!
    game.act({ type: 'cast', player: 0, card: bolt, targets: [{ player: 1 }] })
    wrapper = mount(StackZone, { props: { state: viewFor(game.state!, 1) }, global: { plugins: [pinia] } })
    expect(wrapper.attributes('aria-label')).toBe('The stack, 1 items')
    expect(wrapper.text()).toContain('Lightning Bolt — Ann')
    expect(wrapper.text()).toContain('→ Ben')
  })
})

describe('attachments', () => {
  it('an Equipment is shown with the creature it is attached to, and says so', () => {
    const setup = twoPlayers()
    setup.players[0].deck = deck({ Mountain: 10, 'Grizzly Bears': 5, Bonesplitter: 5 })
    const { pinia, game } = startedGame(setup)
    const bears = onBattlefield(game.state!, 0, 'Grizzly Bears', { sick: false })
    const sword = onBattlefield(bears.state, 0, 'Bonesplitter', { attachedTo: bears.id })
    wrapper = mount(PlayerArea, {
      props: { state: sword.state, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    const host = wrapper.get('[aria-label="Grizzly Bears and what is attached to it"]')
    const cards = host.findAll('.card')
    expect(cards).toHaveLength(2)
    expect(cards[0].attributes('aria-label')).toBe('Grizzly Bears, 4/2')
    expect(cards[1].attributes('aria-label')).toBe('Bonesplitter, attached to Grizzly Bears')
    // Not shown a second time among the other permanents.
    expect(wrapper.findAll('.player__battlefield [data-name="Bonesplitter"]')).toHaveLength(1)
  })
})
