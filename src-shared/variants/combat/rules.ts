// Magic Combat Rules: the numbers and the variant data every module reads (rulings MCR-1..MCR-11 in RULINGS.md).
import type { Tx } from '../../engine/tx'
import type { CardObject, GameState, ObjId, PlayerIndex } from '../../engine/types'
import { faceOf, hasType } from '../../engine/query'
import { variantState } from '../../engine/variantState'

export const VARIANT_ID = 'combat'
/** Five creature slots per side, each facing the opposing slot of the same index (MCR-2, MCR-8). */
export const CREATURE_SLOTS = 5
/** Five spell slots behind the creatures; up to three cards are set per combat (MCR-8). */
export const SPELL_SLOTS = 5
export const SET_PER_COMBAT = 3
/** The game lasts ten rounds (MCR-3). */
export const ROUNDS = 10
/** Setup: the face-down creatures each player has placed, before both are revealed (MCR-2). */
export const PLACED_ZONE = 'placed'
/** The face-down spells set behind the creature row (MCR-8). */
export const SPELL_ZONE = 'spellSlots'
/** Option MCR-5: both players draw three cards in each draw step. */
export const BOTH_DRAW = 'bothPlayersDraw'

export type Slots = (ObjId | null)[]

const EMPTY: Slots = Object.freeze(Array.from({ length: CREATURE_SLOTS }, () => null)) as Slots

/** A player's creature slots (index = slot; each faces the other player's slot of the same index). */
export function slotsOf(state: GameState, player: PlayerIndex): Slots {
  return combatState.player(state, player).slots ?? EMPTY
}

export function emptySlots(): Slots {
  return EMPTY.slice()
}

export function scoreOf(state: GameState, player: PlayerIndex): number {
  return combatState.player(state, player).score ?? 0
}

/** The other player (Combat Rules is a two-player game, MCR-1). */
export function opponentOf(player: PlayerIndex): PlayerIndex {
  return 1 - player
}

/** What happened in this turn's combat (MCR-8, MCR-9). */
export interface CombatData {
  /** Creatures picked to fight this combat (each fights once). */
  fought: ObjId[]
  /** Creatures that faced an empty slot when their fight came: each scores at the end of combat (MCR-9). */
  unblocked: ObjId[]
  /** The creature picked to fight next: the fight happens once both players pass with an empty stack. */
  declared: ObjId | null
  /** Players who have used their one activated ability this combat (MCR-8). */
  abilityUsed: PlayerIndex[]
}

/** The variant's data in GameState.extra. */
export interface CombatGameExtra {
  combat?: CombatData
}

/** Each player's data in PlayerState.extra. */
export interface CombatPlayerExtra {
  /** The creature slots (MCR-2, MCR-6). */
  slots?: Slots
  /** Points scored (MCR-3, MCR-9). */
  score?: number
  /** The hidden placement, until both players have placed (MCR-2). */
  placement?: Slots
}

export const combatState = variantState<CombatGameExtra, CombatPlayerExtra>()

const NO_COMBAT: CombatData = Object.freeze({
  fought: [],
  unblocked: [],
  declared: null,
  abilityUsed: [],
}) as unknown as CombatData

export function combatData(state: GameState): CombatData {
  return combatState.game(state).combat ?? NO_COMBAT
}

export function setCombatData(tx: Tx, change: Partial<CombatData>): void {
  tx.gameExtra().combat = { ...combatData(tx.s), ...change }
}

export function clearCombatData(tx: Tx): void {
  if (tx.s.extra.combat !== undefined) delete tx.gameExtra().combat
}

/** A card's mana value (CR 202.3), as printed on the face in use. */
export function manaValueOf(state: GameState, obj: CardObject): number {
  return faceOf(state, obj)?.manaValue ?? state.cards[obj.def].manaValue
}

/** Ruling MCR-6: creatures of mana value 4–7 need one sacrifice, 8 or more two. */
export function sacrificesNeeded(manaValue: number): number {
  return manaValue <= 3 ? 0 : manaValue <= 7 ? 1 : 2
}

export function hasSubtype(state: GameState, obj: CardObject, subtype: string): boolean {
  return faceOf(state, obj)?.subtypes.includes(subtype) ?? false
}

export const isEquipment = (state: GameState, obj: CardObject): boolean =>
  hasType(state, obj, 'Artifact') && hasSubtype(state, obj, 'Equipment')
export const isNonAuraEnchantment = (state: GameState, obj: CardObject): boolean =>
  hasType(state, obj, 'Enchantment') && !hasSubtype(state, obj, 'Aura')
