// Storm (CR 702.40a): "When you cast this spell, copy it for each spell cast before it this turn." A copy (CR 707.10)
// has the spell's choices (targets, modes, X, kicked; new targets may be chosen, CR 707.10c: it keeps them here) and
// ceases to exist when it leaves the stack other than as a permanent (CR 704.5e, 111.1). Built from the keyword.
import type { EffectKind } from './kind'
import type { CardObject, PlayerIndex, StackItem } from '../../engine/types'
import type { Tx } from '../../engine/tx'
import { nameOf } from '../../engine/query'
import { emitTargeted } from '../../engine/triggerStack'

export const copySpell: EffectKind<'copySpell'> = {
  kind: 'copySpell',
  parse() {
    throw new Error('internal: storm copies are built from the keyword, not read')
  },
  describe: () => 'copy this spell for each spell cast before it this turn; you may choose new targets for the copies',
  apply(ctx, e) {
    const { tx } = ctx
    const spell = tx.s.objects[ctx.source.id]
    const item = tx.s.stack.find((i) => i.id === ctx.source.id && i.kind === 'spell')
    if (!spell || spell.zone !== 'stack' || !item) return // CR 707.10: it copies the spell on the stack
    // Casualty: once (CR 702.153a); replicate: once per payment (CR 702.56a); storm: CR 702.40a.
    const n = e.replicate ? (spell.replicated ?? 0) : (e.count ?? spell.castBefore ?? 0)
    for (let i = 0; i < n; i++) {
      emitTargeted(tx, putCopy(tx, spell, item, ctx.controller))
    }
    const why = e.replicate ? 'replicate' : e.conspire ? 'conspire' : e.count ? 'casualty' : 'storm'
    tx.log(`${nameOf(tx.s, spell.id)} is copied ${n} time${n === 1 ? '' : 's'} (${why})`)
  },
}

/** Puts a copy of a spell on the stack under `controller`, with the spell's choices; not cast (CR 707.10). */
export function putCopy(tx: Tx, spell: CardObject, item: StackItem, controller: PlayerIndex): StackItem {
  const id = tx.newId('c')
  const copy: CardObject = { ...spell, id, copy: true, controller }
  delete copy.castBefore
  tx.addObject(copy)
  const copied: StackItem = { ...item, id, source: id, controller }
  tx.stack().push(copied)
  return copied
}
