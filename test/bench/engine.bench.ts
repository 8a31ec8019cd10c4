// Engine figures: replay of a recorded game of at least 2,000 actions through the XState machine vs the pure
// reducer, undo at action 2,000, random games with invariants checked, and the automated share of the starter pool.
import '../../src-shared/variants'
import { createActor } from 'xstate'
import { starterCardDefinitions, starterPool } from '../../src-shared/cards/starter'
import {
  applyAction,
  automationShare,
  checkInvariants,
  createGame,
  gameMachine,
  randomAction,
  Random,
  record,
  reduce,
  startHistory,
  undo,
  type Action,
  type GameState,
} from '../../src-shared/engine'
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
  const pool = starterPool()
  const defs = names.map((n) => pool.byName(n)!)
  const deck = Array.from({ length: deckSize }, (_, i) => defs[(i * 7) % defs.length].id)
  return createGame({
    variant: 'normal',
    seed,
    start: 0,
    cards: defs,
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck },
    ],
  })
}

function play(
  initial: GameState,
  seed: number,
  max: number,
  check = false,
  passBias = 0.5,
): { log: Action[]; state: GameState } {
  const rng = Random.fromSeed(seed)
  let s = initial
  const log: Action[] = []
  while (s.phase !== 'ended' && log.length < max) {
    const a = randomAction(s, rng, { passBias })
    if (!a) break
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(`legal action rejected: ${r.reason}`)
    s = r.state
    log.push(a)
    if (check) {
      const problems = checkInvariants(s)
      if (problems.length) throw new Error(`invariant broken after ${JSON.stringify(a)}: ${problems.join('; ')}`)
    }
  }
  return { log, state: s }
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

export default async function (): Promise<Figure[]> {
  const { initial, log, final, seed } = recordedGame()
  if (log.length < MIN_ACTIONS)
    throw new Error(`the recorded game has ${log.length} actions, fewer than ${MIN_ACTIONS}`)
  const expected = JSON.stringify(final)
  const pureReplay = (): number => {
    const t = performance.now()
    let s = initial
    for (const a of log) s = reduce(s, a).state
    const ms = performance.now() - t
    if (s.actionCount !== log.length || JSON.stringify(s) !== expected)
      throw new Error('pure replay diverged from the recorded game')
    return ms
  }
  const machine = gameMachine('normal')
  const machineReplay = (): number => {
    const t = performance.now()
    const actor = createActor(machine, { input: { game: initial } }).start()
    for (const a of log) actor.send(a)
    const ms = performance.now() - t
    const snap = actor.getSnapshot()
    actor.stop()
    if (snap.context.rejected || JSON.stringify(snap.context.game) !== expected)
      throw new Error('machine replay diverged from the recorded game')
    return ms
  }
  // Warm up (the JIT), then alternate the two replays and keep the best of each: a busy machine slows both alike.
  for (let r = 0; r < 2; r++) {
    pureReplay()
    machineReplay()
  }
  const runs = 10
  let pureBest = Infinity
  let machineBest = Infinity
  for (let r = 0; r < runs; r++) {
    pureBest = Math.min(pureBest, pureReplay())
    machineBest = Math.min(machineBest, machineReplay())
  }
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
      value: round(log.length / (machineBest / 1000), 0),
      unit: 'actions/s',
      actions: log.length,
      turns: final.turn,
      game: ended,
      seed,
      target: 20000,
    },
    {
      name: 'engine.replayPure',
      value: round(log.length / (pureBest / 1000), 0),
      unit: 'actions/s',
      actions: log.length,
    },
    { name: 'engine.replayRatio', value: round(machineBest / pureBest, 3), unit: 'x', target: 2 },
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
