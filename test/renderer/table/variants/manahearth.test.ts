// The Manahearth pieces of the table: the hidden hero picker (ruling MH-2), the partial mulligan (MH-3), the
// Manahearth Zone's five piles (MH-6) and the Hero Zone's ability buttons with their costs (MH-10, MH-11).
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameState } from '@shared/engine'
import { MANAHEARTH_ZONE } from '@shared/variants/manahearth/manahearthZone'
import ManahearthPrompt from '../../../../src-renderer/src/components/table/variants/manahearth/ManahearthPrompt.vue'
import ManahearthZone from '../../../../src-renderer/src/components/table/variants/manahearth/ManahearthZone.vue'
import HeroZone from '../../../../src-renderer/src/components/table/variants/manahearth/HeroZone.vue'
import { variantTable } from '../../../../src-renderer/src/components/table/variants'
import { deck, startedGame } from '../helpers'

const setup = () => ({
  variant: 'manahearth' as const,
  options: {},
  start: 0,
  seed: 4,
  players: [
    { name: 'Ann', color: '#f59e0b', deck: deck({ 'Chandra Nalaar': 1, 'Ajani Goldmane': 1, 'Lightning Bolt': 10 }) },
    { name: 'Ben', color: '#60a5fa', deck: deck({ 'Ajani Goldmane': 1, 'Grizzly Bears': 10 }) },
  ],
})

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

function heroIds(state: GameState, p: number, name: string) {
  return state.players[p].zones.library.find((id) => state.cards[state.objects[id].def].name === name)!
}

/** Both heroes chosen, both keep: Ann's turn 1, first main phase, Ann at the table. */
function toFirstMain() {
  const { pinia, game } = startedGame(setup(), false)
  game.takeSeat()
  game.act({ type: 'chooseHero', player: 0, card: heroIds(game.state!, 0, 'Chandra Nalaar') })
  game.takeSeat()
  game.act({ type: 'chooseHero', player: 1, card: heroIds(game.state!, 1, 'Ajani Goldmane') })
  game.takeSeat()
  game.act({ type: 'keep', player: 0 })
  game.takeSeat()
  game.act({ type: 'keep', player: 1 })
  game.takeSeat()
  return { pinia, game }
}

describe('Manahearth on the table', () => {
  it('is registered by variant id with its prompts and zones', () => {
    const ui = variantTable('manahearth')!
    expect(ui.prompts).toEqual(['chooseHero', 'mulligan', 'lotusColor'])
    expect(Object.keys(ui.sharedZones)).toEqual([MANAHEARTH_ZONE])
    expect(Object.keys(ui.playerZones)).toEqual(['hero'])
    expect(variantTable('normal')).toBeNull()
  })

  it("ruling MH-2: the hero picker offers the deck's planeswalkers and records the hidden choice", async () => {
    const { pinia, game } = startedGame(setup(), false)
    game.takeSeat()
    wrapper = mount(ManahearthPrompt, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const heroes = wrapper.findAll('[data-hero]').map((b) => b.attributes('data-hero'))
    expect(heroes.sort()).toEqual(['Ajani Goldmane', 'Chandra Nalaar'])
    expect(wrapper.get('[data-testid="confirm-hero"]').attributes('disabled')).toBeDefined()
    await wrapper.get('[data-hero="Ajani Goldmane"]').trigger('click')
    await wrapper.get('[data-testid="confirm-hero"]').trigger('click')
    const choice = game.state!.players[0].extra.heroChoice as string
    expect(game.state!.cards[game.state!.objects[choice].def].name).toBe('Ajani Goldmane')
    // Hidden: Ben's view does not know it.
    expect(game.handOffTo).toBe(1)
    game.takeSeat()
    expect(game.view!.players[0].extra.heroChoice).toBeUndefined()
  })

  it("ruling MH-3: the mulligan takes 1–3 chosen cards, with the engine's reason for none", async () => {
    const { pinia, game } = startedGame(setup(), false)
    game.takeSeat()
    game.act({ type: 'chooseHero', player: 0, card: heroIds(game.state!, 0, 'Chandra Nalaar') })
    game.takeSeat()
    game.act({ type: 'chooseHero', player: 1, card: heroIds(game.state!, 1, 'Ajani Goldmane') })
    game.takeSeat()
    expect(game.viewer).toBe(0)
    wrapper = mount(ManahearthPrompt, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const confirm = wrapper.get('[data-testid="mh-mulligan-confirm"]')
    expect(confirm.attributes('disabled')).toBeDefined()
    expect(confirm.attributes('title')).toContain('Choose 1 to 3 cards of your hand')
    const boxes = wrapper.findAll('input[type="checkbox"]')
    expect(boxes).toHaveLength(3)
    await boxes[0].setValue(true)
    await boxes[1].setValue(true)
    await wrapper.get('[data-testid="mh-mulligan-confirm"]').trigger('click')
    expect(game.log.join('\n')).toContain(
      'Ann takes a mulligan: shuffles 2 cards back and draws back to 3 (ruling MH-3)',
    )
    expect(game.state!.players[0].zones.hand).toHaveLength(3)
  })

  it('ruling MH-6: five piles with counts; Play puts a land onto your battlefield; empty piles are disabled', async () => {
    const { pinia, game } = toFirstMain()
    expect(game.viewer).toBe(0)
    expect(game.state!.step).toBe('precombatMain')
    wrapper = mount(ManahearthZone, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    expect(
      wrapper.findAll('[data-pile]').map((p) => `${p.attributes('data-pile')} ${p.attributes('data-count')}`),
    ).toEqual(['Plains 10', 'Island 10', 'Swamp 10', 'Mountain 10', 'Forest 10'])
    await wrapper.get('[data-testid="play-Mountain"]').trigger('click')
    const s = game.state!
    expect(s.battlefield.map((id) => s.cards[s.objects[id].def].name)).toEqual(['Mountain'])
    expect(s.objects[s.battlefield[0]].controller).toBe(0)
    await wrapper.setProps({ view: game.view! })
    expect(wrapper.get('[data-pile="Mountain"]').attributes('data-count')).toBe('9')
    // The land drop is used: every Play button carries the engine's reason.
    expect(wrapper.get('[data-testid="play-Island"]').attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="play-Island"]').attributes('title')).toContain('already played a land')
    // An empty pile can't be chosen.
    const view = game.view!
    const noIslands = {
      ...view,
      shared: {
        ...view.shared,
        [MANAHEARTH_ZONE]: view.shared[MANAHEARTH_ZONE].filter(
          (id) => view.cards[view.objects[id].def].name !== 'Island',
        ),
      },
    }
    await wrapper.setProps({ view: noIslands })
    expect(wrapper.get('[data-pile="Island"]').attributes('data-count')).toBe('0')
    expect(wrapper.get('[data-pile="Island"]').attributes('draggable')).toBe('false')
    expect(wrapper.get('[data-testid="play-Island"]').attributes('title')).toContain('The Island pile is empty')
  })

  it("rulings MH-10, MH-11: hero abilities show their cost and are disabled with the engine's reason", async () => {
    const { pinia, game } = toFirstMain()
    wrapper = mount(HeroZone, { props: { state: game.view!, player: 0, viewer: 0 }, global: { plugins: [pinia] } })
    await flushPromises()
    expect(wrapper.text()).toContain('Chandra Nalaar')
    expect(wrapper.get('[data-testid="hero-cost-0"]').text()).toContain('2 mana of any colour + 1 life')
    // The ultimate's cost: the mana symbols are drawn, read out through the symbol's label.
    const ultimate = wrapper.get('[data-testid="hero-cost-2"]')
    expect(ultimate.text()).toContain('2 mana of any colour + 8 life +')
    expect(ultimate.text()).toContain('(ruling MH-11)')
    expect(ultimate.get('[data-testid="mana-cost"]').attributes('title')).toBe('{3}{R}{R}')
    const plusOne = wrapper.get('[data-testid="hero-ability-0"]')
    expect(plusOne.attributes('disabled')).toBeDefined()
    expect(plusOne.attributes('title')).toContain("can't pay two mana of any colour")
    // Another player's Hero Zone shows the card only.
    const theirs = mount(HeroZone, { props: { state: game.view!, player: 1, viewer: 0 }, global: { plugins: [pinia] } })
    expect(theirs.text()).toContain('Ajani')
    expect(theirs.findAll('[data-testid^="hero-ability-"]')).toHaveLength(0)
    theirs.unmount()
  })
})
