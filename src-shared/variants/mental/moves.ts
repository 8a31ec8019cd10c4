// Zone changes in Mental Magic:
// - ruling MM-5 (rule 904.5f): when a Utopia would leave the battlefield, a random Utopia of the same controller
//   swaps identity (tapped state, attachments, counters, damage, combat) with it and that one leaves instead. Swapping
//   every game value of two objects is the same as swapping the cards under them: the objects stay, their physical
//   cards (and owners) change places.
// - rules 904.6, 904.8: a card back in a hidden zone (hand, library) is its physical card again.
// - ruling MM-8 (rule 904.12): a card entering a public zone from a hidden zone without being cast or played is
//   announced by its owner (the `announce` decision, pushed by the state check below once the move is done).
import type { Tx } from '../../engine/tx'
import type { CardObject } from '../../engine/types'
import type { ZoneMove } from '../../engine/variant'
import { pushPending } from '../../engine/flow'
import { playerName } from '../../engine/query'
import { UTOPIA_DEF, isUtopia, revertToPhysical } from './identity'

export const ANNOUNCE = 'announce'
export const HIDDEN_ZONES = ['hand', 'library']
export const PUBLIC_ZONES = ['battlefield', 'graveyard', 'exile', 'command']
const NOT_ANNOUNCED = ['cast', 'play']

export function replaceMove(tx: Tx, move: ZoneMove, obj: CardObject): null {
  if (move.from === 'battlefield' && move.to !== 'battlefield' && isUtopia(obj) && !obj.token) swapUtopia(tx, obj)
  const now = tx.s.objects[move.id]
  if (HIDDEN_ZONES.includes(move.to)) {
    if (now.extra?.physical !== undefined || now.extra?.announced !== undefined || now.extra?.announce)
      revertToPhysical(tx, move.id)
  } else if (
    HIDDEN_ZONES.includes(move.from) &&
    PUBLIC_ZONES.includes(move.to) &&
    !NOT_ANNOUNCED.includes(move.cause)
  ) {
    const w = tx.obj(move.id)
    w.extra = { ...(w.extra ?? {}), announce: true }
    tx.gameExtra().toAnnounce = true
  }
  return null
}

function swapUtopia(tx: Tx, obj: CardObject): void {
  const utopias = tx.s.battlefield.filter((id) => {
    const o = tx.s.objects[id]
    return o.def === UTOPIA_DEF && o.controller === obj.controller && !o.token
  })
  if (utopias.length < 2) return
  const chosen = utopias[tx.randomInt(utopias.length)]
  tx.log(`A random Utopia of ${playerName(tx.s, obj.controller)}'s leaves in its place (ruling MM-5)`)
  if (chosen === obj.id) return
  const a = tx.obj(obj.id)
  const b = tx.obj(chosen)
  const physicalA = a.extra?.physical
  const ownerA = a.owner
  a.extra = { ...(a.extra ?? {}), physical: b.extra?.physical }
  b.extra = { ...(b.extra ?? {}), physical: physicalA }
  a.owner = b.owner
  b.owner = ownerA
}

/** Pushes the owner's announcement for every card that entered a public zone unannounced (ruling MM-8). */
export function askAnnouncements(tx: Tx): boolean {
  if (!tx.s.extra.toAnnounce) return false
  delete tx.gameExtra().toAnnounce
  let pushed = false
  for (const [id, obj] of Object.entries(tx.s.objects)) {
    if (!obj.extra?.announce || !PUBLIC_ZONES.includes(obj.zone)) continue
    if (tx.s.pending.some((d) => d.kind === ANNOUNCE && d.card === id)) continue
    pushPending(tx, { kind: ANNOUNCE, player: obj.owner, card: id })
    pushed = true
  }
  // A permanent's abilities trigger as the announced card, once it is announced (announce.ts).
  const waiting = new Set(tx.s.pending.filter((d) => d.kind === ANNOUNCE).map((d) => d.card as string))
  if (tx.s.entered.some((id) => waiting.has(id)))
    tx.set(
      'entered',
      tx.s.entered.filter((id) => !waiting.has(id)),
    )
  return pushed
}
