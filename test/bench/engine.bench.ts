// Engine figures: replay of a recorded game of at least 2,000 actions through the XState machine vs the pure
// reducer, undo at action 2,000, random games with invariants checked, and the automated share of the starter pool.
import '../../src-shared/variants'
import { starterCardDefinitions } from '../../src-shared/cards/starter'
import {
  automationShare,
  checkInvariants,
  createGame,
  chartMove,
  legalActions,
  record,
  reduce,
  startHistory,
  undo,
  variantById,
  type Action,
  type GameState,
  type Tx,
} from '../../src-shared/engine'
import { playRandomly, starterGameSetup } from '../support/randomPlay'
import type { Figure } from './run'
import { round } from './stats'

const NAMES = [
  'Mountain',
  'Forest',
  'Swamp',
  'Plains',
  'Lightning Bolt',
  'Shock',
  'Giant Growth',
  'Grizzly Bears',
  'Hill Giant',
  'Wind Drake',
  'Serra Angel',
  'Typhoid Rats',
  'Vampire Nighthawk',
  'Murder',
  'Divination',
  'Raise the Alarm',
  'Holy Strength',
  'Bonesplitter',
  'Colossal Dreadmaw',
  'Giant Spider',
  'Counterspell',
  'Llanowar Elves',
  'Wall of Wood',
]

function newGame(seed: number, deckSize: number, names = NAMES): GameState {
  return createGame(starterGameSetup(names, deckSize, seed))
}

function play(
  initial: GameState,
  seed: number,
  max: number,
  check = false,
  passBias = 0.5,
): { log: Action[]; state: GameState } {
  return playRandomly(initial, seed, {
    maxActions: max,
    passBias,
    after: check
      ? (a, s) => {
          const problems = checkInvariants(s)
          if (problems.length) throw new Error(`invariant broken after ${JSON.stringify(a)}: ${problems.join('; ')}`)
        }
      : undefined,
  })
}

/** A deck with walls and spiders so that random games last: the recorded game must be a real game of ≥ 2,000 actions. */
const LONG_GAME = [
  'Mountain',
  'Forest',
  'Giant Growth',
  'Wall of Wood',
  'Divination',
  'Island',
  'Shock',
  'Grizzly Bears',
  'Counterspell',
  'Giant Spider',
  'Llanowar Elves',
  'Murder',
  'Swamp',
]
const MIN_ACTIONS = 2000

/** The first seed (from 1) whose random game, played to its end, has at least 2,000 actions. Deterministic. */
function recordedGame(): { initial: GameState; log: Action[]; final: GameState; seed: number } {
  for (let seed = 1; seed <= 60; seed++) {
    const initial = newGame(2024 + seed, 120, LONG_GAME)
    const { log, state } = play(initial, 99 + seed, 10000, false, 0.7)
    if (log.length >= MIN_ACTIONS) return { initial, log, final: state, seed }
  }
  throw new Error(`no seed from 1 to 60 gives a game of ${MIN_ACTIONS} actions`)
}

/** The pure reducer's replay speed before the statechart drove the turn structure (engine.replayPure at the commit
 *  that split actions/, on the development machine); HEARTH_REPLAY_BASELINE overrides it (actions/s) on another
 *  machine, measured there at that commit with `npm run -s bench -- engine`. */
const REDUCER_WITHOUT_CHART = Number(process.env.HEARTH_REPLAY_BASELINE) || 61638

/**
 * The time the chart itself takes during a replay of `states` (the states after each action): every move between
 * two consecutive states is asked again of chartMove (XState's transition, memoized), with the guards evaluated on
 * the earlier state. The step's turn-based actions are not counted: the reducer did them before the chart too.
 */
function chartTime(states: GameState[]): { ms: number; moves: number } {
  const chart = variantById('normal').chart
  let moves = 0
  const t = performance.now()
  for (let i = 1; i < states.length; i++) {
    const before = states[i - 1]
    const after = states[i]
    if (before.chart === after.chart && before.turn === after.turn) continue
    const tx = { s: before } as unknown as Tx
    let path = before.chart
    for (let k = 0; k < 40 && path !== after.chart; k++) {
      path = chartMove(chart, path, after.phase === 'ended' ? 'GAME_OVER' : 'NEXT', tx).path
      moves++
    }
    if (before.chart === after.chart) {
      // A whole turn went by (every step of it without priority): once round the turn.
      do {
        path = chartMove(chart, path, 'NEXT', tx).path
        moves++
      } while (path !== after.chart && moves < 1e6)
    }
  }
  return { ms: performance.now() - t, moves }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
}

export default async function (): Promise<Figure[]> {
  const { initial, log, final, seed } = recordedGame()
  if (log.length < MIN_ACTIONS)
    throw new Error(`the recorded game has ${log.length} actions, fewer than ${MIN_ACTIONS}`)
  const expected = JSON.stringify(final)
  const replay = (): number => {
    const t = performance.now()
    let s = initial
    for (const a of log) s = reduce(s, a).state
    const ms = performance.now() - t
    if (s.actionCount !== log.length || JSON.stringify(s) !== expected)
      throw new Error('the replay diverged from the recorded game')
    return ms
  }
  // Warm up (the JIT), then keep the best of ten: a busy machine slows every run.
  for (let r = 0; r < 2; r++) replay()
  let best = Infinity
  for (let r = 0; r < 10; r++) best = Math.min(best, replay())
  const replayRate = log.length / (best / 1000)
  // The chart's share of the replay, measured in the same process (a busy machine slows both alike).
  const states: GameState[] = [initial]
  for (const a of log) states.push(reduce(states[states.length - 1], a).state)
  let chartBest = { ms: Infinity, moves: 0 }
  for (let r = 0; r < 5; r++) {
    const c = chartTime(states)
    if (c.ms < chartBest.ms) chartBest = c
  }
  // legalActions in mid-game positions (the middle third of the recorded game, where a player has priority or a
  // decision): what the computer opponent asks before each of its moves.
  const positions: { state: GameState; player: number }[] = []
  {
    let s = initial
    const from = Math.floor(log.length / 3)
    const to = Math.floor((2 * log.length) / 3)
    for (let i = 0; i < to; i++) {
      if (i >= from && s.phase === 'turn') {
        const player = s.pending[0]?.player ?? s.priority
        if (player !== null && player !== undefined) positions.push({ state: s, player })
      }
      s = reduce(s, log[i]).state
    }
  }
  for (const p of positions.slice(0, 50)) legalActions(p.state, p.player) // warm up
  const legalTimes: number[] = []
  for (let r = 0; r < 3; r++)
    for (const p of positions) {
      const t = performance.now()
      legalActions(p.state, p.player)
      legalTimes.push(performance.now() - t)
    }
  legalTimes.sort((a, b) => a - b)
  // Undo at action 2,000 (snapshots every 50 + replay).
  let h = startHistory(initial, 50)
  for (const a of log.slice(0, MIN_ACTIONS)) {
    const r = record(h, a)
    if (!r.ok) throw new Error(r.reason)
    h = r.history
  }
  if (h.cursor !== MIN_ACTIONS) throw new Error('history is not at action 2,000')
  const undoTimes: number[] = []
  for (let i = 0; i < 20; i++) {
    const t = performance.now()
    const back = undo(h)
    undoTimes.push(performance.now() - t)
    if (back.cursor >= h.cursor) throw new Error('undo did not step back')
  }
  undoTimes.sort((a, b) => a - b)
  // 200 random games with invariants checked after every action.
  const t0 = performance.now()
  let actions = 0
  for (let g = 0; g < 200; g++) {
    const { log: l } = play(newGame(g + 1, 40), g + 7, 3000, true, 0.4)
    actions += l.length
  }
  const gamesSeconds = (performance.now() - t0) / 1000
  // The share of the starter pool whose rules text the engine fully automates (the rest resolves by hand).
  const share = automationShare(starterCardDefinitions())
  const ended =
    final.phase === 'ended' ? (final.winner === 'draw' ? 'draw' : `won by player ${final.winner}`) : 'unfinished'
  return [
    {
      name: 'engine.replay',
      value: round(replayRate, 0),
      unit: 'actions/s',
      actions: log.length,
      turns: final.turn,
      game: ended,
      seed,
      chart: 'in the loop',
      target: 25000,
    },
    {
      name: 'engine.replayRatio',
      value: round(best / Math.max(best - chartBest.ms, 1e-9), 3),
      unit: 'x',
      of: 'replay time / (replay time - time in the chart)',
      chartMs: round(chartBest.ms, 3),
      replayMs: round(best, 3),
      chartMoves: chartBest.moves,
      target: 1.5,
    },
    {
      name: 'engine.replayVsBaseline',
      value: round(REDUCER_WITHOUT_CHART / replayRate, 3),
      unit: 'x',
      baseline: REDUCER_WITHOUT_CHART,
      baselineOf: 'the reducer before the chart (actions/s, measured on the development machine)',
    },
    {
      name: 'engine.legalActions',
      value: round(percentile(legalTimes, 0.95), 3),
      unit: 'ms',
      stat: 'p95',
      median: round(percentile(legalTimes, 0.5), 3),
      max: round(legalTimes[legalTimes.length - 1], 3),
      positions: positions.length,
      target: 1,
    },
    {
      name: 'engine.undo',
      value: round(undoTimes[Math.floor(undoTimes.length / 2)], 3),
      unit: 'ms',
      at: h.cursor,
      max: round(undoTimes[undoTimes.length - 1], 3),
      target: 30,
    },
    {
      name: 'engine.randomGames',
      value: round(200 / gamesSeconds, 2),
      unit: 'games/s',
      games: 200,
      actions,
      invariantsChecked: true,
    },
    {
      name: 'engine.automationShare',
      value: round(share.share * 100, 1),
      unit: '%',
      automated: share.automated,
      total: share.total,
    },
  ]
}
