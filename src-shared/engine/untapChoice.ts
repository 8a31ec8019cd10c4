// "You may choose not to untap ~ during your untap step" (CR 502.3): the untap step leaves these permanents tapped
// and asks their controller which of them to untap, a 'untapChoice' decision answered by `choose` with `cards`.
import type { Tx } from './tx'
import type { ObjId } from './types'
import { nameOf, playerName } from './query'

export function whyNotUntapChoice(options: ObjId[], cards: ObjId[]): string | null {
  if (new Set(cards).size !== cards.length || cards.some((id) => !options.includes(id)))
    return 'choose the permanents to untap among those offered (none to leave them all tapped)'
  return null
}

export function applyUntapChoice(tx: Tx, options: ObjId[], cards: ObjId[]): void {
  for (const id of cards) if (tx.s.objects[id]?.zone === 'battlefield') tx.obj(id).tapped = false
  const kept = options.filter((id) => !cards.includes(id) && tx.s.objects[id])
  if (kept.length)
    tx.log(
      `${playerName(tx.s, tx.s.active)} chooses not to untap ${kept.map((id) => nameOf(tx.s, id)).join(', ')} (CR 502.3)`,
    )
}

/** Typical answers: untap all, none, or each one alone. */
export function untapChoices(options: ObjId[]): ObjId[][] {
  const out: ObjId[][] = [options, []]
  if (options.length > 1) for (const id of options) out.push([id])
  return out
}
