// Random games with computers in every seat: the engine's and the variant's invariants are checked after every
// action (playGame throws on a broken one or an illegal action), no game stalls, and none reaches the turn cap.
// Two games of Normal against Easy per variant and one of Hard against Normal in Normal Magic and Combat Rules (eight
// and two in every variant in `npm run test:long`), from fixed seeds; the starting order and the starter decks
// alternate from game to game. The bench plays the same over 400 games per variant.
import { expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { playGame, type GameResult, type MatchOptions, type Seat } from '@shared/computer/match'
import { starterMatchDecks } from '@shared/computer/decks'
import { unitOrLong } from '../../../support/long'

const MAX_TURNS = 100

function play(variant: string, seats: Seat[], games: number, seed: number): GameResult[] {
  const decks = starterMatchDecks(variant)
  const opts: MatchOptions = {
    variant,
    seats,
    decks: seats.map(() => decks),
    seed,
    invariants: true,
    maxTurns: MAX_TURNS,
  }
  return Array.from({ length: games }, (_, g) => playGame(opts, g))
}

export function allComputerGames(variant: string): void {
  for (const [seats, games, seed] of [
    [['normal', 'easy'], unitOrLong(2, 8), 21],
    // Hard's games cost the most: in the unit suite only where a stall was once found (Combat Rules' equips) and in
    // the plain game.
    [['hard', 'normal'], unitOrLong(variant === 'combat' || variant === 'normal' ? 1 : 0, 2), 22],
  ] as [Seat[], number, number][]) {
    if (games === 0) continue
    it(`${variant}: ${seats.join(' against ')}, ${games} games, invariants after every action, no stall, no turn cap`, () => {
      const results = play(variant, seats, games, seed)
      const report = results.map(
        (r, g) => `game ${g}: ${r.winner ?? (r.stalled ? 'stalled' : 'turn cap')} after ${r.turns} turns`,
      )
      expect(
        results.filter((r) => r.stalled),
        report.join('\n'),
      ).toEqual([])
      expect(
        results.filter((r) => r.winner === null),
        report.join('\n'),
      ).toEqual([])
      expect(results.every((r) => r.turns <= MAX_TURNS && r.actions > 0)).toBe(true)
    }, 900_000) // Hard against Normal in combat: 260 s a game on a 2-core machine at load 16
  }
}
