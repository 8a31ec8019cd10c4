// Engine figures (issue 5): replay through the XState machine vs the pure reducer, undo at action 2,000, random games.
import '../../src-shared/variants'
import { createActor } from 'xstate'
import { starterPool } from '../../src-shared/cards/starter'
import {
  applyAction, checkInvariants, createGame, gameMachine, randomAction, Random, record, reduce, startHistory, undo,
  type Action, type GameState,
} from '../../src-shared/engine'
import type { Figure } from './run'
import { round } from './stats'

const NAMES = ['Mountain', 'Forest', 'Swamp', 'Plains', 'Lightning Bolt', 'Shock', 'Giant Growth', 'Grizzly Bears', 'Hill Giant',
  'Wind Drake', 'Serra Angel', 'Typhoid Rats', 'Vampire Nighthawk', 'Murder', 'Divination', 'Raise the Alarm', 'Holy Strength',
  'Bonesplitter', 'Colossal Dreadmaw', 'Giant Spider', 'Counterspell', 'Llanowar Elves', 'Wall of Wood']

function newGame(seed: number, deckSize: number, names = NAMES): GameState {
  const pool = starterPool()
  const defs = names.map((n) => pool.byName(n)!)
  const deck = Array.from({ length: deckSize }, (_, i) => defs[(i * 7) % defs.length].id)
  return createGame({ variant: 'normal', seed, start: 0, cards: defs, players: [{ name: 'Ann', deck }, { name: 'Ben', deck }] })
}

function play(initial: GameState, seed: number, max: number, check = false, passBias = 0.5): { log: Action[]; state: GameState } {
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

export default async function (): Promise<Figure[]> {
  // A recorded 2-player game of at least 2,000 actions (big libraries so it lasts).
  const initial = newGame(2024, 120, ['Mountain', 'Forest', 'Giant Growth', 'Wall of Wood', 'Divination', 'Island', 'Shock', 'Grizzly Bears', 'Counterspell'])
  const { log } = play(initial, 99, 2600, false, 0.85)
  const runs = 5
  let pureBest = Infinity
  for (let r = 0; r < runs; r++) {
    const t = performance.now()
    let s = initial
    for (const a of log) s = reduce(s, a).state
    pureBest = Math.min(pureBest, performance.now() - t)
  }
  const machine = gameMachine('normal')
  let machineBest = Infinity
  for (let r = 0; r < runs; r++) {
    const t = performance.now()
    const actor = createActor(machine, { input: { game: initial } }).start()
    for (const a of log) actor.send(a)
    machineBest = Math.min(machineBest, performance.now() - t)
    if (actor.getSnapshot().context.game.actionCount !== log.length) throw new Error('machine replay diverged')
    actor.stop()
  }
  // Undo at action 2,000 (snapshots every 50 + replay).
  let h = startHistory(initial, 50)
  for (const a of log.slice(0, 2000)) {
    const r = record(h, a)
    if (!r.ok) throw new Error(r.reason)
    h = r.history
  }
  const undoTimes: number[] = []
  for (let i = 0; i < 20; i++) {
    const t = performance.now()
    undo(h)
    undoTimes.push(performance.now() - t)
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
  return [
    { name: 'engine.replay', value: round(log.length / (machineBest / 1000), 0), unit: 'actions/s', actions: log.length, target: 20000 },
    { name: 'engine.replayPure', value: round(log.length / (pureBest / 1000), 0), unit: 'actions/s', actions: log.length },
    { name: 'engine.replayRatio', value: round(machineBest / pureBest, 3), unit: 'x', target: 2 },
    { name: 'engine.undo', value: round(undoTimes[Math.floor(undoTimes.length / 2)], 3), unit: 'ms', at: 2000, max: round(undoTimes[undoTimes.length - 1], 3), target: 30 },
    { name: 'engine.randomGames', value: round(200 / gamesSeconds, 2), unit: 'games/s', games: 200, actions, invariantsChecked: true },
  ]
}
