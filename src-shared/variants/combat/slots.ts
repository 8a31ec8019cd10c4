// The creature slots (rulings MCR-2, MCR-6): every creature on a player's side stands in one of their five slots;
// a slot holds at most one creature and belongs to one side. Kept in step with the battlefield as a state check.
import type { Tx } from '../../engine/tx'
import type { GameState, ObjId, PlayerIndex } from '../../engine/types'
import { isCreature, nameOf } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import { slotsOf, type Slots } from './rules'

/** Is `id` a creature on the battlefield controlled by `player` (so it can stand in one of their slots)? */
function standsFor(state: GameState, id: ObjId, player: PlayerIndex): boolean {
  const o = state.objects[id]
  return !!o && o.zone === 'battlefield' && o.controller === player && isCreature(state, o)
}

/** Slots that are open, or would be once `freed` (sacrificed creatures) are gone. */
export function openSlots(state: GameState, player: PlayerIndex, freed: ObjId[] = []): number[] {
  const out: number[] = []
  slotsOf(state, player).forEach((id, i) => {
    if (id === null || freed.includes(id)) out.push(i)
  })
  return out
}

/** The slot a creature stands in, or -1. */
export function slotOf(state: GameState, id: ObjId): number {
  const o = state.objects[id]
  return o ? slotsOf(state, o.controller).indexOf(id) : -1
}

/**
 * State check: creatures that left (or stopped being creatures, or changed sides) free their slots; creatures that
 * arrived take the slot chosen when they were summoned (`extra.slot`, ruling MCR-6) or the first open one. A
 * creature with no open slot on its side is put into its owner's graveyard: a side never has more than five.
 */
export function syncSlots(tx: Tx): boolean {
  if (tx.s.phase !== 'turn') return false
  let changed = false
  for (let p = 0; p < tx.s.players.length; p++) {
    if (tx.s.players[p].lost) continue
    const old = slotsOf(tx.s, p)
    const next: Slots = old.map((id) => (id !== null && standsFor(tx.s, id, p) ? id : null))
    const placed = new Set(next.filter((id): id is ObjId => id !== null))
    const overflow: ObjId[] = []
    for (const id of tx.s.battlefield) {
      const o = tx.s.objects[id]
      if (o.controller !== p || placed.has(id) || !isCreature(tx.s, o)) continue
      const wanted = o.extra?.slot as number | undefined
      const at = wanted !== undefined && next[wanted] === null ? wanted : next.indexOf(null)
      if (wanted !== undefined) {
        const w = tx.obj(id)
        const { slot: _slot, ...rest } = w.extra!
        if (Object.keys(rest).length) w.extra = rest
        else delete w.extra
      }
      if (at < 0) overflow.push(id)
      else {
        next[at] = id
        placed.add(id)
      }
    }
    if (tx.s.players[p].extra.slots === undefined || next.some((id, i) => id !== old[i])) {
      tx.playerExtra(p).slots = next
      changed = true
    }
    for (const id of overflow) {
      tx.log(`${nameOf(tx.s, id)} has no open creature slot and is put into its owner's graveyard (MCR-6)`)
      moveObject(tx, id, 'graveyard', { cause: 'sba' })
      changed = true
    }
  }
  return changed
}
