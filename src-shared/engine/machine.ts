// The game as one XState v5 machine built with setup(): its states mirror the flow (setup steps, turn steps,
// ended) generated from the variant's structure; its context holds the GameState; its events are game actions.
// Guards answer "is this legal now?" (the reason comes from checkAction); the pure reducer updates the context.
// Persist with actor.getPersistedSnapshot(), rehydrate with createActor(machine, { snapshot }).
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { Action, GameState } from './types'
import type { Variant } from './variant'
import { checkAction, reduce } from './game'
import { variantById } from './registry'

export interface GameContext {
  game: GameState
  /** Why the last event was rejected (null after an accepted one). */
  rejected: { type: string; reason: string } | null
}

const machines = new Map<string, ReturnType<typeof buildMachine>>()

/** The machine for a variant (cached: one per variant). */
export function gameMachine(variant: Variant | string) {
  const v = typeof variant === 'string' ? variantById(variant) : variant
  let m = machines.get(v.id)
  if (!m) machines.set(v.id, (m = buildMachine(v)))
  return m
}

const stateKey = (g: GameState): string => (g.phase === 'ended' ? 'ended' : `${g.phase}.${g.step}`)

function buildMachine(v: Variant) {
  const leaves = [
    ...v.setupSteps.map((s) => `setup.${s.name}`),
    ...v.turnSteps.map((s) => `turn.${s.name}`),
  ]
  // Route to the state matching the game (after setup, or after an event moved the game on).
  const route = [
    ...leaves.map((key) => ({ guard: { type: 'at' as const, params: { key } }, target: `#game.${key}` })),
    { guard: { type: 'at' as const, params: { key: 'ended' } }, target: '#game.ended' },
  ]
  const leaf = (key: string) => ({
    // One cheap check per event: leave only when the game has moved to another step.
    always: { guard: { type: 'moved' as const, params: { key } }, target: '#game.route' },
  })
  return setup({
    types: {
      context: {} as GameContext,
      events: {} as Action,
      input: {} as { game: GameState },
    },
    guards: {
      legal: ({ context, event }) => checkAction(context.game, event) === null,
      at: ({ context }, params: { key: string }) => stateKey(context.game) === params.key,
      moved: ({ context }, params: { key: string }) => stateKey(context.game) !== params.key,
    },
    actions: {
      apply: assign(({ context, event }) => ({ game: reduce(context.game, event).state, rejected: null })),
      reject: assign(({ context, event }) => ({ rejected: { type: event.type, reason: checkAction(context.game, event) ?? 'not legal now' } })),
    },
  }).createMachine({
    id: 'game',
    context: ({ input }) => ({ game: input.game, rejected: null }),
    initial: 'route',
    on: {
      '*': [{ guard: 'legal', actions: 'apply' }, { actions: 'reject' }],
    },
    states: {
      route: { always: route },
      ...(v.setupSteps.length ? { setup: { initial: v.setupSteps[0].name, states: Object.fromEntries(v.setupSteps.map((s) => [s.name, leaf(`setup.${s.name}`)])) } } : {}),
      turn: { initial: v.turnSteps[0].name, states: Object.fromEntries(v.turnSteps.map((s) => [s.name, leaf(`turn.${s.name}`)])) },
      ended: { type: 'final' },
    },
  })
}

export type GameMachine = ReturnType<typeof gameMachine>
export type GameSnapshot = SnapshotFrom<GameMachine>
