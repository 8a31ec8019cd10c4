// A choice made as a permanent enters (CR 614.12): not a spell or ability on the stack, but effects its controller
// applies right away, which may pause the resolution for their answer like any effect (CR 608.2d).
import type { Effect } from '../../engine/abilities'
import type { Tx } from '../../engine/tx'
import type { CardObject, StackItem } from '../../engine/types'
import { applyEffects } from '../../engine/effects'

/** Applies `effects` for `obj` as it enters, under a stack item named `text` (for the log and the prompt). */
export function applyAsEnters(tx: Tx, obj: CardObject, text: string, effects: Effect[]): void {
  const item: StackItem = {
    id: tx.newId('a'),
    kind: 'ability',
    source: obj.id,
    controller: obj.controller,
    targets: [],
    text,
    def: obj.def,
    face: obj.face ?? 0,
  }
  applyEffects(tx, item, { text, targets: [], effects: [], automated: true }, obj, effects)
}
