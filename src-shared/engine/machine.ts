// The game as one XState v5 machine built with setup(): its states mirror the flow (setup steps, turn steps,
// ended) generated from the variant's structure; its context holds the GameState; its events are game actions.
// Guards answer "is this legal now, and where does it lead?" (checkAction, then the pure reducer); the action
// assigns the reduced game. Persist with actor.getPersistedSnapshot(), rehydrate with createActor(machine, { snapshot }).
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

/** An event's outcome on a game: why it is illegal, or the game after it and the machine state it leads to. */
interface Outcome {
  event: Action
  game: GameState
  reason: string | null
  next: GameState | null
  key: string | null
}

let last: Outcome | null = null

/**
 * The event's outcome, checked and reduced once: the guards of its transitions and the action that applies it
 * all ask within one macrostep, so the last answer is kept (for that very event object and game).
 */
function outcome(game: GameState, event: Action): Outcome {
  if (last && last.event === event && last.game === game) return last
  const reason = checkAction(game, event)
  const next = reason === null ? reduce(game, event).state : null
  last = { event, game, reason, next, key: next ? stateKey(next) : null }
  return last
}

function buildMachine(v: Variant) {
  const leaves = [...v.setupSteps.map((s) => `setup.${s.name}`), ...v.turnSteps.map((s) => `turn.${s.name}`)]
  const targets = [...leaves, 'ended']
  // Route to the state matching the game (at the start, and after rehydrating a snapshot).
  const route = targets.map((key) => ({ guard: { type: 'at' as const, params: { key } }, target: `#game.${key}` }))
  // In a step, a legal event either keeps the game in it (no transition: nothing is exited or entered) or moves it
  // to another state; the likely ones (the following steps, in order) are asked first. Illegal events fall through
  // to the root, which records why.
  const leaf = (key: string) => {
    const at = leaves.indexOf(key)
    const others = [...leaves.slice(at + 1), 'ended', ...leaves.slice(0, at)]
    return {
      on: {
        '*': [
          { guard: { type: 'leadsTo' as const, params: { key } }, actions: 'apply' as const },
          ...others.map((to) => ({
            guard: { type: 'leadsTo' as const, params: { key: to } },
            target: `#game.${to}`,
            actions: 'apply' as const,
          })),
          { guard: 'legal' as const, target: '#game.route', actions: 'apply' as const }, // any other state: route to it
        ],
      },
    }
  }
  return setup({
    types: {
      context: {} as GameContext,
      events: {} as Action,
      input: {} as { game: GameState },
    },
    guards: {
      leadsTo: ({ context, event }, params: { key: string }) => outcome(context.game, event).key === params.key,
      legal: ({ context, event }) => outcome(context.game, event).reason === null,
      at: ({ context }, params: { key: string }) => stateKey(context.game) === params.key,
    },
    actions: {
      apply: assign(({ context, event }) => ({ game: outcome(context.game, event).next!, rejected: null })),
      reject: assign(({ context, event }) => ({
        rejected: { type: event.type, reason: outcome(context.game, event).reason ?? 'not legal now' },
      })),
    },
  }).createMachine({
    id: 'game',
    context: ({ input }) => ({ game: input.game, rejected: null }),
    initial: 'route',
    on: {
      '*': [{ actions: 'reject' }],
    },
    states: {
      route: { always: route },
      ...(v.setupSteps.length
        ? {
            setup: {
              initial: v.setupSteps[0].name,
              states: Object.fromEntries(v.setupSteps.map((s) => [s.name, leaf(`setup.${s.name}`)])),
            },
          }
        : {}),
      turn: {
        initial: v.turnSteps[0].name,
        states: Object.fromEntries(v.turnSteps.map((s) => [s.name, leaf(`turn.${s.name}`)])),
      },
      ended: { type: 'final' },
    },
  })
}

export type GameMachine = ReturnType<typeof gameMachine>
export type GameSnapshot = SnapshotFrom<GameMachine>
