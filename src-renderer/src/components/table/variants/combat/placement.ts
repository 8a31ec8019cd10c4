// The creatures a player is placing face down at setup (ruling MCR-2), shared by the prompt (the creatures to
// place and Confirm) and the board (the one set of slots they go into).
import { ref } from 'vue'
import type { ObjId } from '@shared/engine'

/** The planned slot of each creature: index = slot, null = empty. */
export const planned = ref<(ObjId | null)[]>([])
/** A creature chip being dragged from the prompt (the table's own drag covers hand cards). */
export const chipDragged = ref<ObjId | null>(null)

export function resetPlan(slots: number): void {
  planned.value = Array.from({ length: slots }, () => null)
  chipDragged.value = null
}

/** Puts a creature into a slot (leaving any slot it was in); null empties the slot. */
export function placeIn(slot: number, id: ObjId | null): void {
  const next = planned.value.map((x) => (id !== null && x === id ? null : x))
  next[slot] = id
  planned.value = next
}
