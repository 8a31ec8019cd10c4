// The Heroic pieces of the table: the hero panel with "Cast hero" (the engine's legal cast from outside the game,
// ruling HE-7; disabled with the engine's reason), the Hero Level emblem (HE-9, HE-10) and the level-up bonus
// prompt (HE-9). Positions come from the scenario runner and are resumed in the game store.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import type { GameState } from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { heroicExtra, heroObject } from '@shared/variants/heroic'
import HeroicBoard from '../../../../src-renderer/src/components/table/variants/heroic/HeroicBoard.vue'
import HeroicPrompt from '../../../../src-renderer/src/components/table/variants/heroic/HeroicPrompt.vue'
import HeroicHeader from '../../../../src-renderer/src/components/table/variants/heroic/HeroicHeader.vue'
import { variantTable } from '../../../../src-renderer/src/components/table/variants'
import { useGameStore } from '../../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../../src-renderer/src/stores/settings'

const krenko = { name: 'Krenko, Mob Boss', sick: false }

/** A prepared Heroic position (scenario format), resumed in a fresh game store with its player seated. */
function position(players: Record<string, unknown>[], actions: Record<string, unknown>[] = [], step = 'precombatMain') {
  const { state } = runScenario(
    {
      variant: 'heroic',
      seed: 3,
      players: [
        { name: 'Ann', hero: 'Krenko, Mob Boss' },
        { name: 'Ben', hero: 'Ezuri, Renegade Leader' },
      ],
      state: { turn: 5, active: 0, step, players },
      actions,
    },
    starterPool(),
  )
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings = { ...DEFAULT_SETTINGS, stops: ['precombatMain', 'postcombatMain'] }
  const game = useGameStore()
  const save = {
    format: 'hearthside-save',
    formatVersion: 2,
    appVersion: 'test',
    meta: {
      gameId: 'g',
      name: 'x',
      variant: 'heroic',
      players: ['Ann', 'Ben'],
      savedAt: '',
      actionCount: 0,
      turn: 5,
      round: 3,
      activePlayer: 0,
      summary: '',
    },
    variant: 'heroic',
    options: state.options,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: 3,
    cards: state.cards,
    log: [],
    snapshot: state,
  }
  game.resume({
    id: 'x.json',
    path: '/x.json',
    save: save as never,
    state: state as GameState,
    source: 'verified',
    warnings: [],
    migratedFrom: null,
  })
  game.takeSeat()
  return { pinia, game }
}

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('Heroic on the table', () => {
  it('is registered with its header, hero panel and prompts', () => {
    expect(variantTable('heroic')).toMatchObject({ prompts: ['heroBonus', 'heroWard'] })
    expect(variantTable('heroic')!.board).toBe(HeroicBoard)
  })

  it('ruling HE-7: "Cast hero" sends the engine\'s cast from outside the game; without the mana it is disabled with the engine\'s reason', async () => {
    const poor = position([{ library: ['Mountain'], battlefield: ['Mountain', 'Mountain'] }, { library: ['Forest'] }])
    expect(poor.game.viewer).toBe(0)
    wrapper = mount(HeroicBoard, { props: { view: poor.game.view!, viewer: 0 }, global: { plugins: [poor.pinia] } })
    expect(wrapper.get('[data-testid="hero-name"]').text()).toBe('Krenko, Mob Boss')
    expect(wrapper.get('[data-testid="hero-where"]').text()).toBe('outside the game')
    expect(wrapper.get('[data-testid="cast-hero"]').attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="cast-hero-why"]').text()).toMatch(
      /can't pay \{2\}\{R\}\{R\} for Krenko, Mob Boss/,
    )
    wrapper.unmount()

    const { pinia, game } = position([
      { library: ['Mountain'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      { library: ['Forest'] },
    ])
    // Ben could not respond (no hand, no permanents): keep the table from passing for him, to see the stack.
    game.setSkipUnanswerable(false)
    wrapper = mount(HeroicBoard, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-testid="cast-hero"]').attributes('disabled')).toBeUndefined()
    await wrapper.get('[data-testid="cast-hero"]').trigger('click')
    const s = game.state!
    expect(s.stack.map((i) => s.cards[s.objects[i.id].def].name)).toEqual(['Krenko, Mob Boss'])
    expect(heroicExtra(s, 0).heroCastTurn).toBe(5)
    expect(wrapper.find('[data-testid="cast-hero"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="hero-where"]').text()).toBe('on the stack')
  })

  it('ruling HE-9, HE-10: the emblem shows the level, its abilities, damage toward 17 and casts toward 4', () => {
    const { pinia, game } = position([
      { library: ['Mountain'], battlefield: [krenko], heroLevel: 2, heroDamage: 7, heroCasts: 1 },
      { library: ['Forest'] },
    ])
    wrapper = mount(HeroicBoard, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-testid="hero-level"]').text()).toBe('2')
    expect(wrapper.get('[data-testid="hero-damage"]').text()).toBe('damage 7/17')
    expect(wrapper.get('[data-testid="hero-casts"]').text()).toBe('casts 1/4')
    expect(wrapper.findAll('.he-board__level--gained').map((li) => li.attributes('data-level'))).toEqual([
      '0',
      '1',
      '2',
    ])
    wrapper.unmount()
    wrapper = mount(HeroicHeader, { props: { state: game.state! }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-player="0"]').text()).toBe('Ann: Krenko, Mob Boss · level 2 · damage 7/17 · casts 1/4')
  })

  it('ruling HE-9: the level-up bonus prompt puts the exiled card into the hand, or adds the chosen mana', async () => {
    const attack = [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Krenko, Mob Boss', target: 'player:1' }] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ]
    const { pinia, game } = position(
      [{ library: ['Shock', 'Mountain'], battlefield: [krenko] }, { library: ['Forest'] }],
      attack,
      'declareAttackers',
    )
    expect(game.state!.pending[0]).toMatchObject({ kind: 'heroBonus', player: 0 })
    wrapper = mount(HeroicPrompt, { props: { view: game.view!, viewer: 0 }, global: { plugins: [pinia] } })
    expect(wrapper.get('[data-testid="hero-bonus-card"]').text()).toBe('Exiled face down: Shock')
    expect(wrapper.findAll('[data-option]').map((b) => b.attributes('data-option'))).toEqual([
      'hand',
      'W',
      'U',
      'B',
      'R',
      'G',
      'C',
    ])
    await wrapper.get('[data-option="hand"]').trigger('click')
    const s = game.state!
    expect(s.players[0].zones.hand.map((id) => s.cards[s.objects[id].def].name)).toEqual(['Shock'])
    expect(heroicExtra(s, 0).heroLevel).toBe(1)
    expect(heroObject(s, 0)!.zone).toBe('battlefield')
  })
})
