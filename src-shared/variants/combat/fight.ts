// Fights (rulings MCR-8, MCR-9): the active player picks a creature that hasn't fought this combat; both players may
// then reveal set spells (they resolve last-in first-out); when both pass with an empty stack the picked creature
// fights the creature across from it (at once when the defender has no set card to answer with) (CR 701.12: each deals damage equal to its power to the other). A picked
// creature that faces an empty slot is unblocked and scores one point at the end of combat.
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { GameState, ObjId, VariantAction } from '../../engine/types'
import { whyNoPriority } from '../../engine/actions'
import { isCreature, nameOf, playerName, powerOf } from '../../engine/query'
import { dealDamage, sourceInfo } from '../../engine/effects'
import { SPELL_ZONE, combatData, opponentOf, scoreOf, setCombatData, slotsOf } from './rules'
import { slotOf } from './slots'

export interface FightAction extends VariantAction {
  type: 'fight'
  card: ObjId
}

export const FIGHT_STEP = 'fights'

export function whyCantFight(s: GameState, a: FightAction): string | null {
  if (s.phase !== 'turn' || s.step !== FIGHT_STEP) return 'creatures fight in the fights step of combat (MCR-8)'
  if (s.active !== a.player) return 'only the active player picks a creature to fight (MCR-8)'
  const why = whyNoPriority(s, a.player)
  if (why) return why
  if (s.stack.length) return 'wait until the stack is empty before picking the next creature to fight (MCR-8)'
  const data = combatData(s)
  if (data.declared) return `${nameOf(s, data.declared)} is already picked to fight: pass to let the fight happen`
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'battlefield') return `${obj ? nameOf(s, a.card) : 'that card'} is not on the battlefield`
  if (obj.controller !== a.player || !isCreature(s, obj)) return `${nameOf(s, a.card)} is not a creature of yours`
  if (slotOf(s, a.card) < 0) return `${nameOf(s, a.card)} is not in a creature slot`
  if (data.fought.includes(a.card)) return `${nameOf(s, a.card)} has already fought this combat (MCR-8)`
  return null
}

function across(s: GameState, id: ObjId): ObjId | null {
  const o = s.objects[id]
  const at = slotOf(s, id)
  return at < 0 ? null : slotsOf(s, opponentOf(o.controller))[at]
}

export const fight: ActionHandler<FightAction> = {
  validate: whyCantFight,
  apply(tx, a) {
    const data = combatData(tx.s)
    const other = across(tx.s, a.card)
    tx.log(
      `${playerName(tx.s, a.player)} picks ${nameOf(tx.s, a.card)} to fight ${other ? nameOf(tx.s, other) : 'across an empty slot'}`,
    )
    tx.set('passes', 0)
    // The defender may answer only with set instants: with no set card (public: the count is visible) nobody could
    // respond, so the fight happens at once; otherwise it waits until both players pass (MCR-8).
    if ((tx.s.players[opponentOf(a.player)].zones[SPELL_ZONE]?.length ?? 0) === 0) {
      setCombatData(tx, { fought: [...data.fought, a.card] })
      fightNow(tx, a.card)
    } else {
      setCombatData(tx, { fought: [...data.fought, a.card], declared: a.card })
    }
  },
  enumerate(s, p) {
    if (s.step !== FIGHT_STEP || s.active !== p || s.priority !== p) return []
    return slotsOf(s, p)
      .filter((id): id is ObjId => id !== null)
      .map((card) => ({ type: 'fight', player: p, card }) as FightAction)
      .filter((a) => !whyCantFight(s, a))
  },
}

/** The fights step's turn-based action when both players pass with an empty stack: the picked creature fights. */
export function resolveDeclaredFight(tx: Tx): boolean {
  const data = combatData(tx.s)
  const id = data.declared
  if (!id) return false
  setCombatData(tx, { declared: null })
  fightNow(tx, id)
  return true
}

/** The picked creature fights the creature across from it, or is unblocked when that slot is empty (MCR-8, MCR-9). */
function fightNow(tx: Tx, id: ObjId): void {
  const obj = tx.s.objects[id]
  if (!obj || obj.zone !== 'battlefield' || slotOf(tx.s, id) < 0) {
    tx.log('The picked creature is gone: no fight')
    return
  }
  const other = across(tx.s, id)
  if (!other) {
    // Ruling MCR-9: unblocked; it scores at the end of combat.
    setCombatData(tx, { unblocked: [...combatData(tx.s).unblocked, id] })
    tx.log(`${nameOf(tx.s, id)} faces an empty slot: unblocked (MCR-9)`)
    return
  }
  // CR 701.12a: each deals damage equal to its power to the other, at the same time.
  const a = sourceInfo(tx, obj)
  const b = sourceInfo(tx, tx.s.objects[other])
  const pa = powerOf(tx.s, obj)
  const pb = powerOf(tx.s, tx.s.objects[other])
  tx.log(`${nameOf(tx.s, id)} fights ${nameOf(tx.s, other)}`)
  dealDamage(tx, a, { card: other }, pa)
  dealDamage(tx, b, { card: id }, pb)
}

/** The end of combat: each unblocked creature still on the battlefield scores one point (ruling MCR-9). */
export function scoreUnblocked(tx: Tx): void {
  for (const id of combatData(tx.s).unblocked) {
    const o = tx.s.objects[id]
    if (!o || o.zone !== 'battlefield') continue
    const extra = tx.playerExtra(o.controller)
    extra.score = scoreOf(tx.s, o.controller) + 1
    tx.log(`${nameOf(tx.s, id)} scores a point for ${playerName(tx.s, o.controller)} (MCR-9)`)
  }
}
