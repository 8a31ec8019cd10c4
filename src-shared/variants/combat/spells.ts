// Setting spells (ruling MCR-8): at the beginning of combat each player sets up to three non-creature cards face
// down into their five spell slots; they stay there until revealed (cast "from": "slot").
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { GameState, ObjId, PlayerIndex, VariantAction } from '../../engine/types'
import { pendingFor, describePending } from '../../engine/actions'
import { isCreature, nameOf, playerName, apnapOrder } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import { SET_PER_COMBAT, SPELL_SLOTS, SPELL_ZONE } from './rules'

export interface SetSpellsAction extends VariantAction {
  type: 'setSpells'
  cards: ObjId[]
}

export const freeSpellSlots = (state: GameState, player: PlayerIndex): number =>
  SPELL_SLOTS - (state.players[player].zones[SPELL_ZONE]?.length ?? 0)

/** The beginning of combat: each player with an open spell slot decides what to set, privately and in any order. */
export function askToSetSpells(tx: Tx): void {
  const who = apnapOrder(tx.s).filter((p) => freeSpellSlots(tx.s, p) > 0)
  if (who.length)
    tx.set('pending', [...tx.s.pending, ...who.map((player) => ({ kind: 'setSpells', player, simultaneous: true }))])
}

export const setSpells: ActionHandler<SetSpellsAction> = {
  validate(s, a) {
    if (!pendingFor(s, a.player, 'setSpells')) {
      const first = s.pending[0]
      return first
        ? `${playerName(s, first.player)} must first ${describePending(first.kind)}`
        : 'spells are set at the beginning of combat (MCR-8)'
    }
    if (!Array.isArray(a.cards)) return '"cards" must be a list of the non-creature cards to set (it may be empty)'
    if (a.cards.length > SET_PER_COMBAT)
      return `set at most ${SET_PER_COMBAT} cards each combat (MCR-8), not ${a.cards.length}`
    const free = freeSpellSlots(s, a.player)
    if (a.cards.length > free) return `you have only ${free} open spell slot${free === 1 ? '' : 's'} (MCR-8)`
    if (new Set(a.cards).size !== a.cards.length) return 'the same card is named twice'
    for (const id of a.cards) {
      const obj = s.objects[id]
      if (!obj || obj.zone !== 'hand' || obj.owner !== a.player)
        return `${obj ? nameOf(s, id) : 'that card'} is not in your hand`
      if (isCreature(s, obj))
        return `${nameOf(s, id)} is a creature: only non-creature cards are set in spell slots (MCR-8)`
    }
    return null
  },
  apply(tx, a) {
    tx.set(
      'pending',
      tx.s.pending.filter((d) => !(d.kind === 'setSpells' && d.player === a.player)),
    )
    for (const id of a.cards) moveObject(tx, id, SPELL_ZONE, { cause: 'set', faceDown: true })
    const n = a.cards.length
    tx.log(`${playerName(tx.s, a.player)} sets ${n} card${n === 1 ? '' : 's'} face down`)
  },
  enumerate(s, p) {
    if (!pendingFor(s, p, 'setSpells')) return []
    const candidates = s.players[p].zones.hand.filter((id) => !isCreature(s, s.objects[id]))
    const max = Math.min(SET_PER_COMBAT, freeSpellSlots(s, p))
    const out: SetSpellsAction[] = [{ type: 'setSpells', player: p, cards: [] }]
    if (candidates.length && max > 0) {
      out.push({ type: 'setSpells', player: p, cards: candidates.slice(0, max) })
      if (max > 1 && candidates.length > 1)
        out.push({ type: 'setSpells', player: p, cards: [candidates[candidates.length - 1]] })
    }
    return out
  },
}
