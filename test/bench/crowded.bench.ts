// computer.decision.crowded: one decision on a battlefield of identical creatures (CROWDED_BENCH_SIZE a side, default
// 400 Grizzly Bears), for each level: the main phase before its combat (Ann, with a Giant Growth in hand), the attack
// (Ann), and the blocks against an all-out attack (Ben). The value is the slowest; the goal: at most 3x the level's
// budget (150 ms Easy and Normal, 2,000 ms Hard).
import '../../src-shared/variants'
import { computerAction } from '../../src-shared/computer'
import type { Level } from '../../src-shared/computer/types'
import type { GameState } from '../../src-shared/engine/types'
import { play } from '../support/realCards'
import { starterPool } from '../../src-shared/cards/starter'
import type { Figure } from './run'
import { round } from './stats'

const SIZE = Number(process.env.CROWDED_BENCH_SIZE ?? 400)
const bears = (n: number) => Array.from({ length: n }, () => ({ name: 'Grizzly Bears', sick: false }))

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
  return [
    { kind: 'main', state: main.state, seat: 0 },
    { kind: 'attack', state: attack.state, seat: 0 },
    { kind: 'block', state: block.state, seat: 1 },
  ]
}

export default async function (): Promise<Figure[]> {
  const byLevel: Record<string, Record<string, number>> = {}
  let slowest = 0
  const list = positions()
  for (const level of ['easy', 'normal', 'hard'] as Level[]) {
    byLevel[level] = {}
    for (const p of list) {
      const d = computerAction(p.state, p.seat, { level, seed: 1 })
      byLevel[level][p.kind] = round(d.ms, 1)
      slowest = Math.max(slowest, d.ms)
    }
  }
  return [
    {
      name: 'computer.decision.crowded',
      value: round(slowest, 1),
      unit: 'ms',
      creaturesPerSide: SIZE,
      byLevel,
      goal: 'max <= 3x the level budget: 450 ms (Easy, Normal), 6,000 ms (Hard)',
    },
  ]
}
