// The screens later work fills in, and what each will hold.
import type { ScreenId } from '../stores/screen'

export type PlaceholderScreenId = Exclude<ScreenId, 'start' | 'rules' | 'game' | 'replay'>

export interface PlaceholderContent {
  title: string
  intro: string
  coming: string[]
}

export const PLACEHOLDERS: Record<PlaceholderScreenId, PlaceholderContent> = {
  'new-game': {
    title: 'New game',
    intro: 'Set up a game for two to four players sharing this screen.',
    coming: [
      'Choose the variant, with a short summary, a link to its rules and its house-rule options.',
      'Name the players and pick their colours.',
      'Pick starter decks or imported deck lists, checked against the variant’s deck rules.',
      'Choose who starts, or let the game decide at random.',
    ],
  },
  continue: {
    title: 'Continue',
    intro: 'Pick up the most recent game exactly where you left it.',
    coming: ['Every game is autosaved at each turn change, so there is always something to continue.'],
  },
  load: {
    title: 'Load game',
    intro: 'Your saved games and autosaves.',
    coming: [
      'Search and sort saved games by players, variant, turn and date.',
      'Rename, duplicate, delete, export and import saves.',
      'Replay a saved game action by action, from any player’s seat.',
    ],
  },
  decks: {
    title: 'Decks',
    intro: 'Decks to play with.',
    coming: [
      'Two ready-made starter decks for every variant.',
      'Import deck lists from plain text, MTG Arena, MTGO, Cockatrice and Forge files, with problems explained.',
    ],
  },
  cards: {
    title: 'Card database',
    intro: 'The cards the game knows.',
    coming: [
      'A starter pool of real cards that works out of the box.',
      'Search by name, type, colour and exact mana cost.',
      'Import MTGJSON or Scryfall files, or download the full database with one click.',
    ],
  },
  settings: {
    title: 'Settings',
    intro: 'Make the table work the way your group plays.',
    coming: ['When the hand-off screen appears between players.', 'Animation speed, auto-tap and card images.', 'Which card database to use.'],
  },
}
