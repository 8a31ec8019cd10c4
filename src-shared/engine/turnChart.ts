// The game's statechart (XState v5, built with setup()): the only place where the order of the setup steps, the
// turn's phases and steps (CR 500–514), their skips and a variant's own phases live. A step's turn-based actions are
// its named entry and exit actions (turnActions.ts); priority, the stack and pending decisions stay reducer logic
// inside a step (flow.ts). The reducer drives the chart with XState's pure `transition` and keeps the chart's
// state as plain data (`GameState.chart`, a dotted path such as "turn.combat.declareAttackers"): no actor runs.
import { setup, transition, type AnyStateMachine, type StateValue } from 'xstate'
import type { Tx } from './tx'
import type { GameState } from './types'
import {
  askAttackers,
  askBlockers,
  askDiscard,
  beginTurn,
  drawForTurn,
  endTurn,
  firstStrikeDamage,
  noAttackers,
  noFirstStrike,
  passTurn,
  regularDamage,
  removeFromCombat,
  startFirstTurn,
  untapPermanents,
  wearOff,
} from './turnActions'
import { londonMulligan } from './setup'

/** The events the chart takes: the current step ends (NEXT), or the game is over (GAME_OVER, CR 104). The Tx the
 *  actions change rides on the event; the chart's context stays empty. */
export interface ChartEvent {
  type: 'NEXT' | 'GAME_OVER'
  tx: Tx
}

/** An entry, exit or transition action: a change made through the Tx. */
export type ChartAction = (tx: Tx, params: Record<string, unknown> | undefined) => void
/** A guard: a pure question about the game. */
export type ChartGuard = (state: GameState) => boolean

/** What a step carries besides its place in the chart (the step state's `meta`). */
export interface StepMeta {
  /** Players receive priority in this step (CR 117.3a: all but untap and cleanup). */
  priority: boolean
  /** A main phase (sorcery-speed actions and land drops, CR 505)? */
  main?: boolean
  /** All players passed in succession with an empty stack (CR 117.4): a turn-based action may happen instead of the
   *  step ending (e.g. a declared Combat Rules fight, ruling MCR-8). True when it did: the active player then
   *  receives priority again; false lets the step end. */
  allPassed?: (tx: Tx) => boolean
}

/** A step of the chart, as the engine and the UIs read it. */
export interface StepInfo extends StepMeta {
  name: string
  /** The turn phase it belongs to (CR 500.1: 'beginning', 'precombatMain', 'combat', 'postcombatMain', 'ending', or
   *  a variant's), 'setup' for setup steps. */
  turnPhase: string
  /** Its state in the chart ("turn.combat.declareAttackers"). */
  path: string
}

/** Where NEXT leads from a step: a target, or targets behind guards (the first whose guard holds). */
export type NextSpec =
  | string
  | { target: string; guard?: string; actions?: string | string[]; reenter?: boolean }
  | { target: string; guard?: string; actions?: string | string[]; reenter?: boolean }[]

/** A step state: entering it records the step in the game (`enterStep`), then its own entry actions run. */
export function step(
  name: string,
  meta: StepMeta,
  spec: { entry?: string[]; exit?: string[]; next: NextSpec },
): Record<string, unknown> {
  return {
    entry: [{ type: 'enterStep', params: { step: name } }, ...(spec.entry ?? [])],
    ...(spec.exit?.length && { exit: spec.exit }),
    meta,
    on: { NEXT: spec.next },
  }
}

/** A setup step (CR 103): its entry asks the decisions it waits for; NEXT once none is pending. */
export const setupStep = (name: string, ask: string, next: NextSpec) =>
  step(name, { priority: false }, { entry: [ask], next })

/** The way from the last setup step into the first turn (CR 103.8). */
export const TO_FIRST_TURN = { target: '#game.turn', actions: 'startFirstTurn' } as const
/** The way from the last step of a turn into the next turn (CR 500.7): the turn state is left and entered again. */
export const TO_NEXT_TURN = { target: '#game.turn', reenter: true, actions: 'passTurn' } as const

/** The turn state around its phases: `beginTurn` as it is entered, `endTurn` as it is left. */
export const turnState = (initial: string, states: Record<string, unknown>) => ({
  entry: ['beginTurn'],
  exit: ['endTurn'],
  initial,
  states,
})

export const phase = (initial: string, states: Record<string, unknown>) => ({ initial, states })

// ---- the normal game (CR 500–514) ----

/** The actions every chart may name: recording the step, the turn's boundaries and the normal turn-based actions. */
export const NORMAL_ACTIONS: Record<string, ChartAction> = {
  enterStep: (tx, params) => enterStep(tx, params!.step as string),
  startFirstTurn,
  passTurn,
  beginTurn,
  endTurn,
  untapPermanents,
  drawForTurn,
  askAttackers,
  askBlockers,
  firstStrikeDamage,
  regularDamage,
  removeFromCombat,
  askDiscard,
  wearOff,
  londonMulligan,
}

export const NORMAL_GUARDS: Record<string, ChartGuard> = { noAttackers, noFirstStrike }

/** Starts a step: priority comes later (flow.ts `advance`), after its turn-based actions. */
export function enterStep(tx: Tx, name: string): void {
  tx.set('step', name)
  tx.set('priority', null)
  tx.set('passes', 0)
  tx.emit({ type: 'step', step: name, active: tx.s.active }) // "at the beginning of …" triggers (CR 603.2)
}

/** The normal game's setup (CR 103.4): the London mulligan, then the first turn. */
export function londonMulliganSetup(): ChartDefinition['setup'] {
  return { initial: 'mulligan', states: { mulligan: setupStep('mulligan', 'londonMulligan', TO_FIRST_TURN) } }
}

/** The normal turn (CR 500.1): beginning, precombat main, combat, postcombat main and ending phases. */
export function normalTurn(): Record<string, unknown> {
  return turnState('beginning', {
    beginning: phase('untap', {
      untap: step('untap', { priority: false }, { entry: ['untapPermanents'], next: 'upkeep' }), // CR 502
      upkeep: step('upkeep', { priority: true }, { next: 'draw' }), // CR 503
      draw: step('draw', { priority: true }, { entry: ['drawForTurn'], next: '#game.turn.precombatMain' }), // CR 504
    }),
    precombatMain: step('precombatMain', { priority: true, main: true }, { next: 'combat' }), // CR 505
    combat: phase('beginCombat', {
      beginCombat: step('beginCombat', { priority: true }, { next: 'declareAttackers' }), // CR 507
      declareAttackers: step(
        'declareAttackers',
        { priority: true },
        {
          entry: ['askAttackers'], // CR 508.1
          next: [{ target: 'endCombat', guard: 'noAttackers' }, { target: 'declareBlockers' }], // CR 508.8
        },
      ),
      declareBlockers: step(
        'declareBlockers',
        { priority: true },
        {
          entry: ['askBlockers'], // CR 509.1
          next: [{ target: 'combatDamage', guard: 'noFirstStrike' }, { target: 'firstStrikeDamage' }], // CR 510.4
        },
      ),
      firstStrikeDamage: step(
        'firstStrikeDamage',
        { priority: true },
        { entry: ['firstStrikeDamage'], next: 'combatDamage' },
      ),
      combatDamage: step('combatDamage', { priority: true }, { entry: ['regularDamage'], next: 'endCombat' }), // CR 510
      endCombat: step(
        'endCombat',
        { priority: true },
        { exit: ['removeFromCombat'], next: '#game.turn.postcombatMain' }, // CR 511.3
      ),
    }),
    postcombatMain: step('postcombatMain', { priority: true, main: true }, { next: 'ending' }), // CR 505
    ending: phase('end', {
      end: step('end', { priority: true }, { next: 'cleanup' }), // CR 513
      cleanup: step(
        'cleanup',
        { priority: false },
        { entry: ['askDiscard'], exit: ['wearOff'], next: TO_NEXT_TURN }, // CR 514.1, 514.2
      ),
    }),
  })
}

// ---- building a chart ----

/** A variant's chart: the machine, its steps in order, and the driver's caches. */
export interface GameChart {
  readonly machine: AnyStateMachine
  /** The setup steps, in the chart's order. */
  readonly setupSteps: readonly StepInfo[]
  /** The turn's steps, in the chart's order (a step may be skipped in a given turn: see the guards). */
  readonly turnSteps: readonly StepInfo[]
  /** A step by name (setup or turn). */
  step(name: string): StepInfo | undefined
  /** The path of the chart's state where play begins. */
  readonly initialPath: string
  /** The actions and guards by name, as the machine was built with them. */
  readonly actions: Readonly<Record<string, ChartAction>>
  readonly guards: Readonly<Record<string, ChartGuard>>
}

export interface ChartDefinition {
  /** The setup state's steps (CR 103), in order; the last one's NEXT leads to TO_FIRST_TURN. */
  setup: { initial: string; states: Record<string, unknown> }
  turn: Record<string, unknown>
  /** The variant's own actions and guards (added to the normal ones). */
  actions?: Record<string, ChartAction>
  guards?: Record<string, ChartGuard>
}

const txOf = (event: { tx?: Tx; input?: { tx: Tx } }): Tx => (event.tx ?? event.input?.tx)!

/** Builds a chart with XState's setup(): the named actions run on the Tx that rides on the event. */
export function buildGameChart(definition: ChartDefinition): GameChart {
  const actions = { ...NORMAL_ACTIONS, ...definition.actions }
  const guards = { ...NORMAL_GUARDS, ...definition.guards }
  const machine = setup({
    types: {
      context: {} as Record<string, never>,
      events: {} as ChartEvent,
      input: {} as { tx: Tx },
    },
    actions: Object.fromEntries(
      Object.entries(actions).map(([name, run]) => [
        name,
        ({ event }: { event: ChartEvent }, params: Record<string, unknown> | undefined) => run(txOf(event), params),
      ]),
    ),
    guards: Object.fromEntries(
      Object.entries(guards).map(([name, ask]) => [name, ({ event }: { event: ChartEvent }) => ask(txOf(event).s)]),
    ),
  }).createMachine({
    id: 'game',
    initial: 'setup',
    on: { GAME_OVER: '.ended' }, // CR 104: the game may end at any moment
    states: {
      setup: definition.setup,
      turn: definition.turn,
      ended: { type: 'final' },
    },
  } as never) as unknown as AnyStateMachine
  const setupSteps: StepInfo[] = []
  const turnSteps: StepInfo[] = []
  const walk = (node: AnyStateMachine['root'], path: string[]): void => {
    for (const [key, child] of Object.entries(node.states)) {
      const at = [...path, key]
      if (Object.keys(child.states).length) walk(child, at)
      else if (child.meta) {
        const info: StepInfo = {
          ...(child.meta as StepMeta),
          name: key,
          turnPhase: at[0] === 'setup' ? 'setup' : at[at.length - 2],
          path: at.join('.'),
        }
        ;(at[0] === 'setup' ? setupSteps : turnSteps).push(info)
      }
    }
  }
  walk(machine.root, [])
  const byName = new Map([...setupSteps, ...turnSteps].map((s) => [s.name, s]))
  const initial = machine.resolveState({ value: 'setup', context: {} })
  return {
    machine,
    setupSteps,
    turnSteps,
    step: (name) => byName.get(name),
    initialPath: valueToPath(initial.value),
    actions,
    guards,
  }
}

// ---- the chart's state as plain data ----

/** "turn.combat.declareAttackers" ⇄ { turn: { combat: 'declareAttackers' } }. */
export function valueToPath(value: StateValue): string {
  if (typeof value === 'string') return value
  const [key, inner] = Object.entries(value)[0]
  return inner === undefined ? key : `${key}.${valueToPath(inner as StateValue)}`
}

export function pathToValue(path: string): StateValue {
  const keys = path.split('.')
  let value: StateValue = keys[keys.length - 1]
  for (let i = keys.length - 2; i >= 0; i--) value = { [keys[i]]: value }
  return value
}

/** The chart's state for a game that has none (saves made before the chart): from its stage and step. */
export function chartPathFor(chart: GameChart, state: Pick<GameState, 'phase' | 'step'>): string {
  if (state.phase === 'ended') return 'ended'
  const info = chart.step(state.step)
  if (!info) throw new Error(`internal: the chart has no step "${state.step}"`)
  return info.path
}

// ---- driving the chart (pure: XState's transition, memoized) ----

interface Move {
  path: string
  actions: { type: string; params: Record<string, unknown> | undefined }[]
}

const moves = new WeakMap<GameChart, Map<string, Move>>()
const guardsAt = new WeakMap<GameChart, Map<string, string[]>>()

/** The guards the transitions for `type` from `path` (and from the states around it) ask. */
function guardsOn(chart: GameChart, path: string, type: string): string[] {
  let cache = guardsAt.get(chart)
  if (!cache) guardsAt.set(chart, (cache = new Map()))
  const key = `${path}|${type}`
  let names = cache.get(key)
  if (!names) {
    const found = new Set<string>()
    let node: AnyStateMachine['root'] | undefined = chart.machine.root
    const nodes = [node]
    for (const k of path.split('.')) nodes.push((node = node!.states[k]))
    for (const n of nodes)
      for (const t of n?.transitions.get(type) ?? []) {
        const guard = t.guard as string | { type: string } | undefined
        if (guard) found.add(typeof guard === 'string' ? guard : guard.type)
      }
    cache.set(key, (names = [...found]))
  }
  return names
}

/**
 * Where `event` leads from `path`, and the actions on the way (exit, transition, entry), as XState's pure
 * `transition` computes it. The answer depends only on the path, the event and the answers of the guards on the way
 * out of that state for this game, so it is kept under that key: a step's end costs a map lookup (and those guards)
 * once the chart has been through it.
 */
export function chartMove(chart: GameChart, path: string, type: ChartEvent['type'], tx: Tx): Move {
  let cache = moves.get(chart)
  if (!cache) moves.set(chart, (cache = new Map()))
  let key = `${path}|${type}`
  for (const name of guardsOn(chart, path, type)) key += chart.guards[name](tx.s) ? '1' : '0'
  let move = cache.get(key)
  if (!move) {
    const snapshot = chart.machine.resolveState({ value: pathToValue(path), context: {} })
    const [next, actions] = transition(chart.machine, snapshot, { type, tx })
    move = {
      path: valueToPath(next.value),
      actions: actions.map((a) => ({ type: a.type, params: a.params as Record<string, unknown> | undefined })),
    }
    cache.set(key, move)
  }
  return move
}

/** Sends the chart an event on the game in `tx`: runs the actions through the Tx and records the new state. When an
 *  action ends the game (CR 104), nothing more happens and the chart goes to `ended`. */
export function sendChart(tx: Tx, chart: GameChart, type: ChartEvent['type']): void {
  const move = chartMove(chart, tx.s.chart, type, tx)
  for (const action of move.actions) {
    if (tx.s.phase === 'ended') break
    chart.actions[action.type](tx, action.params)
  }
  if (tx.s.phase === 'ended' && move.path !== 'ended') {
    tx.set('chart', chartMove(chart, move.path, 'GAME_OVER', tx).path)
    return
  }
  tx.set('chart', move.path)
}

/** Enters the chart where play begins (createGame): the initial state's entry actions run through the Tx. */
export function startChart(tx: Tx, chart: GameChart): void {
  tx.set('chart', chart.initialPath)
  runEntry(tx, chart, chart.initialPath)
}

/** Puts the game at the beginning of a turn step (prepared positions, whose turn is already set up): only that
 *  step's own entry actions run. */
export function enterChartAt(tx: Tx, chart: GameChart, stepName: string): void {
  const info = chart.step(stepName)
  if (!info) throw new Error(`internal: the chart has no step "${stepName}"`)
  tx.set('chart', info.path)
  runEntry(tx, chart, info.path, info.path.split('.').length - 1)
}

/** The entry actions of the states on the way down to `path`, from depth `from` (0: the root's children). */
function runEntry(tx: Tx, chart: GameChart, path: string, from = 0): void {
  const keys = path.split('.')
  let node = chart.machine.root
  keys.forEach((key, depth) => {
    node = node.states[key]
    if (depth < from) return
    for (const action of node.entry) {
      const { type, params } = (typeof action === 'string' ? { type: action } : action) as {
        type: string
        params?: Record<string, unknown>
      }
      chart.actions[type](tx, params)
    }
  })
}
