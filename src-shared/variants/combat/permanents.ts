// What a side may hold (ruling MCR-7) and "nothing taps" (ruling MCR-10), as state checks.
import type { Tx } from '../../engine/tx'
import type { CardObject, GameState } from '../../engine/types'
import { nameOf } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import { isEquipment, isNonAuraEnchantment } from './rules'

/** Ruling MCR-7: at most one non-Aura enchantment and one Equipment per side; the newest stays, older ones go to the
 *  graveyard (a new enchantment replaces the old one). */
export function limitPermanents(tx: Tx): boolean {
  let changed = false
  const limit = (kind: string, test: (s: GameState, o: CardObject) => boolean) => {
    for (let p = 0; p < tx.s.players.length; p++) {
      const ids = tx.s.battlefield.filter((id) => tx.s.objects[id].controller === p && test(tx.s, tx.s.objects[id]))
      for (const id of ids.slice(0, -1)) {
        tx.log(`${nameOf(tx.s, id)} is put into its owner's graveyard: one ${kind} per side (MCR-7)`)
        moveObject(tx, id, 'graveyard', { cause: 'sba' })
        changed = true
      }
    }
  }
  limit('non-Aura enchantment', isNonAuraEnchantment)
  limit('Equipment', isEquipment)
  return changed
}

/** Ruling MCR-10: nothing taps — whatever tried to tap a permanent did nothing. */
export function nothingTaps(tx: Tx): boolean {
  let changed = false
  for (const id of tx.s.battlefield) {
    if (tx.s.objects[id].tapped) {
      tx.obj(id).tapped = false
      changed = true
    }
  }
  return changed
}
