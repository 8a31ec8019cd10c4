// The card model: one definition per card, with its faces. Plain serialisable data, embedded in saved games.
import type { Color, ManaCost } from '../mana/types'

/** The card layouts the app knows (Scryfall's names); anything else is read as 'other'. */
export const CARD_LAYOUTS = [
  'normal',
  'split',
  'aftermath',
  'flip',
  'transform',
  'modal_dfc',
  'meld',
  'adventure',
  'leveler',
  'class',
  'saga',
  'mutate',
  'prototype',
  'reversible_card',
  'host',
  'augment',
  'case',
  'other',
] as const
export type CardLayout = (typeof CARD_LAYOUTS)[number]

export type Legality = 'legal' | 'banned' | 'restricted' | 'not_legal'

/** A planeswalker loyalty ability (CR 606): `[+2]: …`, `[−X]: …`, `0: …`. */
export interface LoyaltyAbility {
  /** The loyalty cost as printed, normalised: '+2', '0', '-X', '-3'. */
  cost: string
  /** Signed amount; null when it involves X. */
  amount: number | null
  /** True for −X / +X. */
  x: boolean
  text: string
}

/** A mana ability read from card text (CR 605). Filled in by the mana module's text reader. */
export interface ManaAbilityDef {
  /** The full ability text, e.g. "{T}: Add {R} or {G}." */
  text: string
  /** The activation cost besides {T}, as cost text ('' when just {T}). */
  cost: string
  tap: boolean
  /** Each alternative this ability can produce: e.g. [['R'],['G']]; 'any' stands for one mana of any colour. */
  produces: Array<Array<import('../mana/types').ManaType | 'any'>>
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

export interface CardFace {
  name: string
  /** null: the face has no mana cost (CR 202.1b), distinct from {0}. */
  manaCost: ManaCost | null
  /** Canonical printed text of the cost ('' when none). */
  manaCostText: string
  manaValue: number
  typeLine: string
  supertypes: string[]
  types: string[]
  subtypes: string[]
  oracleText: string
  power?: string
  toughness?: string
  loyalty?: string
  defense?: string
  colors: Color[]
  colorIndicator?: Color[]
  keywords: string[]
  loyaltyAbilities: LoyaltyAbility[]
  manaAbilities: ManaAbilityDef[]
  /** Mana-ability texts (or their riders) the text reader could not turn into data: resolved by hand. */
  unsupportedManaText?: string[]
  /**
   * In a saved game: the lines of rules text that were resolved by hand when it was played. They stay by hand when
   * the game is loaded, even once the engine reads them, so its log replays as it was played (engine/textPins.ts).
   */
  byHand?: string[]
  /** In a game saved before every trigger reached the stack: lines that did nothing at all in it (engine/textPins.ts). */
  inert?: string[]
  /** In a saved game: the by-hand spell lines whose targets the engine chose and checked (engine/textPins.ts). */
  targetsRead?: string[]
}

export interface CardDefinition {
  /** Stable id: the Scryfall oracle id when known, else a slug of the name. */
  id: string
  /** Full English name; multi-face cards are "A // B". */
  name: string
  layout: CardLayout
  faces: CardFace[]
  /** Mana value of the whole card (CR 202.3; split cards add their halves, CR 709.4). */
  manaValue: number
  colorIdentity: Color[]
  legalities: Record<string, Legality>
  /** Un-set and other non-tournament cards. */
  isFunny?: boolean
  /** Meld (CR 713): the name of the card this one melds into (Bruna → "Brisela, Voice of Nightmares"). */
  meldResult?: string
  /** Meld: this is the melded back half of two cards (CR 713), not a card a deck can contain. */
  isMeldResult?: boolean
}
