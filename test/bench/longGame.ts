// A long real game for the save benches: two decks of starter cards, random legal play (deterministic: the first
// seed whose game lasts the asked number of actions).
import { createGame, type Action, type GameState, type NewGame } from '../../src-shared/engine'
import { playRandomly, starterGameSetup } from '../support/randomPlay'

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
  for (let seed = 1; seed < seeds; seed++) {
    const setup = starterGameSetup(NAMES, deckSize, 2024)
    const { log, state } = playRandomly(createGame(setup), seed, { maxActions: actions, passBias })
    if (log.length === actions) return { setup, log, state }
  }
  throw new Error(`no random game lasted ${actions} actions`)
}
