// The computer player's figures (starter decks, seats alternating who starts, 100-turn cap):
// computer.vsRandom.<variant> Normal's win rate against the random player; computer.normalVsEasy and
// computer.hardVsNormal the stronger level's win rate per variant; computer.decision the time per decision by level
// (p50, p95, max); computer.games all-computer games per second per variant. COMPUTER_BENCH_GAMES scales the
// game counts down for a quick look (the figures quoted need the default 200).
import '../../src-shared/engine'
import '../../src-shared/variants'
import { playMatch, type Seat } from '../../src-shared/computer/match'
import { starterMatchDecks } from '../../src-shared/computer/decks'
import type { Level } from '../../src-shared/computer'
import type { Figure } from './run'
import { percentile, round } from './stats'

const VARIANTS = ['normal', 'manahearth', 'combat', 'heroic', 'mental']
const GAMES = Number(process.env.COMPUTER_BENCH_GAMES ?? 200)
const HARD_GAMES = Number(process.env.COMPUTER_BENCH_HARD_GAMES ?? GAMES)
/** Hard against Normal is measured in three variants (the bench's time budget). */
const HARD_VARIANTS = ['normal', 'heroic', 'mental']

function match(variant: string, seats: Seat[], games: number, seed: number) {
  const decks = starterMatchDecks(variant)
  const t0 = performance.now()
  const summary = playMatch({ variant, seats, decks: seats.map(() => decks), seed }, games)
  return { summary, seconds: (performance.now() - t0) / 1000 }
}

const rate = (wins: number, games: number): number => round((100 * wins) / Math.max(1, games), 1)

/** Time per decision for one level over a few games against Normal. */
function decisionTimes(level: Level, games: number): number[] {
  const times: number[] = []
  for (const variant of VARIANTS) {
    const decks = starterMatchDecks(variant)
    playMatch(
      {
        variant,
        seats: [level, 'normal'],
        decks: [decks, decks],
        seed: 77,
        onDecision: (seat, ms) => {
          if (seat === 0) times.push(ms)
        },
      },
      games,
    )
  }
  return times
}

export default async function (): Promise<Figure[]> {
  const figures: Figure[] = []
  const gamesPerSecond: Record<string, number> = {}
  for (const variant of VARIANTS) {
    const { summary } = match(variant, ['normal', 'random'], GAMES, 1)
    figures.push({
      name: `computer.vsRandom.${variant}`,
      value: rate(summary.wins[0], summary.games),
      unit: '%',
      games: summary.games,
      wins: summary.wins,
      draws: summary.draws,
      unfinished: summary.unfinished,
      turns: summary.turns,
    })
    const all = match(variant, ['normal', 'easy'], Math.max(4, Math.round(GAMES / 10)), 2)
    gamesPerSecond[variant] = round(all.summary.games / all.seconds, 2)
  }
  const pairing = (name: string, seats: Seat[], variants: string[], games: number): Figure => {
    const byVariant: Record<string, { winRate: number; wins: number[]; draws: number; unfinished: number }> = {}
    for (const variant of variants) {
      const { summary } = match(variant, seats, games, 3)
      byVariant[variant] = {
        winRate: rate(summary.wins[0], summary.games),
        wins: summary.wins,
        draws: summary.draws,
        unfinished: summary.unfinished,
      }
    }
    const rates = Object.values(byVariant).map((v) => v.winRate)
    return {
      name,
      value: round(rates.reduce((a, b) => a + b, 0) / rates.length, 1),
      unit: '%',
      games: games,
      variantsAtLeast60: rates.filter((r) => r >= 60).length,
      byVariant,
    }
  }
  figures.push(pairing('computer.normalVsEasy', ['normal', 'easy'], VARIANTS, GAMES))
  figures.push(pairing('computer.hardVsNormal', ['hard', 'normal'], HARD_VARIANTS, HARD_GAMES))
  const levels: Record<string, { p50: number; p95: number; max: number; decisions: number }> = {}
  for (const level of ['easy', 'normal', 'hard'] as Level[]) {
    const times = decisionTimes(level, level === 'hard' ? 2 : 4)
    levels[level] = {
      p50: round(percentile(times, 50), 2),
      p95: round(percentile(times, 95), 2),
      max: round(Math.max(...times), 2),
      decisions: times.length,
    }
  }
  figures.push({
    name: 'computer.decision',
    value: levels.normal.p95,
    unit: 'ms',
    p95: levels.normal.p95,
    max: Math.max(levels.easy.max, levels.normal.max),
    byLevel: levels,
  })
  const rates = Object.values(gamesPerSecond)
  figures.push({
    name: 'computer.games',
    value: round(rates.reduce((a, b) => a + b, 0) / rates.length, 2),
    unit: 'games/s',
    seats: 'normal,easy',
    byVariant: gamesPerSecond,
  })
  return figures
}
