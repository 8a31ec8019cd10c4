// Setup (ruling MCR-2): each player draws seven, then privately places up to five creatures of mana value 3 or
// less face down into chosen slots (a simultaneous hidden choice); once both have placed, both are revealed at
// once and the placement is fixed.
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { GameState, ObjId, PlayerIndex, VariantAction } from '../../engine/types'
import { pendingFor, describePending } from '../../engine/actions'
import { isCreature, nameOf, playerName } from '../../engine/query'
import { drawCards, moveObject } from '../../engine/zones'
import { CREATURE_SLOTS, PLACED_ZONE, combatState, emptySlots, manaValueOf, type Slots } from './rules'

export interface PlaceCreaturesAction extends VariantAction {
  type: 'placeCreatures'
  /** Five entries, one per slot: a creature card in hand, or null for an empty slot. */
  slots: (ObjId | null)[]
}

/** Each player draws seven, then places their creatures: a simultaneous hidden choice (MCR-2). */
export function askPlacements(tx: Tx): void {
  const n = tx.s.players.length
  const order = Array.from({ length: n }, (_, k) => (tx.s.starting + k) % n)
  for (const p of order) {
    drawCards(tx, p, tx.variant.handSize)
    tx.log(`${playerName(tx.s, p)} draws ${tx.variant.handSize} cards`)
  }
  tx.set('pending', [
    ...tx.s.pending,
    ...order.map((player) => ({ kind: 'placeCreatures', player, simultaneous: true })),
  ])
}

/** Why this card can't be placed at setup (MCR-2), or null. */
export function whyCantPlace(state: GameState, player: PlayerIndex, id: ObjId): string | null {
  const obj = state.objects[id]
  if (!obj || obj.zone !== 'hand' || obj.owner !== player)
    return `${obj ? nameOf(state, id) : 'that card'} is not in your hand`
  if (!isCreature(state, obj))
    return `${nameOf(state, id)} is not a creature: only creatures are placed at setup (MCR-2)`
  const mv = manaValueOf(state, obj)
  if (mv > 3)
    return `${nameOf(state, id)} has mana value ${mv}: only creatures of mana value 3 or less are placed at setup (MCR-2)`
  return null
}

export const placeCreatures: ActionHandler<PlaceCreaturesAction> = {
  validate(s, a) {
    if (!pendingFor(s, a.player, 'placeCreatures')) {
      if (s.phase !== 'setup') return 'creatures are placed only at the start of the game (MCR-2)'
      if (s.players[a.player].extra.placement !== undefined)
        return 'you have already placed your creatures: the placement is fixed (MCR-2)'
      const first = s.pending[0]
      return first
        ? `${playerName(s, first.player)} must first ${describePending(first.kind)}`
        : 'creatures are placed only at the start of the game (MCR-2)'
    }
    if (!Array.isArray(a.slots) || a.slots.length !== CREATURE_SLOTS)
      return `"slots" must list exactly ${CREATURE_SLOTS} entries: a creature or null for each slot (MCR-2)`
    const ids = a.slots.filter((id): id is ObjId => id !== null)
    if (ids.some((id) => typeof id !== 'string')) return '"slots" entries must be cards or null'
    if (new Set(ids).size !== ids.length) return 'the same card is placed twice'
    for (const id of ids) {
      const why = whyCantPlace(s, a.player, id)
      if (why) return why
    }
    return null
  },
  apply(tx, a) {
    tx.set(
      'pending',
      tx.s.pending.filter((d) => !(d.kind === 'placeCreatures' && d.player === a.player)),
    )
    // Face down, privately: the other player sees only how many cards were placed (MCR-2, CR 708).
    const placement: Slots = a.slots.map((id) =>
      id === null ? null : moveObject(tx, id, PLACED_ZONE, { cause: 'place', faceDown: true }),
    )
    tx.playerExtra(a.player).placement = placement
    const n = placement.filter((id) => id !== null).length
    tx.log(`${playerName(tx.s, a.player)} places ${n} creature${n === 1 ? '' : 's'} face down`)
  },
  enumerate(s, p) {
    if (!pendingFor(s, p, 'placeCreatures')) return []
    const eligible: ObjId[] = []
    const seen = new Set<string>()
    for (const id of s.players[p].zones.hand) {
      if (whyCantPlace(s, p, id) || seen.has(id)) continue
      seen.add(id)
      eligible.push(id)
    }
    const out: PlaceCreaturesAction[] = [{ type: 'placeCreatures', player: p, slots: emptySlots() }]
    if (eligible.length) {
      const packed = emptySlots()
      eligible.slice(0, CREATURE_SLOTS).forEach((id, i) => {
        packed[i] = id
      })
      out.push({ type: 'placeCreatures', player: p, slots: packed })
      const spread = emptySlots()
      eligible.slice(0, 3).forEach((id, i) => {
        spread[CREATURE_SLOTS - 1 - 2 * i] = id
      })
      out.push({ type: 'placeCreatures', player: p, slots: spread })
    }
    return out
  },
}

/** After setup: both placements are revealed at once and the creatures enter their slots (MCR-2). */
export function revealPlacements(tx: Tx): void {
  for (let p = 0; p < tx.s.players.length; p++) {
    const placement = combatState.player(tx.s, p).placement ?? emptySlots()
    const slots = emptySlots()
    placement.forEach((id, i) => {
      if (id === null || tx.s.objects[id]?.zone !== PLACED_ZONE) return
      slots[i] = moveObject(tx, id, 'battlefield', { cause: 'reveal' })
    })
    const extra = tx.playerExtra(p)
    extra.slots = slots
    delete extra.placement
    const names = slots.map((id) => (id ? nameOf(tx.s, id) : '—'))
    tx.log(`${playerName(tx.s, p)} reveals: ${names.join(', ')}`)
  }
}
