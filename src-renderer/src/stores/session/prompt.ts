// The cast/activate prompt the session holds while a player decides (targets, X, Phyrexian life).
import type { ObjId, Target, TargetSpec } from '@shared/engine'

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
}
