// Shared fixtures for engine tests: decks from the bundled starter pool.
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { createGame, type GameState } from '@shared/engine'

const NAMES = [
  'Mountain', 'Forest', 'Swamp', 'Plains', 'Lightning Bolt', 'Shock', 'Giant Growth', 'Grizzly Bears', 'Hill Giant',
  'Wind Drake', 'Serra Angel', 'Typhoid Rats', 'Vampire Nighthawk', 'Raging Goblin', 'Murder', 'Divination', 'Dark Ritual',
  'Raise the Alarm', 'Holy Strength', 'Bonesplitter', 'Colossal Dreadmaw', 'Giant Spider', 'Counterspell', 'Mind Rot', 'Sorin Markov',
  'Llanowar Elves', 'Gut Shot', 'Radiant Fountain', 'Thalia, Guardian of Thraben', 'Island',
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
    variant: 'normal', seed, start: 0, cards: testCards(),
    players: ['Ann', 'Ben', 'Cara', 'Dan'].slice(0, players).map((name) => ({ name, deck: testDeck(deckSize) })),
  })
}
