// computer.decision.crowded: one decision on a battlefield of identical creatures (CROWDED_BENCH_SIZE a side, default
// 400 Grizzly Bears), for each level: the main phase before its combat (Ann, with a Giant Growth in hand), the attack
// (Ann), the blocks against an all-out attack (Ben), and the slowest decision of an attack-and-block exchange (400
// Hill Giants attack 400 Grizzly Bears, both players deciding until the combat is over). The value is the slowest;
// the goal: at most 3x the level's budget (150 ms Easy and Normal, 2,000 ms Hard). A first decision warms up the
// card text's compiler in each position (a once-per-process cost, not a decision's).
import '../../src-shared/variants'
import { computerAction, runComputer } from '../../src-shared/computer'
import { actingPlayers } from '../../src-shared/engine/game'
import type { Level } from '../../src-shared/computer/types'
import type { GameState } from '../../src-shared/engine/types'
import { play } from '../support/realCards'
import { starterPool } from '../../src-shared/cards/starter'
import type { Figure } from './run'
import { round } from './stats'

const SIZE = Number(process.env.CROWDED_BENCH_SIZE ?? 400)
const crowd = (name: string, n: number) => Array.from({ length: n }, () => ({ name, sick: false }))
const bears = (n: number) => crowd('Grizzly Bears', n)

function positions(): { kind: string; state: GameState; seat: 0 | 1 }[] {
  const pool = starterPool()
  const ann = { battlefield: [...bears(SIZE), 'Forest'], hand: ['Giant Growth'] }
  const ben = { battlefield: bears(SIZE) }
  const main = play(pool, ann, ben, [])
  const attack = play(pool, ann, ben, [{ type: 'passUntil', step: 'declareAttackers' }])
  const block = play(pool, ann, ben, [
    { type: 'passUntil', step: 'declareAttackers' },
    {
      player: 0,
      type: 'declareAttackers',
      attackers: Array.from({ length: SIZE }, (_, i) => ({ card: `Grizzly Bears#${i + 1}`, target: 'player:1' })),
    },
    { type: 'passUntil', step: 'declareBlockers' },
  ])
  const exchange = play(pool, { battlefield: [...crowd('Hill Giant', SIZE), 'Forest'], hand: ['Giant Growth'] }, ben, [
    { type: 'passUntil', step: 'declareAttackers' },
  ])
  return [
    { kind: 'exchange', state: exchange.state, seat: 0 },
    { kind: 'main', state: main.state, seat: 0 },
    { kind: 'attack', state: attack.state, seat: 0 },
    { kind: 'block', state: block.state, seat: 1 },
  ]
}

/** CPU time of the slowest decision, by level (the wall clock on a loaded machine counts the other processes too). */
const cpuMost: Record<string, number> = {}
const cpuNow = () => process.cpuUsage().user / 1000

function decisionMs(state: GameState, seat: 0 | 1, level: Level): number {
  const t = cpuNow()
  const d = computerAction(state, seat, { level, seed: 1 })
  cpuMost[level] = Math.max(cpuMost[level] ?? 0, cpuNow() - t)
  return d.ms
}

/** Both players decide (at this level) from the attack until the combat is over: the slowest decision. */
function slowestOfExchange(start: GameState, level: Level): number {
  let s = start
  let most = 0
  for (let i = 0; i < 40 && s.phase !== 'ended' && s.step !== 'postcombatMain' && s.turn === start.turn; i++) {
    const t = cpuNow()
    const r = runComputer(s, actingPlayers(s)[0], { level, seed: 1 }, 1)
    cpuMost[level] = Math.max(cpuMost[level] ?? 0, cpuNow() - t)
    if (!r.decisions.length) break
    most = Math.max(most, r.decisions[0].ms)
    s = r.state
  }
  return most
}

export default async function (): Promise<Figure[]> {
  const byLevel: Record<string, Record<string, number>> = {}
  let slowest = 0
  const list = positions()
  // Warm-up: the card text's compiler builds its parser on the first spell it reads (the main phase's Giant Growth).
  for (const p of list) computerAction(p.state, p.seat, { level: 'normal', seed: 2 })
  for (const level of ['easy', 'normal', 'hard'] as Level[]) {
    byLevel[level] = {}
    for (const p of list) {
      const ms = p.kind === 'exchange' ? slowestOfExchange(p.state, level) : decisionMs(p.state, p.seat, level)
      byLevel[level][p.kind] = round(ms, 1)
      slowest = Math.max(slowest, ms)
    }
  }
  return [
    {
      name: 'computer.decision.crowded',
      value: round(slowest, 1),
      unit: 'ms',
      creaturesPerSide: SIZE,
      byLevel,
      cpuMaxByLevel: Object.fromEntries(Object.entries(cpuMost).map(([k, v]) => [k, round(v, 1)])),
      goal: 'max <= 3x the level budget: 450 ms (Easy, Normal), 6,000 ms (Hard)',
    },
  ]
}
