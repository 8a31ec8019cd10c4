// Heroic and Mental Magic figures: random legal games with the starter decks (resources/decks/{heroic,mental}),
// the engine's and the variant's invariants checked after every action (Heroic: HE-8 hero zones, HE-9 levels,
// HE-10; Mental Magic: marks, Utopias, identities). A two-player game that runs past 60 turns is counted as unended.
import '../../src-shared/variants'
import { starterDecks, starterPool } from '../../src-shared/cards/starter'
import { parseDeckList } from '../../src-shared/cards/decklist'
import type { CardDefinition } from '../../src-shared/cards/model'
import {
  applyAction,
  checkInvariants,
  createGame,
  randomAction,
  Random,
  type GameState,
  type PlayerSetup,
} from '../../src-shared/engine'
import type { Figure } from './run'
import { round } from './stats'

const GAMES = 60
const MAX_TURNS = 60

interface StarterDeck {
  main: string[]
  sideboard: string[]
  hero?: string
  cards: CardDefinition[]
}

function decksOf(variant: string): StarterDeck[] {
  const pool = starterPool()
  return starterDecks()
    .filter((d) => d.variant === variant)
    .map((d) => {
      const list = parseDeckList(d.text)
      const cards: CardDefinition[] = []
      const ids = (entries: typeof list.main) =>
        entries.flatMap((e) => {
          const def = pool.byName(e.name)
          if (!def) throw new Error(`${d.name}: unknown card ${e.name}`)
          cards.push(def)
          return Array<string>(e.count).fill(def.id)
        })
      return { main: ids(list.main), sideboard: ids(list.sideboard), hero: list.hero ?? undefined, cards }
    })
}

function play(variant: string, decks: StarterDeck[], seed: number): { actions: number; ended: boolean } {
  const players: PlayerSetup[] = [0, 1].map((i) => {
    const d = decks[(i + seed) % decks.length]
    return { name: `P${i}`, deck: d.main, sideboard: d.sideboard, ...(d.hero ? { extra: { hero: d.hero } } : {}) }
  })
  let s: GameState = createGame({ variant, seed, cards: decks.flatMap((d) => d.cards), players })
  const rng = Random.fromSeed(seed * 17 + 3)
  let actions = 0
  while (s.phase !== 'ended' && s.turn <= MAX_TURNS) {
    const action = randomAction(s, rng, { passBias: 0.4 })
    if (!action) break
    const r = applyAction(s, action)
    if (!r.ok) throw new Error(`${variant} game ${seed}: legal action rejected: ${JSON.stringify(action)}: ${r.reason}`)
    s = r.state
    actions++
    const problems = checkInvariants(s)
    if (problems.length)
      throw new Error(`${variant} game ${seed} after ${JSON.stringify(action)}: ${problems.join('; ')}`)
  }
  return { actions, ended: s.phase === 'ended' }
}

function figure(variant: string): Figure {
  const decks = decksOf(variant)
  let actions = 0
  let ended = 0
  const t0 = performance.now()
  for (let g = 1; g <= GAMES; g++) {
    const r = play(variant, decks, g)
    actions += r.actions
    if (r.ended) ended++
  }
  const seconds = (performance.now() - t0) / 1000
  return {
    name: `${variant}.randomGames`,
    value: round(GAMES / seconds, 2),
    unit: 'games/s',
    games: GAMES,
    ended,
    actions,
    actionsPerSecond: Math.round(actions / seconds),
    invariantsChecked: true,
  }
}

export default async function (): Promise<Figure[]> {
  return [figure('heroic'), figure('mental')]
}
