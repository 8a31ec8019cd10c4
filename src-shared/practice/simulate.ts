// Deck simulations: N games of a deck (piloted by the computer) against the goldfish or a computer opponent, summed
// up as a win rate with its Wilson score interval, the kill-turn histogram, the opponent's average life per turn,
// the cards cast most and the cards left stuck in hand; exported as CSV.
import type { Level } from '../computer/types'
import { runGoldfish, type GoldfishResult, type PracticeDeck } from './goldfish'

export interface SimulationSetup {
  variant: string
  deck: PracticeDeck
  /** Games to play (default 200). */
  games?: number
  seed?: number
  /** Your deck's pilot (default Normal). */
  level?: Level
  /** Against a deck piloted by the computer; the goldfish when absent. */
  opponent?: { deck: PracticeDeck; level: Level }
  maxTurns?: number
}

export interface Interval {
  low: number
  high: number
}

export interface CardCount {
  name: string
  count: number
}

export interface SimulationResult {
  games: number
  wins: number
  winRate: number
  /** The 95% Wilson score interval of the win rate. */
  interval: Interval
  /** Games won on each of your turns: index t = won on turn t + 1. */
  killTurns: number[]
  meanKillTurn: number | null
  /** The opponent's average life at the end of each of your turns (over the games still going, carried at 0 after). */
  averageLife: number[]
  cast: CardCount[]
  stuck: CardCount[]
  seconds: number
}

/** The Wilson score interval for `wins` out of `n` (z = 1.96 for 95%). */
export function wilson(wins: number, n: number, z = 1.96): Interval {
  if (n <= 0) return { low: 0, high: 1 }
  const p = wins / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now())

function top(counts: Map<string, number>, n = 10): CardCount[] {
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, n)
}

/** Sums up game results. */
export function summarise(results: GoldfishResult[], seconds = 0): SimulationResult {
  const games = results.length
  const wins = results.filter((r) => r.won).length
  const killTurns: number[] = []
  let killSum = 0
  const lifeSums: number[] = []
  const lifeCounts: number[] = []
  const cast = new Map<string, number>()
  const stuck = new Map<string, number>()
  const maxLen = Math.max(0, ...results.map((r) => r.lifePerTurn.length))
  for (const r of results) {
    if (r.killTurn !== null) {
      while (killTurns.length < r.killTurn) killTurns.push(0)
      killTurns[r.killTurn - 1]++
      killSum += r.killTurn
    }
    for (let t = 0; t < maxLen; t++) {
      const life = t < r.lifePerTurn.length ? r.lifePerTurn[t] : r.won ? 0 : r.lifePerTurn[r.lifePerTurn.length - 1]
      if (life === undefined) continue
      lifeSums[t] = (lifeSums[t] ?? 0) + Math.max(0, life)
      lifeCounts[t] = (lifeCounts[t] ?? 0) + 1
    }
    for (const c of r.cast) cast.set(c, (cast.get(c) ?? 0) + 1)
    for (const c of r.stuck) stuck.set(c, (stuck.get(c) ?? 0) + 1)
  }
  return {
    games,
    wins,
    winRate: games ? wins / games : 0,
    interval: wilson(wins, games),
    killTurns,
    meanKillTurn: wins ? killSum / wins : null,
    averageLife: lifeSums.map((x, t) => x / lifeCounts[t]),
    cast: top(cast),
    stuck: top(stuck),
    seconds,
  }
}

/**
 * Plays the games one by one. `onProgress(done, total)` after each game; returning false from it cancels (the
 * result then covers the games played).
 */
export function simulate(
  setup: SimulationSetup,
  onProgress?: (done: number, total: number) => boolean | void,
): SimulationResult {
  const total = setup.games ?? 200
  const seed = setup.seed ?? 1
  const results: GoldfishResult[] = []
  const t0 = now()
  for (let g = 0; g < total; g++) {
    results.push(
      runGoldfish(
        { variant: setup.variant, deck: setup.deck, seed: seed * 100003 + g, start: (g % 2) as 0 | 1 },
        { level: setup.level, opponent: setup.opponent, maxTurns: setup.maxTurns },
      ),
    )
    if (onProgress?.(g + 1, total) === false) break
  }
  return summarise(results, (now() - t0) / 1000)
}

const cell = (v: string | number): string => {
  const s = String(v)
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** The result as CSV: one section per table, blank lines between them. */
export function simulationCsv(r: SimulationResult): string {
  const rows: (string | number)[][] = [
    ['metric', 'value'],
    ['games', r.games],
    ['wins', r.wins],
    ['win rate', r.winRate.toFixed(4)],
    ['95% low', r.interval.low.toFixed(4)],
    ['95% high', r.interval.high.toFixed(4)],
    ['mean kill turn', r.meanKillTurn === null ? '' : r.meanKillTurn.toFixed(2)],
    [],
    ['kill turn', 'games'],
    ...r.killTurns.map((n, t) => [t + 1, n]),
    [],
    ['turn', 'average opponent life'],
    ...r.averageLife.map((x, t) => [t + 1, x.toFixed(2)]),
    [],
    ['card cast', 'times'],
    ...r.cast.map((c) => [c.name, c.count]),
    [],
    ['card stuck in hand', 'games'],
    ...r.stuck.map((c) => [c.name, c.count]),
  ]
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n'
}
