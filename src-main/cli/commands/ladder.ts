// `hearth ladder --variant V [--games N] [--seed S] [--levels "random,easy,normal,hard"] [--workers W]` (the
// scenario contract): every pair of levels plays N seeded games on the variant's starter decks (seats and starting
// order alternating), and the results are rated on the Elo scale with the random player at 0. Prints
// {"variant","gamesPerPairing","ratings","intervals","pairings":[{"seats","games","wins","draws","unfinished"}]}.
import { availableParallelism } from 'node:os'
import type { CliIo } from '../io'
import { parseArgs } from '../io'
import { isVariantId, variantIds } from '../../../src-shared/variants'
import { starterMatchDecks } from '../../../src-shared/computer/decks'
import {
  LADDER_LEVELS,
  ladderGames,
  ladderResult,
  parseLevels,
  type LadderResult,
} from '../../../src-shared/computer/ladder'
import type { Seat } from '../../../src-shared/computer/match'
import { playGames } from '../gamePool'

const usage = (): string =>
  `Usage: hearth ladder --variant ${variantIds().join('|')} [--games N] [--seed S] [--levels "${LADDER_LEVELS.join(',')}"] [--workers W]`

/** The default thread count: the machine's cores, at most 4. */
export const defaultWorkers = (): number => Math.max(1, Math.min(4, availableParallelism()))

export interface LadderOptions {
  variant: string
  levels: Seat[]
  games: number
  seed: number
  workers: number
  maxTurns?: number
  /** Hard's wall-clock safety net in ms (default the table's). */
  timeCapMs?: number
  onGame?: (done: number, total: number) => void
}

/** Plays the ladder's games and rates them (also the bench's `computer.ladder.<variant>`). */
export async function runLadder(opts: LadderOptions): Promise<LadderResult & { errors: string[]; seconds: number }> {
  const t0 = performance.now()
  const list = ladderGames(opts.levels, opts.games, opts.seed)
  const answers = await playGames(
    list.map((g, id) => ({
      id,
      variant: opts.variant,
      seats: g.seats,
      seed: g.seed,
      game: g.game,
      maxTurns: opts.maxTurns,
      timeCapMs: opts.timeCapMs,
    })),
    opts.workers,
    (_, done) => opts.onGame?.(done, list.length),
  )
  const errors = answers.flatMap((a) => (a.error ? [a.error] : []))
  const result = ladderResult(opts.variant, opts.levels, opts.games, list, answers)
  return { ...result, errors, seconds: (performance.now() - t0) / 1000 }
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const fail = (message: string): number => {
    io.err(`hearth ladder: ${message}\n${usage()}\n`)
    return 1
  }
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs(args, ['variant', 'games', 'seed', 'levels', 'workers'])
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  const { positional, options } = parsed
  if (positional.length) return fail(`unexpected argument "${positional[0]}"`)
  const variant = options.variant
  if (!isVariantId(variant))
    return fail(
      `--variant must be one of ${variantIds().join(', ')}${typeof variant === 'string' ? `, got "${variant}"` : ''}`,
    )
  const whole = (name: string, fallback: number, min: number, max: number): number | null => {
    const raw = options[name]
    if (raw === undefined) return fallback
    const n = Number(raw)
    return typeof raw === 'string' && /^-?\d+$/.test(raw) && n >= min && n <= max ? n : null
  }
  const games = whole('games', 50, 1, 100000)
  if (games === null) return fail('--games must be a whole number from 1 to 100000')
  // Any 32-bit seed, as `match` and `draft` take.
  const seed = whole('seed', 1, -2147483648, 2147483647)
  if (seed === null) return fail('--seed must be a whole number from -2147483648 to 2147483647')
  const workers = whole('workers', defaultWorkers(), 1, 64)
  if (workers === null) return fail('--workers must be a whole number from 1 to 64')
  let levels: Seat[]
  try {
    levels = parseLevels(typeof options.levels === 'string' ? options.levels : LADDER_LEVELS.join(','))
  } catch (error) {
    return fail(`--levels: ${error instanceof Error ? error.message : String(error)}`)
  }
  try {
    starterMatchDecks(variant)
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  const result = await runLadder({ variant, levels, games, seed, workers })
  if (result.errors.length) return fail(`a game failed: ${result.errors[0]}`)
  const { errors: _errors, seconds: _seconds, ...out } = result
  io.out(JSON.stringify(out) + '\n')
  return 0
}
