// The card model: one definition per card, with its faces. Plain serialisable data, embedded in saved games.
import type { Color, ManaCost, ManaAbilityDef } from '../mana/types'

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
