// "… doesn't untap during its controller's untap step for as long as ~ remains tapped / you control ~ / ~ remains on
// the battlefield" (Sand Squid, Dungeon Geists, Somnophore): a hold on the permanent that lasts while its source meets
// the condition, and ends for good the first time it doesn't (CR 502.3, 611.2b).
import type { Tx } from './tx'
import type { CardObject, GameState, Hold } from './types'

/** Whether the hold's duration still lasts: its source is the same object on the battlefield (CR 400.7), tapped or
 *  under the same controller when the hold says so. */
export function holdLasts(s: GameState, h: Hold): boolean {
  const src = s.objects[h.source]
  if (!src || src.zone !== 'battlefield') return false
  if (h.while === 'tapped') return src.tapped
  if (h.while === 'controlled') return src.controller === h.controller
  return true
}

/** Whether a source still holds this permanent in its untap step (CR 502.3). */
export function isHeld(s: GameState, o: CardObject): boolean {
  return !!o.heldBy?.some((h) => holdLasts(s, h))
}

/** Ends every hold whose duration has ended (CR 611.2b): once its source untaps, leaves or changes controller, tapping
 *  it again doesn't hold the permanent anew. Checked before anyone receives priority and before each untap step. */
export function releaseHolds(tx: Tx): void {
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if (!o.heldBy) continue
    const kept = o.heldBy.filter((h) => holdLasts(tx.s, h))
    if (kept.length === o.heldBy.length) continue
    if (kept.length) tx.obj(id).heldBy = kept
    else delete tx.obj(id).heldBy
  }
}
