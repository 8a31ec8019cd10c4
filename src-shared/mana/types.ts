// The mana module's data types (CR 106, 107.4, 202; rulings MA-1, MA-2). Plain serialisable data.

/** The five colours (CR 105.1). */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G'
/** The six types of mana (CR 106.1b, ruling MA-1). */
export type ManaType = Color | 'C'

export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G']
export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C']

/** One symbol of a cost, as printed (ruling MA-2). */
export type ManaSymbol =
  | { kind: 'generic'; amount: number } // {0} {1} … {20}, {½} = 0.5, {∞} = Infinity
  | { kind: 'variable'; letter: 'X' | 'Y' | 'Z' } // {X}
  | { kind: 'colored'; color: Color } // {W}
  | { kind: 'half'; color: Color } // {HW}: half a white mana (Un-cards)
  | { kind: 'colorless' } // {C}: colourless mana only
  | { kind: 'snow' } // {S}: mana from a snow source
  | { kind: 'hybrid'; colors: [Color, Color] } // {W/U}
  | { kind: 'twobrid'; color: Color } // {2/W}
  | { kind: 'phyrexian'; colors: [Color] | [Color, Color] } // {W/P}, {W/U/P}

/** A parsed, normalised mana cost. `null` stands for "no mana cost" (CR 202.1b), distinct from {0}. */
export interface ManaCost {
  symbols: ManaSymbol[]
}
export type MaybeManaCost = ManaCost | null

/** One unit of mana in a pool (ruling MA-1). */
export interface ManaUnit {
  type: ManaType
  /** The source was a snow permanent when it produced this mana ({S}). */
  snow: boolean
  /** A spending restriction, e.g. 'creature' for "spend only on creature spells". Absent: unrestricted. */
  restriction?: string
  /** A duration the unit survives pool emptying for, e.g. 'endOfTurn'. Absent: empties normally (CR 106.4). */
  persists?: string
  /** Id of the source object, when known. */
  sourceId?: string
}
