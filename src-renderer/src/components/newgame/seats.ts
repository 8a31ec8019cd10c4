// A player's seat at game setup: a person or the computer (at a level), name, colour and deck (a starter deck or an
// imported file) with its deck check.
import type { DeckCheckResult, DeckList } from '@shared/bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import { explainVerified } from '@shared/engine/automation'
import { LEVELS, type Level } from '@shared/computer/types'

export const PLAYER_COLORS = [
  { name: 'Amber', value: '#f59e0b' },
  { name: 'Sky', value: '#38bdf8' },
  { name: 'Rose', value: '#fb7185' },
  { name: 'Lime', value: '#a3e635' },
  { name: 'Violet', value: '#a78bfa' },
  { name: 'Slate', value: '#94a3b8' },
] as const

export const IMPORTED = 'file'

/** Who plays a seat: a person, or the computer at a level. */
export type SeatPlayer = 'person' | Level

export const SEAT_PLAYERS: { id: SeatPlayer; label: string }[] = [
  { id: 'person', label: 'Person' },
  ...LEVELS.map((level) => ({ id: level, label: `Computer — ${level[0].toUpperCase()}${level.slice(1)}` })),
]

export const isSeatPlayer = (value: unknown): value is SeatPlayer => SEAT_PLAYERS.some((p) => p.id === value)

export interface Seat {
  /** A person, or the computer at a level. */
  player: SeatPlayer
  name: string
  color: string
  /** A starter deck's id, IMPORTED for the imported file, '' for none yet. */
  deck: string
  imported: DeckList | null
  list: DeckList | null
  check: DeckCheckResult | null
  checking: boolean
  error: string | null
  /** An optional PIN guarding the seat's cover and agreements ('' : none, the default). Never remembered. */
  pin: string
}

export function newSeat(index: number): Seat {
  return {
    player: 'person',
    name: `Player ${index + 1}`,
    color: PLAYER_COLORS[index % PLAYER_COLORS.length].value,
    deck: '',
    imported: null,
    list: null,
    check: null,
    checking: false,
    error: null,
    pin: '',
  }
}

/**
 * How many of a deck's cards (copies, the hero too) have text the engine doesn't run: resolved by hand at a
 * person's seat, skipped by the computer. `extra`: definitions outside the starter pool (an imported deck's).
 */
export function byHandCards(list: DeckList, extra: readonly CardDefinition[] = []): number {
  const pool = starterPool()
  const byName = new Map(extra.map((def) => [def.name.toLowerCase(), def]))
  const automated = new Map<string, boolean>()
  const runs = (name: string): boolean => {
    let known = automated.get(name)
    if (known === undefined) {
      const def = pool.byName(name) ?? byName.get(name.toLowerCase())
      // A card nobody knows is the deck check's problem, not a by-hand card.
      known = !def || explainVerified(def).automated
      automated.set(name, known)
    }
    return known
  }
  let count = 0
  for (const entry of list.main) if (!runs(entry.name)) count += entry.count
  if (list.hero && !runs(list.hero)) count += 1
  return count
}
