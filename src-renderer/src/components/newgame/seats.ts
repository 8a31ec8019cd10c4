// A player's seat at game setup: name, colour and deck (a starter deck or an imported file) with its deck check.
import type { DeckCheckResult, DeckList } from '@shared/bridge'

export const PLAYER_COLORS = [
  { name: 'Amber', value: '#f59e0b' },
  { name: 'Sky', value: '#38bdf8' },
  { name: 'Rose', value: '#fb7185' },
  { name: 'Lime', value: '#a3e635' },
  { name: 'Violet', value: '#a78bfa' },
  { name: 'Slate', value: '#94a3b8' },
] as const

export const IMPORTED = 'file'

export interface Seat {
  name: string
  color: string
  /** A starter deck's id, IMPORTED for the imported file, '' for none yet. */
  deck: string
  imported: DeckList | null
  list: DeckList | null
  check: DeckCheckResult | null
  checking: boolean
  error: string | null
}

export function newSeat(index: number): Seat {
  return {
    name: `Player ${index + 1}`,
    color: PLAYER_COLORS[index % PLAYER_COLORS.length].value,
    deck: '',
    imported: null,
    list: null,
    check: null,
    checking: false,
    error: null,
  }
}
