// The cast/activate prompt the session holds while a player decides (targets, X, Phyrexian life).
import type { ObjId, Target, TargetSpec } from '@shared/engine'
import type { AlternativeKind } from '@shared/engine/ast'

export interface CastPrompt {
  kind: 'cast' | 'activate'
  card: ObjId
  ability?: number
  /** null: text the engine doesn't read (targets chosen freely, resolved by hand). */
  specs: TargetSpec[] | null
  targets: Target[]
  x: number | null
  /** Phyrexian symbols in the cost: how many to pay with 2 life each (ruling MA-3). */
  phyrexian: number
  phyrexianLife: number
  /** The card's optional additional cost (kicker CR 702.33, buyback CR 702.27) as text, if any; `kicked`: paid. */
  kicker?: string
  kicked?: boolean
  /** Multikicker (CR 702.33c): its cost as text, and how many times it is paid. */
  multikicker?: string
  multikicks?: number
  /** Where the card is cast or activated from: 'graveyard' (flashback, CR 702.34), 'hand' (cycling, CR 702.29). */
  from?: 'hand' | 'graveyard' | 'exile'
  /** Cast for this alternative cost instead of its mana cost (evoke, dash, blitz, surge; CR 118.9). */
  alternative?: AlternativeKind
  /** Targets after the first that may be left out ("one or two targets", CR 601.2c). */
  optional?: number
}
