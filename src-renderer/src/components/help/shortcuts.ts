// The keyboard shortcuts, as the `?` overlay lists them (and the README's list): one place to keep them true.

export interface Shortcut {
  keys: string
  does: string
}
export interface ShortcutGroup {
  title: string
  shortcuts: Shortcut[]
}

export const SHORTCUTS: ShortcutGroup[] = [
  {
    title: 'Everywhere',
    shortcuts: [
      { keys: '?', does: 'Show or hide this list of keys' },
      { keys: 'Tab, Shift+Tab', does: 'Move between controls; a zone of cards is one stop' },
      { keys: 'Escape', does: 'Close what is open; on a screen other than the table, back to the start screen' },
      { keys: 'F1', does: 'Rules reference' },
    ],
  },
  {
    title: 'At the table',
    shortcuts: [
      { keys: 'Skip links', does: 'The first Tab offers "Skip to your hand" and "Skip to the decision"' },
      { keys: 'Space', does: 'Pass priority (when no control has the focus; a held Space never does)' },
      { keys: 'Arrow keys, Home, End', does: 'Move between the cards of a zone (a hand, a battlefield, a pile)' },
      { keys: 'Enter', does: "A card's main action: play, cast, tap for mana, attack, block, choose as a target" },
      {
        keys: 'Space, M, Shift+F10',
        does: "Open a card's actions (its menu); Escape closes it, the focus back on the card",
      },
      { keys: 'V', does: 'The large view of the focused or hovered card' },
      { keys: 'Ctrl+Z, Ctrl+Y', does: 'Undo and redo (into another player’s decisions: they agree first)' },
      { keys: 'Ctrl+S', does: 'Save the game' },
      {
        keys: 'R',
        does: 'Lift the hand-off cover: the next player, pressed afresh after a moment (never Space or Enter)',
      },
      { keys: 'R, L', does: 'Answer "respond?": respond, or let it resolve (the asked player, after a moment)' },
      {
        keys: 'H, P',
        does: 'Hand face down after another player acted at the screen: lift it (its cover comes up), or pass',
      },
      { keys: 'A', does: 'Agree to an undo or a replay view into your decisions' },
    ],
  },
  {
    title: 'Replay',
    shortcuts: [
      { keys: '← →', does: 'One action back or forward (Shift: one turn)' },
      { keys: 'Home, End', does: 'The start or the end of the game' },
    ],
  },
  {
    title: 'Deck editor',
    shortcuts: [
      { keys: 'Enter, S, H, M', does: 'Add the focused result to the main deck, sideboard, hero slot or maybe board' },
      { keys: '+, −, Delete', does: 'One more, one fewer, or none of the focused deck card' },
      { keys: 'Ctrl+Z, Ctrl+Y', does: "Undo and redo the deck's changes" },
    ],
  },
]
