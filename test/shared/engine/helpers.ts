// Shared fixtures for engine tests: decks from the bundled starter pool.
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { applyAction, createGame, randomAction, Random, type Action, type GameState } from '@shared/engine'

const NAMES = [
  'Mountain',
  'Forest',
  'Swamp',
  'Plains',
  'Lightning Bolt',
  'Shock',
  'Giant Growth',
  'Grizzly Bears',
  'Hill Giant',
  'Wind Drake',
  'Serra Angel',
  'Typhoid Rats',
  'Vampire Nighthawk',
  'Raging Goblin',
  'Murder',
  'Divination',
  'Dark Ritual',
  'Raise the Alarm',
  'Holy Strength',
  'Bonesplitter',
  'Colossal Dreadmaw',
  'Giant Spider',
  'Counterspell',
  'Mind Rot',
  'Sorin Markov',
  'Llanowar Elves',
  'Gut Shot',
  'Radiant Fountain',
  'Thalia, Guardian of Thraben',
  'Island',
]

export function testDeck(size = 60): string[] {
  const pool = starterPool()
  const defs = NAMES.map((n) => pool.byName(n)!)
  const deck: string[] = []
  for (let i = 0; deck.length < size; i++) {
    const d = defs[i % defs.length]
    deck.push(d.id)
    if (d.faces[0].types.includes('Land') || i % 3 === 0) deck.push(defs[i % 4].id)
  }
  return deck.slice(0, size)
}

export function testCards() {
  const pool = starterPool()
  return NAMES.map((n) => pool.byName(n)!)
}

export function newTestGame(seed: number, players = 2, deckSize = 60): GameState {
  return createGame({
    variant: 'normal',
    seed,
    start: 0,
    cards: testCards(),
    players: ['Ann', 'Ben', 'Cara', 'Dan'].slice(0, players).map((name) => ({ name, deck: testDeck(deckSize) })),
  })
}

export interface RecordedGame {
  initial: GameState
  log: Action[]
  /** The state before each action, and the final one. */
  states: GameState[]
}

/** Random legal play from `initial` (the engine's random player), recording every action and state. */
export function recordRandomGame(
  initial: GameState,
  rngSeed: number,
  maxActions: number,
  passBias = 0.4,
): RecordedGame {
  const rng = Random.fromSeed(rngSeed)
  const log: Action[] = []
  const states: GameState[] = [initial]
  let s = initial
  while (s.phase !== 'ended' && log.length < maxActions) {
    const a = randomAction(s, rng, { passBias })
    if (!a) break
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(`random legal action rejected: ${JSON.stringify(a)}: ${r.reason}`)
    s = r.state
    log.push(a)
    states.push(s)
  }
  return { initial, log, states }
}
