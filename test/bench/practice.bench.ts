// practice.simulate: games per second of deck simulations of a starter deck (the normal game's first), piloted by
// the Normal computer, against the goldfish (the figure) and against a Normal computer opponent (`vsNormal`).
// PRACTICE_BENCH_GAMES sets the game count (default 40). `cpu` is the same figure per second of this process's CPU
// time, which a loaded machine changes less than the wall clock.
import '../../src-shared/engine'
import '../../src-shared/variants'
import { starterMatchDecks } from '../../src-shared/computer/decks'
import { simulate } from '../../src-shared/practice/simulate'
import type { Figure } from './run'
import { round } from './stats'

const GAMES = Number(process.env.PRACTICE_BENCH_GAMES ?? 40)

export default async function (): Promise<Figure[]> {
  const decks = starterMatchDecks('normal')
  simulate({ variant: 'normal', deck: decks[0], games: 3, seed: 99 }) // warm-up
  const cpu0 = process.cpuUsage()
  const fish = simulate({ variant: 'normal', deck: decks[0], games: GAMES, seed: 1 })
  const cpu = process.cpuUsage(cpu0)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const vs = simulate({
    variant: 'normal',
    deck: decks[0],
    games: Math.max(4, Math.round(GAMES / 2)),
    seed: 2,
    opponent: { deck: decks[1] ?? decks[0], level: 'normal' },
  })
  return [
    {
      name: 'practice.simulate',
      value: round(fish.games / fish.seconds, 2),
      unit: 'games/s',
      games: fish.games,
      goal: 50,
      cpu: round(fish.games / cpuSeconds, 2),
      winRate: round(fish.winRate, 3),
      meanKillTurn: fish.meanKillTurn === null ? null : round(fish.meanKillTurn, 2),
      vsNormal: round(vs.games / vs.seconds, 2),
      vsNormalGames: vs.games,
      vsNormalWinRate: round(vs.winRate, 3),
    },
  ]
}
