// Storm (CR 702.40a): "When you cast this spell, copy it for each spell cast before it this turn. You may choose new
// targets for the copies." Replicate (CR 702.56a), conspire (CR 702.78a) and casualty (CR 702.153a) copy it the same
// way. A copy (CR 707.10) has the spell's choices (targets, modes, X, kicked, the division of its damage) and ceases
// to exist when it leaves the stack other than as a permanent (CR 704.5e, 111.1). Its controller may choose new targets
// for each copy as it is put on the stack (CR 707.10c): named on `cast` (`copyTargets`, one list per copy), or asked
// per copy when the game's `chooseCopyTargets` option is on; otherwise it keeps the spell's. Built from the keyword.
import type { EffectKind } from './kind'
import type { EffectContext, Pause } from '../../engine/effectTypes'
import type { CardObject, PlayerIndex, StackItem, Target } from '../../engine/types'
import type { Tx } from '../../engine/tx'
import { nameOf } from '../../engine/query'
import { emitTargeted } from '../../engine/triggerStack'
import { targetName } from '../../engine/legalTargets'
import { answerNewTargets, askNewTargets, checkNewTargets, setNewTargets, whyNotNewTargets } from './copyChoices'

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
    const n = e.total ?? (e.replicate ? (spell.replicated ?? 0) : (e.count ?? spell.castBefore ?? 0))
    if (e.made === undefined) {
      const why = e.replicate ? 'replicate' : e.conspire ? 'conspire' : e.count ? 'casualty' : 'storm'
      tx.log(`${nameOf(tx.s, spell.id)} is copied ${n} time${n === 1 ? '' : 's'} (${why})`)
    }
    for (let i = e.made ?? 0; i < n; i++) {
      const copied = putCopy(tx, spell, item, ctx.controller)
      const named = spell.copyTargets?.[i]
      if (named?.length) {
        giveNamedTargets(tx, copied, named, ctx.controller)
      } else if (!named && tx.s.options.chooseCopyTargets === true) {
        // CR 707.10c: asked per copy, the rest of the copies made after the answer.
        const pause = askNewTargets(tx, copied, ctx.controller, { made: i + 1, total: n })
        if (pause) return pause
      }
      emitTargeted(tx, copied) // CR 702.21a: ward
    }
  },
  resume(ctx: EffectContext, e, pause: Pause, answer) {
    answerNewTargets(ctx.tx, pause, answer, ctx.controller)
    const made = pause.made as number
    const total = pause.total as number
    return made < total ? [{ ...e, made, total }] : []
  },
  check: ({ s }, pause, answer) => checkNewTargets(s, pause, answer),
  answers: (pause) => [{ option: 'keep' }, ...((pause.choices as Target[][]) ?? []).map((targets) => ({ targets }))],
}

/** The new targets named on `cast` for this copy (CR 707.10c), if they are still legal as it is made; else it keeps
 *  the spell's, logged. */
function giveNamedTargets(tx: Tx, copied: StackItem, named: Target[], controller: PlayerIndex): void {
  const why = whyNotNewTargets(tx.s, copied, named, controller)
  if (!why) return setNewTargets(tx, copied.id, named, controller)
  const names = named.map((t) => targetName(tx.s, t)).join(', ')
  tx.log(`The copy of ${nameOf(tx.s, copied.id)} keeps its targets: ${names} can't be its targets now (${why})`)
}

/** Puts a copy of a spell on the stack under `controller`, with the spell's choices; not cast (CR 707.10). */
export function putCopy(tx: Tx, spell: CardObject, item: StackItem, controller: PlayerIndex): StackItem {
  const id = tx.newId('c')
  const copy: CardObject = { ...spell, id, copy: true, controller }
  delete copy.castBefore
  delete copy.copyTargets
  tx.addObject(copy)
  const copied: StackItem = { ...item, id, source: id, controller }
  tx.stack().push(copied)
  tx.emit({ type: 'copiedSpell', card: id, player: controller }) // "whenever you cast or copy …" (CR 707.10)
  return copied
}
