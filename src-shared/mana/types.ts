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
  /** "…, and that spell can't be countered" (Cavern of Souls): a spell this pays for can't be countered (CR 101.2). */
  uncounterable?: true
  /** Id of the source object, when known. */
  sourceId?: string
}

/** A mana ability read from card text (CR 605). Filled in by the mana module's text reader. */
export interface ManaAbilityDef {
  /** The full ability text, e.g. "{T}: Add {R} or {G}." */
  text: string
  /** The activation cost besides {T}, as cost text ('' when just {T}). */
  cost: string
  tap: boolean
  /** Each alternative this ability can produce: e.g. [['R'],['G']]; 'any' stands for one mana of any colour. */
  produces: Array<Array<ManaType | 'any'>>
  /** The creature type its source's controller chose as it entered ('' when none), for a rider "… of the chosen
   *  type" (Cavern of Souls, CR 614.12); set on the battlefield by the engine. */
  chosenType?: string
  /** Its one alternative is made that many times: a count in its text ("for each Elf you control", CR 107.3). */
  scaled?: true
  /** What it does besides adding mana, at once as it resolves (CR 605.3b): "~ deals 1 damage to you" (pain lands;
   *  dealt by the permanent, CR 120.3), "Draw a card", "You gain 1 life", "~ doesn't untap during your next untap
   *  step" (CR 502.3). */
  damageYou?: number
  draw?: number
  gainLife?: number
  staysTapped?: true
  /** "Activate only if you control a Swamp" (CR 602.5b): a subtype among the controller's permanents. */
  onlyIfControl?: string
  /** "Remove any number of (X) storage counters from ~: Add {C} for each …" (storage lands): the player says how
   *  much mana, one symbol of `produces` per counter removed. */
  perCounter?: string
  /** Mana made besides one per counter ("Add {B}, then add an additional {B} for each …", the Mana Batteries). */
  perCounterBase?: number
  /** "Add one mana of the chosen color" (CR 614.12: chosen as it entered): `produces` is read from the permanent. */
  chosenColor?: true
  /** "If there are no depletion counters on ~, sacrifice it" (depletion lands): checked as it resolves. */
  sacrificeIfNone?: string
  /** "Activate only if you control five or more lands" (CR 602.5b): the condition's words, read by the grammar. */
  activateIf?: string
}
