// "You may choose not to untap ~ during your untap step" (CR 502.3): the untap step leaves these permanents tapped
// and asks their controller which of them to untap, a 'untapChoice' decision answered by `choose` with `cards`.
import type { Tx } from './tx'
import type { ObjId } from './types'
import { nameOf, playerName } from './query'

/** An untap limit that binds (Winter Orb, CR 502.3): at most `max` of `ids` untap. */
export interface UntapLimit {
  ids: ObjId[]
  max: number
}

export function whyNotUntapChoice(options: ObjId[], cards: ObjId[], limits: UntapLimit[] = []): string | null {
  if (new Set(cards).size !== cards.length || cards.some((id) => !options.includes(id)))
    return 'choose the permanents to untap among those offered (none to leave them all tapped)'
  for (const l of limits)
    if (cards.filter((id) => l.ids.includes(id)).length > l.max)
      return `choose at most ${l.max} of the permanents a limit covers (CR 502.3)`
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

/** Typical answers: untap all (as many as the limits allow, in order), none, or each one alone. */
export function untapChoices(options: ObjId[], limits: UntapLimit[] = []): ObjId[][] {
  const most: ObjId[] = []
  for (const id of options) if (!whyNotUntapChoice(options, [...most, id], limits)) most.push(id)
  const out: ObjId[][] = [most, []]
  if (options.length > 1) for (const id of options) out.push([id])
  return out
}
