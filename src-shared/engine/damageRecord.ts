// Which sources dealt damage to which creatures this turn, for "whenever a creature dealt damage by ~ this turn
// dies" (Sengir Vampire, CR 603.2, 700.4). Kept in `extra.damagedBy`, stamped with the turn, only for sources that
// have such a trigger.
import type { Tx } from './tx'
import type { CardObject, GameState, ObjId } from './types'
import { abilitiesOf } from './query'

interface DamageRecord {
  turn: number
  pairs: string[]
}

/** Notes that `source` dealt damage to the creature `target`, when the source has an ability that asks. */
export function recordDamage(tx: Tx, source: CardObject | undefined, target: ObjId): void {
  if (!source || !abilitiesOf(tx.s, source)?.triggers.some((t) => t.event.on === 'dies' && t.event.damagedBySelf))
    return
  const r = tx.s.extra.damagedBy as DamageRecord | undefined
  const pairs = r && r.turn === tx.s.turn ? r.pairs : []
  const pair = `${source.id}>${target}`
  if (pairs.includes(pair)) return
  tx.set('extra', { ...tx.s.extra, damagedBy: { turn: tx.s.turn, pairs: [...pairs, pair] } })
}

/** Did `source` deal damage to `target` this turn? (Both as they were then: ids change on zone changes, CR 400.7.) */
export function damagedThisTurnBy(s: GameState, source: ObjId, target: ObjId): boolean {
  const r = s.extra.damagedBy as DamageRecord | undefined
  return !!r && r.turn === s.turn && r.pairs.includes(`${source}>${target}`)
}
