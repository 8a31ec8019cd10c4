// A starter deck played against itself from a seed, for tests that read every decision or log line of a game.
import { createGame, type GameState } from '../../src-shared/engine'
import { starterDecks, starterPool } from '../../src-shared/cards/starter'
import { matchDeck } from '../../src-shared/computer/decks'

/** The opening state of starter deck `deckIndex` against itself, the seats named `names`, the first to start. */
export function starterSelfGame(deckIndex: number, seed: number, names = ['Ann', 'Ben']): GameState {
  const deck = starterDecks()[deckIndex]
  const d = matchDeck(deck.text, starterPool(), deck.name)
  const players = names.map((name) => ({
    name,
    deck: d.main,
    sideboard: d.sideboard ?? [],
    ...(d.hero ? { extra: { hero: d.hero } } : {}),
  }))
  return createGame({ variant: deck.variant, seed, cards: d.cards, players, start: 0 })
}
