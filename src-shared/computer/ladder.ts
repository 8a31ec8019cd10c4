// The computer's ladder: every pair of levels plays seeded games on the variant's starter decks (seats and starting
// order alternating, `playGame`), and the results become Elo-scale ratings with the random player at 0 (rating.ts).
import type { GameResult, Seat } from './match'
import { rate } from './rating'

export const LADDER_LEVELS: readonly Seat[] = ['random', 'easy', 'normal', 'hard']

export interface LadderPairing {
  /** The stronger level first (the later one in the ladder's order). */
  seats: [Seat, Seat]
  games: number
  /** Games won by each seat. */
  wins: [number, number]
  draws: number
  /** Games that reached the turn cap or stalled: not counted in the ratings. */
  unfinished: number
}

export interface LadderResult {
  variant: string
  gamesPerPairing: number
  ratings: Record<string, number>
  intervals: Record<string, number>
  pairings: LadderPairing[]
}

/** One game to play: the pairing's seats, its seed and the game's index (which alternates seats and order). */
export interface LadderGame {
  pairing: number
  seats: [Seat, Seat]
  seed: number
  game: number
}

/** Reads a `--levels` list: known levels, no repeats, at least two. Throws with the problem named. */
export function parseLevels(text: string): Seat[] {
  const levels = text
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter((x) => x.length)
  for (const l of levels)
    if (!LADDER_LEVELS.includes(l as Seat)) throw new Error(`"${l}" is not one of ${LADDER_LEVELS.join(', ')}`)
  const repeated = levels.find((l, i) => levels.indexOf(l) !== i)
  if (repeated) throw new Error(`"${repeated}" is listed twice`)
  if (levels.length < 2) throw new Error('a ladder needs at least two levels')
  return levels as Seat[]
}

/** The seed of pairing k: seed * 64 + k, kept within 32 bits for seeds beyond ±2^25 (the same as before within it). */
export function pairingSeed(seed: number, k: number): number {
  const s = seed * 64 + k
  return Math.abs(s) < 2 ** 31 ? s : s % 2 ** 31
}

/** Every pair of levels, each with its own seed (pairing k plays seeds `pairingSeed(seed, k)`). */
export function ladderGames(levels: Seat[], games: number, seed: number): LadderGame[] {
  const out: LadderGame[] = []
  let k = 0
  for (let j = 1; j < levels.length; j++)
    for (let i = 0; i < j; i++) {
      for (let game = 0; game < games; game++)
        out.push({ pairing: k, seats: [levels[j], levels[i]], seed: pairingSeed(seed, k), game })
      k++
    }
  return out
}

/** The tallies and ratings once every game is played (`results[n]` answers `ladderGames(...)[n]`). */
export function ladderResult(
  variant: string,
  levels: Seat[],
  games: number,
  list: LadderGame[],
  results: Pick<GameResult, 'winner'>[],
): LadderResult {
  const pairings: LadderPairing[] = []
  list.forEach((g, n) => {
    const p = (pairings[g.pairing] ??= { seats: g.seats, games: 0, wins: [0, 0], draws: 0, unfinished: 0 })
    const w = results[n].winner
    p.games++
    if (w === 'draw') p.draws++
    else if (w === 0 || w === 1) p.wins[w]++
    else p.unfinished++
  })
  const index = (seat: Seat) => levels.indexOf(seat)
  const anchor = levels.includes('random') ? index('random') : 0
  const fit = rate(
    levels.length,
    pairings.map((p) => ({ players: [index(p.seats[0]), index(p.seats[1])], wins: p.wins, draws: p.draws })),
    { anchor },
  )
  const ratings: Record<string, number> = {}
  const intervals: Record<string, number> = {}
  levels.forEach((l, i) => {
    ratings[l] = Math.round(fit.ratings[i])
    if (i !== anchor) intervals[l] = Math.round(fit.intervals[i])
  })
  return { variant, gamesPerPairing: games, ratings, intervals, pairings }
}
