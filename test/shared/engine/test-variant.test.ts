// Proves the variant extension points with a test variant: a changed turn structure (no untap step, no
// second main phase, a custom "tithe" step and a draw of two), an extra hidden setup step with its own action, a
// per-player zone with a replacement rule (cards going to the graveyard go to the "vault"), an extra loss check,
// other starting life/hand size, and extra scenario output.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import '@shared/variants'
import {
  applyAction,
  createGame,
  drawCards,
  gameMachine,
  NORMAL_STEPS,
  LONDON_MULLIGAN,
  playerLoses,
  pendingFor,
  registerVariant,
  viewFor,
  checkInvariants,
  type StepDef,
  type Variant,
} from '@shared/engine'
import { scenarioOutput } from '@shared/engine/scenario'
import { testCards, testDeck } from './helpers'

const steps: StepDef[] = NORMAL_STEPS.filter((s) => s.name !== 'untap' && s.name !== 'postcombatMain') // like Combat Rules (ruling MCR-10)
  .map((s) => (s.name === 'draw' ? { ...s, begin: (tx) => drawCards(tx, tx.s.active, 2) } : s))
steps.splice(0, 0, {
  name: 'tithe',
  phase: 'beginning',
  priority: false,
  begin: (tx) => {
    tx.player(tx.s.active).life = tx.s.players[tx.s.active].life - 1
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
  setupSteps: [
    {
      name: 'pickColor',
      begin: (tx) =>
        tx.set(
          'pending',
          tx.s.players.map((_, player) => ({ kind: 'pickColor', player, simultaneous: true })),
        ),
    },
    LONDON_MULLIGAN,
  ],
  turnSteps: steps,
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

  it('changes the turn structure: no untap, a tithe step, draw two, no second main phase; the machine mirrors it', () => {
    const actor = createActor(gameMachine('test-vault'), { input: { game: game() } }).start()
    actor.send({ type: 'pickColor', player: 0, color: 'R' })
    actor.send({ type: 'pickColor', player: 1, color: 'G' })
    actor.send({ type: 'keep', player: 0 })
    actor.send({ type: 'keep', player: 1 })
    const s = actor.getSnapshot()
    expect(s.value).toEqual({ turn: 'upkeep' })
    expect(s.context.game.players[0].life).toBe(11) // tithe
    actor.send({ type: 'pass', player: 0 })
    actor.send({ type: 'pass', player: 1 })
    expect(actor.getSnapshot().context.game.players[0].zones.hand).toHaveLength(7) // the starter draws 2
    for (const step of ['precombatMain', 'beginCombat', 'declareAttackers']) {
      actor.send({ type: 'pass', player: 0 })
      actor.send({ type: 'pass', player: 1 })
      expect(actor.getSnapshot().context.game.step).toBe(step)
      if (step === 'declareAttackers' && actor.getSnapshot().context.game.pending.length)
        actor.send({ type: 'declareAttackers', player: 0, attackers: [] })
    }
    actor.send({ type: 'pass', player: 0 })
    actor.send({ type: 'pass', player: 1 })
    actor.send({ type: 'pass', player: 0 })
    actor.send({ type: 'pass', player: 1 })
    expect(actor.getSnapshot().context.game.step).toBe('end') // endCombat → end: no postcombatMain
    expect(Object.keys(gameMachine('test-vault').root.states.turn.states)).not.toContain('untap')
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
