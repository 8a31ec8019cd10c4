// The computer's ladder per variant (`hearth ladder`'s games and ratings): computer.ladder.<variant>, its value the
// smallest step between neighbouring levels (the goal: every level at least +100 Elo above the one below it).
// LADDER_BENCH_GAMES (default 200 per pairing) scales it down for a quick look; LADDER_BENCH_VARIANTS and
// LADDER_BENCH_LEVELS choose what is played; LADDER_BENCH_WORKERS the threads (default: every core, at most 4).
import { defaultWorkers, runLadder } from '../../src-main/cli/commands/ladder'
import { LADDER_LEVELS, parseLevels } from '../../src-shared/computer/ladder'
import type { Figure } from './run'

const VARIANTS = (process.env.LADDER_BENCH_VARIANTS ?? 'normal,heroic,mental,manahearth,combat').split(',')
const GAMES = Number(process.env.LADDER_BENCH_GAMES ?? 200)
const LEVELS = parseLevels(process.env.LADDER_BENCH_LEVELS ?? LADDER_LEVELS.join(','))
const WORKERS = Number(process.env.LADDER_BENCH_WORKERS ?? defaultWorkers())
/** LADDER_BENCH_CAP_MS lifts Hard's wall-clock safety net on a loaded machine (the strength is then the search's). */
const CAP_MS = process.env.LADDER_BENCH_CAP_MS ? Number(process.env.LADDER_BENCH_CAP_MS) : undefined

export default async function (): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const variant of VARIANTS) {
    const r = await runLadder({
      variant,
      levels: LEVELS,
      games: GAMES,
      seed: 1,
      workers: WORKERS,
      timeCapMs: CAP_MS,
      onGame: (done, total) => {
        if (process.env.LADDER_BENCH_PROGRESS && done % 20 === 0)
          console.error(`ladder bench: ${variant} ${done}/${total} games`)
      },
    })
    const steps = LEVELS.slice(1).map((l, i) => r.ratings[l] - r.ratings[LEVELS[i]])
    figures.push({
      name: `computer.ladder.${variant}`,
      value: Math.min(...steps),
      unit: 'Elo',
      ratings: r.ratings,
      intervals: r.intervals,
      steps: Object.fromEntries(LEVELS.slice(1).map((l, i) => [`${LEVELS[i]}->${l}`, steps[i]])),
      gamesPerPairing: GAMES,
      pairings: r.pairings,
      errors: r.errors.length,
      ...(r.errors.length ? { firstError: r.errors[0] } : {}),
      seconds: Math.round(r.seconds),
      workers: WORKERS,
      ...(CAP_MS ? { hardCapMs: CAP_MS } : {}),
      goal: 'each level >= +100 above the one below it, from >= 200 games per pairing',
    })
  }
  return figures
}
