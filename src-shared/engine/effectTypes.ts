// What a resolving effect sees and what it asks (CR 608.2): the context an effect kind's `apply` is given, the
// Pause that waits for a player's answer, and the delayed abilities waiting for their step (CR 603.7).
import type { Amount, Effect, EffectText, Subject, Who } from './ast'
import type { Tx } from './tx'
import type { CardObject, ObjId, PlayerIndex, StackItem, Target } from './types'
import type { DamageSource } from './effects'

export type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>

/** A decision an effect waits for: who answers, what kind of choice, a prompt, and the choice's data. */
export interface Pause {
  player: PlayerIndex
  choice: string
  prompt: string
  options?: ObjId[]
  count?: number
  [key: string]: unknown
}

/** What a resolving effect sees (CR 608.2). */
export interface EffectContext {
  tx: Tx
  item: StackItem
  text: EffectText
  /** The source (or its last known information, CR 113.7a). */
  source: CardObject
  info: DamageSource
  controller: PlayerIndex
  amount(a: Amount): number
  /** The i-th target if it is still legal (CR 608.2b). */
  target(i: number): Target | null
  players(who: Who): PlayerIndex[]
  permanents(subject: Subject): ObjId[]
  /** Per-resolution memory: cards found or chosen by an earlier effect ("it", "that card"). */
  memo: {
    found?: ObjId[]
    did?: boolean
    lost?: number
    /** The objects moved so far, by how and with their card types ("destroyed this way", CR 608.2c). */
    moved?: { how: string[]; types: string[]; id?: ObjId }[]
  }
}

export interface DescribeContext {
  target(i: number): string
}

export interface ChoiceAnswer {
  option?: string | number
  cards?: ObjId[]
  top?: ObjId[]
  bottom?: ObjId[]
  graveyard?: ObjId[]
  /** New targets (a copy's, CR 707.10c). */
  targets?: Target[]
}

/** A delayed ability waiting for its step (kept in the game state's `extra.delayed`). */
export interface Delayed {
  step: 'upkeep' | 'end' | 'endCombat'
  /** It triggers at that step of a later turn than this one (or of this turn too, when `thisTurn`). */
  after: number
  thisTurn?: boolean
  /** Only at that step of this player's turn ("at the beginning of your next upkeep", CR 702.88a). */
  whose?: number
  controller: number
  source: string
  def?: string
  face?: number
  text: string
  effects: Effect[]
  /** The triggering event's objects, for "that creature" (CR 603.7, 509.3). */
  event?: unknown
  /** The objects its creator targeted, for "destroy it at end of combat" (CR 603.7c: referred to, not targeted). */
  targets?: Target[]
  /** The card its creator's source became after the trigger's event ("When ~ dies, return it …", CR 400.7). */
  card?: ObjId
}
