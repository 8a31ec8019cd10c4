// Manahearth figures: 200 random legal two-player games and 100 four-player games with the starter
// decks, to the end or a 40-turn cap, with the engine's and Manahearth's invariants checked after every action.
import type { Figure } from './run'
import { round } from './stats'
import { playRandomGame } from '../shared/variants/manahearth/randomGames'

export default async function (): Promise<Figure[]> {
  const t0 = performance.now()
  let actions = 0
  let ended = 0
  let heroAbilities = 0
  const games = [
    ...Array.from({ length: 200 }, (_, i) => ({ seed: i + 1, players: 2 })),
    ...Array.from({ length: 100 }, (_, i) => ({ seed: 1000 + i, players: 4 })),
  ]
  for (const g of games) {
    const summary = playRandomGame(g.seed, g.players)
    actions += summary.actions
    if (summary.ended) ended++
    heroAbilities += summary.types.heroAbility ?? 0
  }
  const seconds = (performance.now() - t0) / 1000
  return [
    {
      name: 'manahearth.randomGames',
      value: round(games.length / seconds, 2),
      unit: 'games/s',
      games: games.length,
      twoPlayer: 200,
      fourPlayer: 100,
      ended,
      actions,
      heroAbilities,
      actionsPerSecond: round(actions / seconds, 0),
      invariantsChecked: true,
    },
  ]
}
