// Magic Combat Rules figures: 500 random legal games to the end of round ten, with the invariants checked
// after every action: the engine's and the variant's (at most five creatures a side, slots never shared), scores
// only ever increase, and every game ends after round ten with a winner or a draw (rulings MCR-3, MCR-6, MCR-9).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import { parseDeckList } from '../../src-shared/cards/decklist'
import type { CardDefinition } from '../../src-shared/cards/model'
import { applyAction, checkInvariants, createGame, randomAction, Random, type GameState } from '../../src-shared/engine'
import { scoreOf, slotsOf } from '../../src-shared/variants/combat/rules'
import type { Figure } from './run'
import { round } from './stats'

const GAMES = 500
const DECKS = ['combat-boros-brawl.txt', 'combat-golgari-grind.txt']

function deck(file: string): CardDefinition[] {
  const pool = starterPool()
  const list = parseDeckList(readFileSync(join(__dirname, '../../resources/decks/combat', file), 'utf8'))
  return list.main.flatMap((e) => Array.from({ length: e.count }, () => pool.byName(e.name)!))
}

function play(
  seed: number,
  a: CardDefinition[],
  b: CardDefinition[],
): { actions: number; winner: GameState['winner'] } {
  let s = createGame({
    variant: 'combat',
    seed,
    options: seed % 4 === 0 ? { bothPlayersDraw: true } : {},
    cards: [...a, ...b],
    players: [
      { name: 'Ann', deck: a.map((d) => d.id) },
      { name: 'Ben', deck: b.map((d) => d.id) },
    ],
  })
  const rng = Random.fromSeed(seed * 31 + 5)
  let actions = 0
  while (s.phase !== 'ended') {
    const action = randomAction(s, rng, { passBias: 0.4 })
    if (!action || action.type === 'concede')
      throw new Error(`game ${seed}: no legal action at round ${s.round}, ${s.step}`)
    const r = applyAction(s, action)
    if (!r.ok) throw new Error(`game ${seed}: legal action rejected: ${r.reason}`)
    const before = s
    s = r.state
    actions++
    const problems = checkInvariants(s)
    for (let p = 0; p < s.players.length; p++) {
      if (scoreOf(s, p) < scoreOf(before, p)) problems.push(`player ${p}'s score went down`)
      if (slotsOf(s, p).filter((id) => id !== null).length > 5)
        problems.push(`player ${p} has more than five creatures`)
    }
    if (problems.length) throw new Error(`game ${seed} after ${JSON.stringify(action)}: ${problems.join('; ')}`)
    if (actions > 20000) throw new Error(`game ${seed} did not end`)
  }
  if (s.round !== 10 || s.winner === null)
    throw new Error(`game ${seed} ended in round ${s.round} with winner ${String(s.winner)}`)
  return { actions, winner: s.winner }
}

export default async function (): Promise<Figure[]> {
  const a = deck(DECKS[0])
  const b = deck(DECKS[1])
  let actions = 0
  const results = { 0: 0, 1: 0, draw: 0 } as Record<string, number>
  const t0 = performance.now()
  for (let g = 1; g <= GAMES; g++) {
    const r = play(g, a, b)
    actions += r.actions
    results[String(r.winner)]++
  }
  const seconds = (performance.now() - t0) / 1000
  return [
    {
      name: 'combat.randomGames',
      value: round(GAMES / seconds, 2),
      unit: 'games/s',
      games: GAMES,
      actions,
      actionsPerSecond: round(actions / seconds, 0),
      invariantsChecked: true,
      wins: results,
    },
  ]
}
