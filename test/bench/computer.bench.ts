// The computer player's figures (starter decks, 100-turn cap). Each game alternates the starting order (seat k plays
// as player (k + game) mod 2) and cycles through the variant's starter decks; seeds are fixed, so a run is
// reproducible. Games run in worker threads, one per core (COMPUTER_BENCH_WORKERS), each reusing its compiled decks.
// - computer.vsRandom.<variant>: Normal's win rate against the random player.
// - computer.normalVsEasy, computer.hardVsNormal: the stronger level's win rate, per variant (draws and unfinished
//   games count as not won). Hard plays with its default budget, the one the table uses.
// - computer.decision: time per decision by level (p50, p95, max), measured in those games, on all the cores at once,
//   after each worker's untimed warm-up per variant (computer.worker.ts: the card text compiler's one-time build).
// - computer.games: all-computer games (Normal against Easy, no invariant checks) per second on one thread.
// - computer.turnCapShare.<variant>: the share of all-computer games (both pairings above, invariants checked after
//   every action) that reach the turn cap; stalls and errors are counted beside it.
// COMPUTER_BENCH_GAMES (default 200) and COMPUTER_BENCH_HARD_GAMES scale the game counts for a quick look.
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Seat } from '../../src-shared/computer/match'
import { HARD, HARD_CAP_MS } from '../../src-shared/computer/search'
import type { Figure } from './run'
import type { GameAnswer, GameTask } from './computer.worker'
import { percentile, round } from './stats'

const VARIANTS = (process.env.COMPUTER_BENCH_VARIANTS ?? 'normal,heroic,mental,manahearth,combat').split(',')
const GAMES = Number(process.env.COMPUTER_BENCH_GAMES ?? 200)
const HARD_GAMES = Number(process.env.COMPUTER_BENCH_HARD_GAMES ?? GAMES)
const SPEED_GAMES = Math.max(4, Math.round(GAMES / 10))
const WORKERS = Number(process.env.COMPUTER_BENCH_WORKERS ?? availableParallelism())
const MAX_TURNS = 100
/** COMPUTER_BENCH_CAP_MS lifts Hard's wall-clock safety net on a loaded machine (the strength is then the search's). */
const CAP_MS = process.env.COMPUTER_BENCH_CAP_MS ? Number(process.env.COMPUTER_BENCH_CAP_MS) : undefined

interface Pairing {
  key: string
  seats: Seat[]
  seed: number
  games: number
  invariants: boolean
}

const ALL_PAIRINGS: Pairing[] = [
  { key: 'hardVsNormal', seats: ['hard', 'normal'], seed: 3, games: HARD_GAMES, invariants: true },
  { key: 'normalVsEasy', seats: ['normal', 'easy'], seed: 2, games: GAMES, invariants: true },
  { key: 'vsRandom', seats: ['normal', 'random'], seed: 1, games: GAMES, invariants: true },
  { key: 'speed', seats: ['normal', 'easy'], seed: 4, games: SPEED_GAMES, invariants: false },
]
/** COMPUTER_BENCH_PAIRINGS (e.g. "vsRandom,normalVsEasy") plays only those pairings. */
const PAIRINGS = ALL_PAIRINGS.filter(
  (p) => !process.env.COMPUTER_BENCH_PAIRINGS || process.env.COMPUTER_BENCH_PAIRINGS.split(',').includes(p.key),
)
const has = (key: string) => PAIRINGS.some((p) => p.key === key)

/** Plays every task on a pool of worker threads; answers in task order. */
async function playAll(tasks: GameTask[], onAnswer: (a: GameAnswer) => void): Promise<GameAnswer[]> {
  const answers: GameAnswer[] = new Array(tasks.length)
  let next = 0
  let done = 0
  const started = performance.now()
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(join(__dirname, 'computer.worker.ts'), { execArgv: ['--require', 'tsx/cjs'] })
      const feed = () => {
        if (next >= tasks.length) {
          void w.terminate().then(() => resolve())
          return
        }
        w.postMessage(tasks[next++])
      }
      w.on('message', (a: GameAnswer) => {
        answers[a.id] = a
        done++
        onAnswer(a)
        // With few games (COMPUTER_BENCH_PROGRESS=game), each game's result as it ends.
        if (process.env.COMPUTER_BENCH_PROGRESS === 'game')
          console.error(
            `computer bench: game ${a.id} ${tasks[a.id].variant} #${tasks[a.id].game} ${tasks[a.id].seats.join('-')} winner ${a.winner} turns ${a.turns} ${Math.round(a.seconds)} s`,
          )
        if (process.env.COMPUTER_BENCH_PROGRESS && done % 50 === 0)
          console.error(
            `computer bench: ${done}/${tasks.length} games, ${Math.round((performance.now() - started) / 1000)} s`,
          )
        feed()
      })
      w.on('error', reject)
      feed()
    })
  await Promise.all(Array.from({ length: Math.max(1, WORKERS) }, worker))
  return answers
}

const maxOf = (xs: number[]): number => xs.reduce((a, b) => Math.max(a, b), 0)
const rate = (wins: number, games: number): number => round((100 * wins) / Math.max(1, games), 1)

export default async function (): Promise<Figure[]> {
  const tasks: GameTask[] = []
  const index: { pairing: Pairing; variant: string }[] = []
  for (const pairing of PAIRINGS)
    for (const variant of VARIANTS)
      for (let game = 0; game < pairing.games; game++) {
        index.push({ pairing, variant })
        tasks.push({
          id: tasks.length,
          variant,
          seats: pairing.seats,
          seed: pairing.seed,
          game,
          invariants: pairing.invariants,
          maxTurns: MAX_TURNS,
          timeCapMs: CAP_MS,
        })
      }
  type Tally = { games: number; wins: number[]; draws: number; turnCap: number; stalls: number; errors: string[] }
  const tally = new Map<string, Tally>()
  const seconds = new Map<string, number>()
  const ms: Record<string, number[]> = { easy: [], normal: [], hard: [] }
  const tallyOne = (a: GameAnswer) => {
    const { pairing, variant } = index[a.id]
    const key = `${pairing.key}.${variant}`
    const t = tally.get(key) ?? { games: 0, wins: [0, 0], draws: 0, turnCap: 0, stalls: 0, errors: [] }
    tally.set(key, t)
    t.games++
    if (a.error) t.errors.push(a.error)
    else if (a.winner === 'draw') t.draws++
    else if (a.winner !== null) t.wins[a.winner]++
    else if (a.stalled) t.stalls++
    else t.turnCap++
    seconds.set(key, (seconds.get(key) ?? 0) + a.seconds)
    if (pairing.key !== 'speed')
      pairing.seats.forEach((seat, k) => {
        if (seat !== 'random') for (const x of a.ms[k]) ms[seat].push(x)
      })
    // Each pairing's tally as soon as its games are done (stderr), for a long run watched as it goes.
    if (process.env.COMPUTER_BENCH_PROGRESS && t.games === pairing.games) {
      const times = pairing.seats.map((seat) => (seat === 'random' ? [] : ms[seat]))
      const sofar = times.map((x) =>
        x.length
          ? { p50: round(percentile(x, 50), 1), p95: round(percentile(x, 95), 1), max: round(maxOf(x), 1) }
          : null,
      )
      console.error(
        `computer bench: ${key} ${JSON.stringify(t)} ${Math.round(seconds.get(key)!)} s; decisions so far ${JSON.stringify(sofar)}`,
      )
    }
  }
  await playAll(tasks, tallyOne)
  const of = (pairing: string, variant: string) => tally.get(`${pairing}.${variant}`)!

  const figures: Figure[] = []
  for (const variant of has('vsRandom') ? VARIANTS : []) {
    const t = of('vsRandom', variant)
    figures.push({
      name: `computer.vsRandom.${variant}`,
      value: rate(t.wins[0], t.games),
      unit: '%',
      games: t.games,
      wins: t.wins,
      draws: t.draws,
      unfinished: t.turnCap + t.stalls + t.errors.length,
      goal: 95,
    })
  }
  const pairingFigure = (key: string, seats: Seat[]): Figure => {
    const byVariant: Record<
      string,
      { winRate: number; games: number; wins: number[]; draws: number; unfinished: number }
    > = {}
    for (const variant of VARIANTS) {
      const t = of(key, variant)
      byVariant[variant] = {
        winRate: rate(t.wins[0], t.games),
        games: t.games,
        wins: t.wins,
        draws: t.draws,
        unfinished: t.turnCap + t.stalls + t.errors.length,
      }
    }
    const rates = Object.values(byVariant).map((v) => v.winRate)
    return {
      name: `computer.${key}`,
      value: round(rates.reduce((a, b) => a + b, 0) / rates.length, 1),
      unit: '%',
      seats: seats.join(' vs '),
      gamesPerVariant: of(key, VARIANTS[0]).games,
      variantsAtLeast60: rates.filter((r) => r >= 60).length,
      byVariant,
      ...(seats.includes('hard')
        ? {
            hardSearch: `ISMCTS, ${HARD.iterations} iterations (${HARD.richIterations} in combat and choices) shared by sequential halving among Normal's best ${HARD.arms} (${HARD.richArms}), a fresh determinisation each (the same k-th one for every root candidate), Normal's policy to the end of the next turn, Normal's choice unless the paired lead is significant, at most ${HARD.budget} simulated decisions (weighted by candidates), ${HARD_CAP_MS} ms cap as a safety net`,
          }
        : {}),
    }
  }
  if (has('normalVsEasy')) figures.push(pairingFigure('normalVsEasy', ['normal', 'easy']))
  if (has('hardVsNormal')) figures.push(pairingFigure('hardVsNormal', ['hard', 'normal']))

  const byLevel: Record<string, { p50: number; p95: number; max: number; decisions: number }> = {}
  for (const level of ['easy', 'normal', 'hard']) {
    const times = ms[level]
    if (!times.length) continue
    byLevel[level] = {
      p50: round(percentile(times, 50), 2),
      p95: round(percentile(times, 95), 2),
      max: round(maxOf(times), 2),
      decisions: times.length,
    }
  }
  figures.push({
    name: 'computer.decision',
    value: byLevel.normal.p95,
    unit: 'ms',
    p95: byLevel.normal.p95,
    max: Math.max(byLevel.easy?.max ?? 0, byLevel.normal.max),
    byLevel,
    workers: WORKERS,
    warmUp: "two untimed turns per variant and worker (the card text compiler's build)",
    goal: 'p95 <= 150 ms (Easy, Normal), <= 2,000 ms (Hard); max <= 3x that budget',
  })

  const gamesPerSecond: Record<string, number> = {}
  for (const variant of has('speed') ? VARIANTS : [])
    gamesPerSecond[variant] = round(of('speed', variant).games / seconds.get(`speed.${variant}`)!, 2)
  const speeds = Object.values(gamesPerSecond)
  if (speeds.length)
    figures.push({
      name: 'computer.games',
      value: round(speeds.reduce((a, b) => a + b, 0) / speeds.length, 2),
      unit: 'games/s',
      seats: 'normal vs easy',
      per: 'one thread',
      gamesPerVariant: SPEED_GAMES,
      byVariant: gamesPerSecond,
    })

  for (const variant of has('normalVsEasy') || has('hardVsNormal') ? VARIANTS : []) {
    const all = ['normalVsEasy', 'hardVsNormal'].filter(has).map((k) => of(k, variant))
    const games = all.reduce((a, t) => a + t.games, 0)
    const turnCap = all.reduce((a, t) => a + t.turnCap, 0)
    const errors = all.flatMap((t) => t.errors)
    figures.push({
      name: `computer.turnCapShare.${variant}`,
      value: rate(turnCap, games),
      unit: '%',
      games,
      turnCap,
      stalls: all.reduce((a, t) => a + t.stalls, 0),
      errors: errors.length,
      ...(errors.length ? { firstError: errors[0] } : {}),
      invariants: 'checked after every action',
      goal: '< 1',
    })
  }
  return figures
}
