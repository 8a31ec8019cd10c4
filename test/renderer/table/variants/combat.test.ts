// The Magic Combat Rules pieces of the table: the round and scores header (ruling MCR-3), placement into five slots
// (MCR-2), setting spells (MCR-8), the slots facing each other with Fight buttons (MCR-8) and summoning (MCR-6).
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import CombatHeader from '../../../../src-renderer/src/components/table/variants/combat/CombatHeader.vue'
import CombatPrompt from '../../../../src-renderer/src/components/table/variants/combat/CombatPrompt.vue'
import CombatBoard from '../../../../src-renderer/src/components/table/variants/combat/CombatBoard.vue'
import { variantStops } from '../../../../src-renderer/src/components/table/variants/stops'
import { deck, startedGame } from '../helpers'

const setup = () => ({
  variant: 'combat' as const,
  options: {},
  start: 0,
  seed: 3,
  players: [
    { name: 'Ann', color: '#f59e0b', deck: deck({ 'Grizzly Bears': 6, 'Hill Giant': 4, 'Giant Growth': 6 }) },
    { name: 'Ben', color: '#60a5fa', deck: deck({ 'Raging Goblin': 6, 'Craw Wurm': 4, Shock: 6 }) },
  ],
})

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

const named = (s: { cards: Record<string, { name: string }>; objects: Record<string, { def: string }> }, id: string) =>
  s.cards[s.objects[id].def].name

describe('Magic Combat Rules on the table', () => {
  it('ruling MCR-3: the header shows the round of ten and both scores', () => {
    const { pinia, game } = startedGame(setup(), false)
    wrapper = mount(CombatHeader, { props: { state: game.state! }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-testid="round"]').text()).toBe('Round 1 of 10')
    expect(wrapper.text()).toContain('Ann 0')
    expect(wrapper.text()).toContain('Ben 0')
    const scored = {
      ...game.state!,
      round: 4,
      players: game.state!.players.map((p, i) => ({ ...p, extra: { ...p.extra, score: i ? 1 : 3 } })),
    }
    wrapper.unmount()
    wrapper = mount(CombatHeader, { props: { state: scored }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-testid="round"]').text()).toBe('Round 4 of 10')
    expect(wrapper.text()).toContain('Ann 3')
    expect(wrapper.text()).toContain('Ben 1')
  })

  it('ruling MCR-2: placement offers creatures of mana value 3 or less, into the chosen slots, hidden from the other player', async () => {
    const { pinia, game } = startedGame(setup(), false)
    game.takeSeat()
    wrapper = mount(CombatPrompt, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const chips = wrapper.findAll('[data-place]')
    const giant = chips.find((c) => c.attributes('data-name') === 'Hill Giant')
    expect(giant, 'seed 3 deals Ann a Hill Giant').toBeDefined()
    expect(giant!.attributes('draggable')).toBe('false')
    expect(giant!.attributes('title')).toContain('mana value 4')
    // One set of slots, the board's: a click on a creature fills the next empty slot.
    expect(wrapper.findAll('select')).toHaveLength(0)
    const bears = chips.find((c) => c.attributes('data-name') === 'Grizzly Bears')!
    await bears.trigger('click')
    await wrapper.get('[data-testid="confirm-placement"]').trigger('click')
    expect(game.log.join('\n')).toContain('Ann places 1 creature face down')
    const placement = game.state!.players[0].extra.placement as (string | null)[]
    expect(placement.map((id) => (id ? named(game.state!, id) : null))).toEqual([
      'Grizzly Bears',
      null,
      null,
      null,
      null,
    ])
    game.takeSeat()
    expect(game.viewer).toBe(1)
    expect(game.view!.players[0].extra.placement).toBeUndefined()
  })

  it('rulings MCR-8, MCR-6: summoning with its sacrifice, spells set face down, Fight buttons in the fights step, Summon in the first main phase', async () => {
    const { pinia, game } = startedGame(setup(), false)
    for (const p of [0, 1]) {
      game.takeSeat()
      const hand = game.state!.players[p].zones.hand
      const creature = hand.find((id) => ['Grizzly Bears', 'Raging Goblin'].includes(named(game.state!, id)))!
      expect(game.act({ type: 'placeCreatures', player: p, slots: [creature, null, null, null, null] })).toBeNull()
    }
    game.takeSeat()
    // The table stops for the fights (ruling MCR-8) in this variant.
    expect(variantStops('combat')).toEqual({ own: ['abilities', 'fights'], others: ['abilities', 'fights'] })
    expect(game.stops[0].own).toContain('fights')
    expect(game.stops[1].others).toContain('fights')
    expect(game.state!.step).toBe('precombatMain')
    wrapper = mount(CombatBoard, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    const summon = wrapper.findAll('[data-summon]')
    expect(summon.length).toBeGreaterThan(0)
    // Ruling MCR-6: mana value 4 needs one sacrifice; the button carries the engine's reason until one is ticked.
    const giant = wrapper.get('[data-summon="Hill Giant"]')
    expect(giant.get('[data-testid="summon"]').attributes('disabled')).toBeDefined()
    expect(giant.get('[data-testid="summon"]').attributes('title')).toContain('sacrifice exactly 1 creature')
    await giant.get('input[type="checkbox"]').setValue(true)
    expect(giant.get('[data-testid="summon"]').attributes('disabled')).toBeUndefined()
    await giant.get('input[type="checkbox"]').setValue(false)
    const bears = wrapper.find('[data-summon="Grizzly Bears"]')
    await bears.get('[data-testid="summon"]').trigger('click')
    expect(game.log.join('\n')).toContain('Ann casts Grizzly Bears')
    wrapper.unmount()
    // Pass to the beginning of combat: both players set spells (hidden, one at a time).
    while (game.state!.step === 'precombatMain') {
      if (game.handOffTo !== null) game.takeSeat()
      game.act({ type: 'pass', player: game.state!.priority! })
    }
    if (game.handOffTo !== null) game.takeSeat()
    const me = game.viewer!
    wrapper = mount(CombatPrompt, { props: { view: game.view!, viewer: me }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-testid="set-spells"]').text()).toContain('Set up to 3 non-creature cards')
    const boxes = wrapper.findAll('input[type="checkbox"]')
    for (const b of boxes.slice(0, 4)) await b.setValue(true)
    expect(boxes.length).toBeGreaterThanOrEqual(4)
    expect(wrapper.get('[data-testid="confirm-set"]').attributes('title')).toContain(
      'Set at most 3 cards each combat (MCR-8), not 4',
    )
    await boxes[3].setValue(false)
    await wrapper.get('[data-testid="confirm-set"]').trigger('click')
    expect(game.log.join('\n')).toContain(`${me ? 'Ben' : 'Ann'} sets 3 cards face down`)
    wrapper.unmount()
    game.takeSeat()
    game.act({ type: 'setSpells', player: game.viewer!, cards: [] })
    if (game.handOffTo !== null) game.takeSeat()
    expect(game.state!.step).toBe('fights')
    // Ben sat down last (his spells): Ann picks her fights on the public view, with no cover (MCR-8).
    expect(game.handOffTo).toBeNull()
    expect(game.actingFor).toBe(0)
    wrapper = mount(CombatBoard, {
      props: { view: game.view!, viewer: 0, publicView: true },
      global: { plugins: [pinia] },
    })
    // The slots face each other: Ben's slot 1 holds his creature, across from Ann's.
    expect(wrapper.get('[data-slot="1:0"]').text()).toContain('Raging Goblin')
    expect(wrapper.get('[data-slot="0:0"]').text()).toContain('Grizzly Bears')
    await wrapper.get('[data-testid="fight-0"]').trigger('click')
    expect(game.log.join('\n')).toMatch(/Ann picks Grizzly Bears to fight Raging Goblin/)
    wrapper.unmount()
    // Ann reveals a set spell there too, by its slot (MCR-8): face down until she chooses one, then cast.
    expect(game.actingFor).toBe(0)
    wrapper = mount(CombatBoard, {
      props: { view: game.view!, viewer: 0, publicView: true },
      global: { plugins: [pinia] },
    })
    expect(wrapper.findAll('[data-testid^="reveal-slot-"]')).toHaveLength(3)
    expect(wrapper.text()).not.toContain('Giant Growth')
    await wrapper.get('[data-testid="reveal-slot-2"]').trigger('click')
    if (!game.log.join('\n').includes('Giant Growth')) {
      // More than one way to cast it: its face shows with its targets, and one is chosen.
      expect(wrapper.get('[data-set-card="2"]').text()).toContain('Giant Growth')
      await wrapper.get('[data-set-card="2"] [data-testid="reveal"]').trigger('click')
    }
    expect(game.log.join('\n')).toMatch(/Ann casts Giant Growth/)
    expect(game.state!.players[0].zones.spellSlots).toHaveLength(2)
  })
})
