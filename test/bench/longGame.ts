// A long real game for the save benches: two decks of starter cards, random legal play (deterministic: the first
// seed whose game lasts the asked number of actions).
import '../../src-shared/variants'
import { starterPool } from '../../src-shared/cards/starter'
import {
  applyAction,
  createGame,
  Random,
  randomAction,
  type Action,
  type GameState,
  type NewGame,
} from '../../src-shared/engine'

const NAMES = [
  'Mountain',
  'Forest',
  'Giant Growth',
  'Wall of Wood',
  'Divination',
  'Island',
  'Shock',
  'Grizzly Bears',
  'Counterspell',
]

export interface LongGame {
  setup: NewGame
  log: Action[]
  state: GameState
}

export function longRandomGame(actions: number, deckSize: number, passBias: number, seeds = 200): LongGame {
  const pool = starterPool()
  const defs = NAMES.map((n) => pool.byName(n)!)
  const deck = Array.from({ length: deckSize }, (_, i) => defs[(i * 7) % defs.length].id)
  for (let seed = 1; seed < seeds; seed++) {
    const setup: NewGame = {
      variant: 'normal',
      seed: 2024,
      start: 0,
      cards: defs,
      players: [
        { name: 'Ann', deck },
        { name: 'Ben', deck },
      ],
    }
    const rng = Random.fromSeed(seed)
    let state = createGame(setup)
    const log: Action[] = []
    while (state.phase !== 'ended' && log.length < actions) {
      const a = randomAction(state, rng, { passBias })
      if (!a) break
      const r = applyAction(state, a)
      if (!r.ok) throw new Error(`legal action rejected: ${r.reason}`)
      state = r.state
      log.push(a)
    }
    if (log.length === actions) return { setup, log, state }
  }
  throw new Error(`no random game lasted ${actions} actions`)
}
