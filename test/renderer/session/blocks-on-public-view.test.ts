// In 'ask' mode a defending player declares blockers on the same screen, on the public view (CR 509.1: blocks read
// only the battlefield), so combat needs no hand-off there and back. A player who wants their hand, or who may
// respond to something, is still handed the table behind a cover.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import { DEFAULT_SETTINGS_STOPS } from '@shared/bridge'
import type { HandOffMode } from '../../../src-renderer/src/components/table/flow'
import { declaresBlockers } from '../../../src-renderer/src/components/table/flow'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { useSessionStore } from '../../../src-renderer/src/stores/session'
import { useTableStore } from '../../../src-renderer/src/stores/table'
import { atDeclareAttackers, cardIn, startedGame } from '../table/helpers'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.innerHTML = ''
})

/** Ann's turn 3, about to declare attackers with Raging Goblin; Ben has Grizzly Bears and Giant Growth in hand. */
function beforeAttacks() {
  return atDeclareAttackers(
    { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Raging Goblin'] },
    { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] },
  )
}

/** Ann at the table, her Goblin attacking Ben; every state the session passes through is recorded. */
function annAttacks(mode: HandOffMode = 'ask') {
  const { pinia, game } = startedGame(undefined, true, [...DEFAULT_SETTINGS_STOPS])
  game.setHandOffMode(mode)
  const session = useSessionStore()
  const states: string[] = []
  session.actor.subscribe(() => states.push(session.state))
  game.startPosition(beforeAttacks())
  game.takeSeat()
  expect(game.viewer).toBe(0)
  const s = game.state!
  const onField = (player: number, name: string) =>
    s.battlefield.find((id) => s.objects[id].controller === player && s.cards[s.objects[id].def]?.name === name)!
  const goblin = onField(0, 'Raging Goblin')
  const bears = onField(1, 'Grizzly Bears')
  expect(game.act({ type: 'declareAttackers', player: 0, attackers: [{ card: goblin, target: { player: 1 } }] })).toBe(
    null,
  )
  // Ann's stop in the declare attackers step (DEFAULT_SETTINGS_STOPS), then Ben is asked for blockers.
  if (game.state!.priority === 0 && game.viewer === 0) game.act({ type: 'pass', player: 0 })
  return { pinia, game, session, states, goblin, bears }
}

describe('blocks on the public view (hand-off mode "ask")', () => {
  it('CR 509.1: the defender declares blockers on the same screen, no hand shows, and Ann goes on with hers face down', () => {
    const { game, session, states, goblin, bears } = annAttacks()
    expect(declaresBlockers(game.state!, 1)).toBe(true) // the engine waits for Ben's blocks
    expect(declaresBlockers(game.state!, 0)).toBe(false) // not for the attacker
    expect(session.state).toBe('asking')
    expect(game.blockingFor).toBe(1)
    expect(game.viewer).toBeNull()
    // The public view: Ben's Giant Growth is hidden, Ann's Lightning Bolt too.
    const view = game.view!
    const names = [...view.players[0].zones.hand, ...view.players[1].zones.hand].map(
      (id) => view.cards[view.objects[id]?.def]?.name,
    )
    expect(names).not.toContain('Giant Growth')
    expect(names).not.toContain('Lightning Bolt')
    // Ben drags his Bears onto the Goblin (the table acts for the blocking player) and confirms.
    const table = useTableStore()
    expect(table.toggleBlocker(bears, goblin)).toBeNull()
    expect(table.confirmBlockers()).toBeNull()
    expect(game.state!.combat?.blockers).toEqual([{ id: bears, blocks: goblin }])
    // Ann has priority in the declare blockers step (her stop), with no cover in between, but Ben acted at the
    // screen: her hand stays face down (the public view) until she lifts it.
    expect(session.state).toBe('asking')
    expect(game.veiledFor).toBe(0)
    expect(game.viewer).toBeNull()
    const after = game.view!
    expect(after.players[0].zones.hand.map((id) => after.cards[after.objects[id]?.def]?.name)).not.toContain(
      'Lightning Bolt',
    )
    expect(states.slice(states.indexOf('asking'))).not.toContain('handOff')
    // Lifting it is her cover; dismissed, her own view.
    game.respond(true)
    expect(game.handOffTo).toBe(0)
    expect(game.view).toBeNull()
    game.takeSeat()
    expect(game.viewer).toBe(0)
  })

  it('the veil: Ann passes without lifting her hand, and the game goes on to combat damage (CR 510)', () => {
    const { game, goblin, bears } = annAttacks()
    const table = useTableStore()
    table.toggleBlocker(bears, goblin)
    table.confirmBlockers()
    expect(game.veiledFor).toBe(0)
    const step = game.state!.step
    game.respond(false)
    expect(game.state!.step).not.toBe(step)
    expect(game.viewer).toBeNull()
  })

  it('CR 509.1: "See my hand first" hands the table to the defender behind a cover, who blocks from their seat', () => {
    const { game, session, goblin, bears } = annAttacks()
    expect(session.state).toBe('asking')
    game.respond(true)
    expect(session.state).toBe('handOff')
    expect(game.handOffTo).toBe(1)
    expect(game.view).toBeNull()
    game.takeSeat()
    expect(game.viewer).toBe(1)
    expect(game.act({ type: 'declareBlockers', player: 1, blockers: [{ card: bears, blocks: goblin }] })).toBeNull()
    // Back to Ann (her stop after blocks), who sat down already this turn: Ben saw his hand and is still at the
    // screen, so she goes on with hers face down (the public view), and lifts it through her cover.
    expect(session.state).toBe('asking')
    expect(game.veiledFor).toBe(0)
    expect(game.viewer).toBeNull()
    game.respond(true)
    expect(game.handOffTo).toBe(0)
  })

  it("a refusal that names a hidden card shows only behind its owner's cover, never on the public view (MCR-8)", () => {
    const { game, session } = annAttacks()
    expect(session.state).toBe('asking')
    // What a set card that can't be cast now does (CombatBoard): the asked player takes the seat with the reason.
    game.toSeat('Set card 2 (Giant Growth) cannot be cast now.')
    expect(session.state).toBe('handOff')
    expect(game.handOffTo).toBe(1)
    expect(game.error).toBeNull()
    game.takeSeat()
    expect(game.viewer).toBe(1)
    expect(game.error).toContain('Giant Growth')
  })

  it('declining is not a pass: "Let it resolve" does nothing while blocks are asked (CR 509.1 waits for the blocks)', () => {
    const { game, session } = annAttacks()
    game.respond(false)
    expect(session.state).toBe('asking')
    expect(declaresBlockers(game.state!, 1)).toBe(true)
  })

  it('CR 117.3b: after public blocks, a defender with a response (Giant Growth) to a spell is still asked and handed the table', () => {
    const { game, session, goblin, bears } = annAttacks()
    const table = useTableStore()
    table.toggleBlocker(bears, goblin)
    table.confirmBlockers()
    // Ann lifts her hand (her cover), then bolts the blocking Bears.
    game.respond(true)
    game.takeSeat()
    expect(game.viewer).toBe(0)
    // Ann bolts the blocking Bears; Ben holds Giant Growth: "respond?", and Respond brings the cover.
    const bolt = cardIn(game.state!, 0, 'hand', 'Lightning Bolt')
    expect(game.act({ type: 'cast', player: 0, card: bolt, targets: [{ card: bears }] })).toBeNull()
    expect(session.state).toBe('asking')
    expect(session.context.asked).toBe('respond')
    expect(game.askFor).toBe(1)
    game.respond(true)
    expect(session.state).toBe('handOff')
    expect(game.handOffTo).toBe(1)
  })

  it("'hidden-info' mode keeps the cover for blocks (the defender sits down first)", () => {
    const { game, session } = annAttacks('hidden-info')
    expect(declaresBlockers(game.state!, 1)).toBe(true)
    expect(session.state).toBe('handOff')
    expect(game.handOffTo).toBe(1)
  })

  it('the table shows the block prompt on the public view: the defender’s creatures can be dragged, no hand card is named', async () => {
    const { pinia, game } = annAttacks()
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(game.blockingFor).toBe(1)
    expect(wrapper.find('[data-testid="hand-off"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="block-here"]').text()).toContain('Ben declares blockers here')
    expect(wrapper.find('[data-testid="confirm-blockers"]').exists()).toBe(true)
    expect(wrapper.find('main').attributes('data-asked')).toBe('1')
    const bears = wrapper.find('section[data-player="1"] .card[data-name="Grizzly Bears"]')
    expect(bears.attributes('draggable')).toBe('true')
    const text = document.body.innerHTML
    expect(text).not.toContain('Giant Growth')
    expect(text).not.toContain('Lightning Bolt')
  })
})
