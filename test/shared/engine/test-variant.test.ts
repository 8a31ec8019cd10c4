// Proves the variant extension points with a test variant: a changed turn structure (no untap step, no
// second main phase, a custom "tithe" step and a draw of two), an extra hidden setup step with its own action, a
// per-player zone with a replacement rule (cards going to the graveyard go to the "vault"), an extra loss check,
// other starting life/hand size, and extra scenario output.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import {
  applyAction,
  buildGameChart,
  createGame,
  drawCards,
  phase,
  playerLoses,
  setupStep,
  step,
  TO_FIRST_TURN,
  TO_NEXT_TURN,
  turnState,
  pendingFor,
  registerVariant,
  viewFor,
  checkInvariants,
  type GameState,
  type Variant,
} from '@shared/engine'
import { scenarioOutput } from '@shared/scenario'
import { testCards, testDeck } from './helpers'

// The chart: a hidden colour pick before the London mulligan; a turn without untap step and second main phase (like
// Combat Rules, ruling MCR-10), beginning with a "tithe" step, drawing two, with the normal combat.
const chart = buildGameChart({
  setup: {
    initial: 'pickColor',
    states: {
      pickColor: setupStep('pickColor', 'askColors', 'mulligan'),
      mulligan: setupStep('mulligan', 'londonMulligan', TO_FIRST_TURN),
    },
  },
  turn: turnState('beginning', {
    beginning: phase('tithe', {
      tithe: step('tithe', { priority: false }, { entry: ['tithe'], next: 'upkeep' }),
      upkeep: step('upkeep', { priority: true }, { next: 'draw' }),
      draw: step('draw', { priority: true }, { entry: ['drawTwo'], next: '#game.turn.precombatMain' }),
    }),
    precombatMain: step('precombatMain', { priority: true, main: true }, { next: 'combat' }),
    combat: phase('beginCombat', {
      beginCombat: step('beginCombat', { priority: true }, { next: 'declareAttackers' }),
      declareAttackers: step(
        'declareAttackers',
        { priority: true },
        {
          entry: ['askAttackers'],
          next: [{ target: 'endCombat', guard: 'noAttackers' }, { target: 'declareBlockers' }],
        },
      ),
      declareBlockers: step('declareBlockers', { priority: true }, { entry: ['askBlockers'], next: 'combatDamage' }),
      combatDamage: step('combatDamage', { priority: true }, { entry: ['regularDamage'], next: 'endCombat' }),
      endCombat: step('endCombat', { priority: true }, { exit: ['removeFromCombat'], next: '#game.turn.ending' }),
    }),
    ending: phase('end', {
      end: step('end', { priority: true }, { next: 'cleanup' }),
      cleanup: step('cleanup', { priority: false }, { entry: ['askDiscard'], exit: ['wearOff'], next: TO_NEXT_TURN }),
    }),
  }),
  actions: {
    askColors: (tx) =>
      tx.set(
        'pending',
        tx.s.players.map((_, player) => ({ kind: 'pickColor', player, simultaneous: true })),
      ),
    tithe: (tx) => {
      tx.player(tx.s.active).life = tx.s.players[tx.s.active].life - 1
    },
    drawTwo: (tx) => drawCards(tx, tx.s.active, 2),
  },
})

const testVariant: Variant = {
  id: 'test-vault',
  name: 'Vault test variant',
  players: { min: 2, max: 2 },
  life: 12,
  handSize: 5,
  maxHandSize: 6,
  starterSkipsDraw: () => false,
  deckRules: 'normal',
  options: [],
  chart,
  playerZones: ['vault'],
  sharedZones: [],
  actions: {
    pickColor: {
      validate: (s, a) =>
        pendingFor(s, a.player, 'pickColor')
          ? ['W', 'U', 'B', 'R', 'G'].includes(a.color as string)
            ? null
            : 'pick a colour: W, U, B, R or G'
          : 'you have already picked',
      apply: (tx, a) => {
        tx.playerExtra(a.player).color = a.color
        tx.set(
          'pending',
          tx.s.pending.filter((d) => !(d.kind === 'pickColor' && d.player === a.player)),
        )
      },
      enumerate: (s, p) => (pendingFor(s, p, 'pickColor') ? [{ type: 'pickColor', player: p, color: 'R' }] : []),
    },
  },
  hooks: {
    replaceMove: (_tx, move) => (move.to === 'graveyard' ? { ...move, to: 'vault' } : null),
    stateChecks: (tx) => {
      let changed = false
      tx.s.players.forEach((p, i) => {
        if (!p.lost && p.zones.vault.length >= 3) {
          playerLoses(tx, i, 'three cards in the vault')
          changed = true
        }
      })
      return changed
    },
    view: (_state, viewer, view) => ({
      ...view,
      players: view.players.map((p, i) => (i === viewer ? p : { ...p, extra: { ...p.extra, color: undefined } })),
    }),
  },
  scenario: {
    output: (state, out) => {
      out.vaults = state.players.map((p) => p.zones.vault.length)
    },
  },
}
registerVariant(testVariant)

function game() {
  return createGame({
    variant: 'test-vault',
    seed: 3,
    start: 0,
    cards: testCards(),
    players: [
      { name: 'Ann', deck: testDeck(40) },
      { name: 'Ben', deck: testDeck(40) },
    ],
  })
}

describe('variant extension points (test variant)', () => {
  it('adds a hidden simultaneous setup step with its own action, then the London mulligan (CR 103.4)', () => {
    let s = game()
    expect(s.step).toBe('pickColor')
    expect(s.players[0].life).toBe(12)
    const r1 = applyAction(s, { type: 'pickColor', player: 1, color: 'G' }) // any order: simultaneous
    expect(r1.ok).toBe(true)
    if (!r1.ok) return
    s = r1.state
    expect(viewFor(s, 0).players[1].extra.color).toBeUndefined() // hidden choice
    expect(viewFor(s, 1).players[1].extra.color).toBe('G')
    const r2 = applyAction(s, { type: 'pickColor', player: 0, color: 'X' })
    expect(r2.ok ? '' : r2.reason).toMatch(/pick a colour/i)
    s = (applyAction(s, { type: 'pickColor', player: 0, color: 'R' }) as { state: typeof s }).state
    expect(s.step).toBe('mulligan')
    expect(s.players[0].zones.hand).toHaveLength(5)
  })

  it('changes the turn structure in its chart: no untap, a tithe step, draw two, no second main phase', () => {
    let s: GameState = game()
    const act = (a: Record<string, unknown>) => {
      const r = applyAction(s, a as never)
      if (!r.ok) throw new Error(r.reason)
      s = r.state
    }
    act({ type: 'pickColor', player: 0, color: 'R' })
    act({ type: 'pickColor', player: 1, color: 'G' })
    act({ type: 'keep', player: 0 })
    act({ type: 'keep', player: 1 })
    expect(s.chart).toBe('turn.beginning.upkeep')
    expect(s.players[0].life).toBe(11) // tithe
    act({ type: 'pass', player: 0 })
    act({ type: 'pass', player: 1 })
    expect(s.players[0].zones.hand).toHaveLength(7) // the starter draws 2
    for (const name of ['precombatMain', 'beginCombat', 'declareAttackers']) {
      act({ type: 'pass', player: 0 })
      act({ type: 'pass', player: 1 })
      expect(s.step).toBe(name)
      if (name === 'declareAttackers' && s.pending.length) act({ type: 'declareAttackers', player: 0, attackers: [] })
    }
    act({ type: 'pass', player: 0 })
    act({ type: 'pass', player: 1 })
    act({ type: 'pass', player: 0 })
    act({ type: 'pass', player: 1 })
    expect(s.step).toBe('end') // endCombat → end: no postcombatMain
    expect(s.chart).toBe('turn.ending.end')
    expect(testVariant.chart.turnSteps.map((st) => st.name)).not.toContain('untap')
  })

  it('a replacement rule sends cards to a variant zone, and an extra loss check ends the game', () => {
    let s = game()
    for (const a of [
      { type: 'pickColor', player: 0, color: 'R' },
      { type: 'pickColor', player: 1, color: 'G' },
      { type: 'keep', player: 0 },
      { type: 'keep', player: 1 },
    ]) {
      s = (applyAction(s, a) as { state: typeof s }).state
    }
    const hand = s.players[0].zones.hand
    for (const card of hand.slice(0, 3)) {
      const r = applyAction(s, { type: 'manual', player: 0, op: 'move', card, to: 'graveyard' })
      expect(r.ok).toBe(true)
      if (r.ok) s = r.state
    }
    expect(s.players[0].zones.graveyard).toHaveLength(0)
    expect(s.winner).toBe(1)
    expect(s.players[0].lost).toBe(true)
    expect(checkInvariants(s)).toEqual([])
    expect(scenarioOutput(s, testVariant).vaults).toEqual([0, 0]) // Ann left the game (CR 800.4a) with her cards
  })
})
